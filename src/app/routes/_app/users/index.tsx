import { createFileRoute } from '@tanstack/react-router';
import { UsersTab } from '@app/features/users/components/users-tab';
import { USER_LIST_SEARCH } from '@app/features/users/list-search';
import { listSearchValidator } from '@app/lib/list-search';

export const Route = createFileRoute('/_app/users/')({
  validateSearch: listSearchValidator(USER_LIST_SEARCH),
  component: UsersTab,
});
