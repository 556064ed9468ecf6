import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { validatePrintSearch } from '@app/lib/print-search';
import { BrokenDetailPage } from '@app/features/repairs/components/broken-detail-page';

/** `?yazdir=1`: print the fault report (ARZ-) once it is loaded (the list row's 'Yazdır'). */
const BrokenDetailRoute = guardedIdPage(
  'view_malfunctions',
  (id, search) => <BrokenDetailPage id={id} autoPrint={search.yazdir === 1} />,
  validatePrintSearch,
);

export const Route = createFileRoute('/_app/broken-equipment/$id')({
  validateSearch: validatePrintSearch,
  component: BrokenDetailRoute,
});
