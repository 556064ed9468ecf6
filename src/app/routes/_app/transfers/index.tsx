import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { TransfersPage } from '../../../features/transfers/components/transfers-page';

export const Route = createFileRoute('/_app/transfers/')({
  component: () => (
    <RequirePermission permission="view_transfers">
      <TransfersPage />
    </RequirePermission>
  ),
});
