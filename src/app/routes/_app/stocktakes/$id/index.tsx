import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { CountPage } from '@app/features/stocktake/components/count-page';

export const Route = createFileRoute('/_app/stocktakes/$id/')({ component: CountRoute });

function CountRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission="manage_stocktake">
      <CountPage key={id} sessionId={id} />
    </RequirePermission>
  );
}
