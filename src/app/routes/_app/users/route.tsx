import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { UsersLayout } from '../../../features/users/components/users-layout';

export const Route = createFileRoute('/_app/users')({
  component: () => (
    <RequirePermission permission="view_users">
      <UsersLayout />
    </RequirePermission>
  ),
});
