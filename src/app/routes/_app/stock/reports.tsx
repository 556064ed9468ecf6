import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { StockReportsPage, type StockReportsSearch } from '@app/features/stock/components/stock-reports-page';
import { isLocalDay } from '@shared/local-day';
import type { ConsumptionGroup, StockReport } from '@shared/stock-reports';
import { isUuid } from '@shared/uuid';

// The names spelled out (checked complete by the compiler) rather than imported: this part of a route
// is in the first screen's JS, and importing @shared/stock-reports put all of it there.
const REPORT_NAMES = { consumption: 1, ppe: 1, value: 1 } satisfies Record<StockReport, 1>;
const GROUP_NAMES = { worker: 1, department: 1, warehouse: 1 } satisfies Record<ConsumptionGroup, 1>;
const oneOf = <T extends string>(names: Record<T, 1>, value: unknown): value is T =>
  typeof value === 'string' && Object.hasOwn(names, value);

export const Route = createFileRoute('/_app/stock/reports')({
  // `?rapor=` the report, `?grup=` consumption's grouping, `?depo=` one warehouse, `?bas=` / `?bit=` the period.
  validateSearch: (search: Record<string, unknown>): StockReportsSearch => ({
    ...(oneOf(REPORT_NAMES, search.rapor) ? { rapor: search.rapor } : {}),
    ...(oneOf(GROUP_NAMES, search.grup) ? { grup: search.grup } : {}),
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
