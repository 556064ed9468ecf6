import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { IssueStockPage } from '@app/features/stock/components/issue-stock-page';
import { isUuid } from '@shared/uuid';

/** `?depo=<id>`: the warehouse the stock list showed. */
type IssueSearch = { depo?: string };

export const Route = createFileRoute('/_app/stock/issue')({
  validateSearch: (search: Record<string, unknown>): IssueSearch =>
    typeof search.depo === 'string' && isUuid(search.depo) ? { depo: search.depo } : {},
  component: IssueRoute,
});

function IssueRoute() {
  const { depo } = Route.useSearch();
  return (
    <RequirePermission permission="issue_stock">
      <IssueStockPage warehouseId={depo} />
    </RequirePermission>
  );
}
