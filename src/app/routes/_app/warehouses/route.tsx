import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';

export const Route = createFileRoute('/_app/warehouses')({
  component: () => (
    <RequirePermission permission="view_warehouses">
      <Outlet />
    </RequirePermission>
  ),
});
