import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { ResultPage } from '@app/features/stocktake/components/result-page';

export const Route = createFileRoute('/_app/stocktakes/$id/result')({ component: ResultRoute });

function ResultRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission="manage_stocktake">
      <ResultPage key={id} sessionId={id} />
    </RequirePermission>
  );
}
