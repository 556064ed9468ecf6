import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { TransferDetailPage } from '@app/features/transfers/components/transfer-detail-page';

const TransferDetailRoute = guardedIdPage('view_transfers', (id) => <TransferDetailPage id={id} />);

export const Route = createFileRoute('/_app/transfers/$id')({
  component: TransferDetailRoute,
});
