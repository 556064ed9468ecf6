import { createFileRoute } from '@tanstack/react-router';
import { WorkerKvkkPanel } from '@app/features/kvkk/components/worker-kvkk-panel';
import { PpeCard, useHoldsReturnable } from '@app/features/stock/components/ppe-card';
import { WorkerDetailPage } from '@app/features/workers/components/worker-detail-page';

export const Route = createFileRoute('/_app/workers/$workerId')({ component: WorkerRoute });

function WorkerRoute() {
  const { workerId } = Route.useParams();
  // Returnable stock still held (a harness) keeps 'İlişik Kesme' back, as equipment does.
  const holdsStock = useHoldsReturnable(workerId);
  // key: a different worker starts with fresh page state.
  return (
    <WorkerDetailPage
      key={workerId}
      workerId={workerId}
      stockCard={<PpeCard workerId={workerId} />}
      holdsStock={holdsStock}
      kvkkPanel={<WorkerKvkkPanel workerId={workerId} />}
    />
  );
}
