import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { DeliveriesPage } from '@app/features/notifications/components/deliveries-page';

export const Route = createFileRoute('/_app/notifications/deliveries')({ component: DeliveriesRoute });

function DeliveriesRoute() {
  return (
    <RequirePermission permission="manage_notifications">
      <DeliveriesPage />
    </RequirePermission>
  );
}
