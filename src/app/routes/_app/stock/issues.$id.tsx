import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { validatePrintSearch } from '@app/lib/print-search';
import { StockIssuePage } from '@app/features/stock/components/stock-issue-page';

/** `?yazdir=1`: print the KKD- paper once it is loaded (after 'Stok Teslimi'). */
const StockIssueRoute = guardedIdPage(
  { anyOf: ['view_stock', 'issue_stock', 'view_workers'] },
  (id, search) => <StockIssuePage id={id} autoPrint={search.yazdir === 1} />,
  validatePrintSearch,
);

export const Route = createFileRoute('/_app/stock/issues/$id')({
  validateSearch: validatePrintSearch,
  component: StockIssueRoute,
});
