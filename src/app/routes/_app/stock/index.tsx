import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { StockPage } from '@app/features/stock/components/stock-page';
import { stockSearchOf } from '@app/features/stock/list-search';

export const Route = createFileRoute('/_app/stock/')({
  // `?depo=<warehouse>` the warehouse shown, `?azalan=1` the 'Azalan Stok' view, `?q=` the search,
  // `?tur=` the kind, `?sira=on_hand|value` the order, `?sayfa=` the page (features/stock/list-search.ts).
  validateSearch: stockSearchOf,
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
