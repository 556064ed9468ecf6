import { createFileRoute } from '@tanstack/react-router';
import { WorkersListPage } from '@app/features/workers/components/workers-list-page';
import { WORKER_LIST_SEARCH } from '@app/features/workers/list-search';
import { listSearchValidator } from '@app/lib/list-search';

export const Route = createFileRoute('/_app/workers/')({
  validateSearch: listSearchValidator(WORKER_LIST_SEARCH),
  component: WorkersListPage,
});
