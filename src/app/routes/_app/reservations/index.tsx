import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { TodayPage } from '@app/features/reservations/components/today-page';

export const Route = createFileRoute('/_app/reservations/')({
  component: () => (
    <RequirePermission permission="view_reservations">
      <TodayPage />
    </RequirePermission>
  ),
});
