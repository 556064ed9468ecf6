import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { ReplacementsPage, type ReplacementsSearch } from '@app/features/stock/components/replacements-page';
import { isUuid } from '@shared/uuid';

export const Route = createFileRoute('/_app/stock/replacements')({
  // `?depo=<warehouse>`, `?durum=due|overdue` (both when absent).
  validateSearch: (search: Record<string, unknown>): ReplacementsSearch => ({
    ...(typeof search.depo === 'string' && isUuid(search.depo) ? { depo: search.depo } : {}),
    ...(search.durum === 'due' || search.durum === 'overdue' ? { durum: search.durum } : {}),
  }),
  component: ReplacementsRoute,
});

function ReplacementsRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission anyOf={['view_stock', 'issue_stock', 'view_workers']}>
      <ReplacementsPage search={search} />
    </RequirePermission>
  );
}
