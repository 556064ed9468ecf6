import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { StockIssuePage } from '@app/features/stock/components/stock-issue-page';

/** `?yazdir=1`: print the KKD- paper once it is loaded (after 'Stok Teslimi'). */
type IssuePaperSearch = { yazdir?: 1 };

export const Route = createFileRoute('/_app/stock/issues/$id')({
  validateSearch: (search: Record<string, unknown>): IssuePaperSearch =>
    search.yazdir === 1 || search.yazdir === '1' ? { yazdir: 1 } : {},
  component: StockIssueRoute,
});

function StockIssueRoute() {
  const { id } = Route.useParams();
  const { yazdir } = Route.useSearch();
  return (
    <RequirePermission anyOf={['view_stock', 'issue_stock', 'view_workers']}>
      <StockIssuePage key={id} id={id} autoPrint={yazdir === 1} />
    </RequirePermission>
  );
}
