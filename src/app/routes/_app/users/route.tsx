import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { UsersLayout } from '@app/features/users/components/users-layout';

export const Route = createFileRoute('/_app/users')({
  component: () => (
    <RequirePermission permission="view_users">
      <UsersLayout />
    </RequirePermission>
  ),
});
