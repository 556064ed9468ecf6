import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { TransferDetailPage } from '@app/features/transfers/components/transfer-detail-page';

export const Route = createFileRoute('/_app/transfers/$id')({
  component: guardedIdPage('view_transfers', (id) => <TransferDetailPage id={id} />),
});
