import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { StockPage, type StockSearch } from '@app/features/stock/components/stock-page';
import { isUuid } from '@shared/uuid';

export const Route = createFileRoute('/_app/stock/')({
  // `?depo=<warehouse>` the warehouse shown, `?azalan=1` the 'Azalan Stok' view, `?q=` the search.
  validateSearch: (search: Record<string, unknown>): StockSearch => ({
    ...(typeof search.depo === 'string' && isUuid(search.depo) ? { depo: search.depo } : {}),
    ...(search.azalan === 1 || search.azalan === '1' ? { azalan: 1 as const } : {}),
    ...(typeof search.q === 'string' && search.q !== '' ? { q: search.q.slice(0, 100) } : {}),
  }),
  component: StockRoute,
});

function StockRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission anyOf={['view_stock', 'manage_stock_items', 'receive_stock', 'issue_stock', 'adjust_stock']}>
      <StockPage search={search} />
    </RequirePermission>
  );
}
