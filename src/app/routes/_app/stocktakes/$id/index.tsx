import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { CountPage } from '@app/features/stocktake/components/count-page';
import { countSearch, type CountSearch } from '@app/features/stocktake/lib/count-search';

export const Route = createFileRoute('/_app/stocktakes/$id/')({
  // `?serial=` (and optionally `&source=`): a serial scanned elsewhere, to be counted here once.
  validateSearch: (search: Record<string, unknown>): CountSearch => countSearch(search),
  component: CountRoute,
});

function CountRoute() {
  const { id } = Route.useParams();
  const { serial, source } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequirePermission permission="manage_stocktake">
      <CountPage
        key={id}
        sessionId={id}
        handed={serial ? { serial, source: source ?? 'camera' } : undefined}
        onHandedTaken={() => void navigate({ search: {}, replace: true })}
      />
    </RequirePermission>
  );
}
