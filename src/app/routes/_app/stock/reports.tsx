import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { StockReportsPage, type StockReportsSearch } from '@app/features/stock/components/stock-reports-page';
import { isLocalDay } from '@shared/local-day';
import { CONSUMPTION_GROUPS, STOCK_REPORTS } from '@shared/stock-reports';
import { isUuid } from '@shared/uuid';

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const Route = createFileRoute('/_app/stock/reports')({
  // `?rapor=` the report, `?grup=` consumption's grouping, `?depo=` one warehouse, `?bas=` / `?bit=` the period.
  validateSearch: (search: Record<string, unknown>): StockReportsSearch => ({
    ...(oneOf(STOCK_REPORTS, search.rapor) ? { rapor: search.rapor } : {}),
    ...(oneOf(CONSUMPTION_GROUPS, search.grup) ? { grup: search.grup } : {}),
    ...(typeof search.depo === 'string' && isUuid(search.depo) ? { depo: search.depo } : {}),
    ...(isLocalDay(search.bas) ? { bas: search.bas } : {}),
    ...(isLocalDay(search.bit) ? { bit: search.bit } : {}),
  }),
  component: StockReportsRoute,
});

function StockReportsRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission="view_stock">
      <StockReportsPage search={search} />
    </RequirePermission>
  );
}
