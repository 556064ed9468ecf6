import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { validatePrintSearch, type PrintSearch } from '@app/lib/print-search';
import { StockIssuePage } from '@app/features/stock/components/stock-issue-page';

const StockIssueRoute = guardedIdPage<PrintSearch>({ anyOf: ['view_stock', 'issue_stock', 'view_workers'] }, (id, search) => (
  <StockIssuePage id={id} autoPrint={search.yazdir === 1} />
));

/** `?yazdir=1`: print the KKD- paper once it is loaded (after 'Stok Teslimi'). */
export const Route = createFileRoute('/_app/stock/issues/$id')({
  validateSearch: validatePrintSearch,
  component: StockIssueRoute,
});
