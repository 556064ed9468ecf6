import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { TransferDetailPage } from '@app/features/transfers/components/transfer-detail-page';

export const Route = createFileRoute('/_app/transfers/$id')({
  component: TransferDetailRoute,
});

function TransferDetailRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission="view_transfers">
      <TransferDetailPage key={id} id={id} />
    </RequirePermission>
  );
}
