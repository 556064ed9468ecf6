import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { validatePrintSearch, type PrintSearch } from '@app/lib/print-search';
import { BrokenDetailPage } from '@app/features/repairs/components/broken-detail-page';

const BrokenDetailRoute = guardedIdPage<PrintSearch>('view_malfunctions', (id, search) => (
  <BrokenDetailPage id={id} autoPrint={search.yazdir === 1} />
));

/** `?yazdir=1`: print the fault report (ARZ-) once it is loaded (the list row's 'Yazdır'). */
export const Route = createFileRoute('/_app/broken-equipment/$id')({
  validateSearch: validatePrintSearch,
  component: BrokenDetailRoute,
});
