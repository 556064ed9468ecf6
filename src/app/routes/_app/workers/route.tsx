import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';

export const Route = createFileRoute('/_app/workers')({
  component: () => (
    <RequirePermission permission="view_workers">
      <Outlet />
    </RequirePermission>
  ),
});
