import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { BrokenDetailPage } from '@app/features/repairs/components/broken-detail-page';

/** `?yazdir=1`: print the fault report (ARZ-) once it is loaded (the list row's 'Yazdır'). */
type BrokenDetailSearch = { yazdir?: 1 };

export const Route = createFileRoute('/_app/broken-equipment/$id')({
  validateSearch: (search: Record<string, unknown>): BrokenDetailSearch =>
    search.yazdir === 1 || search.yazdir === '1' ? { yazdir: 1 } : {},
  component: BrokenDetailRoute,
});

function BrokenDetailRoute() {
  const { id } = Route.useParams();
  const { yazdir } = Route.useSearch();
  return (
    <RequirePermission permission="view_malfunctions">
      {/* A new id mounts a fresh page (print state, dialogs). */}
      <BrokenDetailPage key={id} id={id} autoPrint={yazdir === 1} />
    </RequirePermission>
  );
}
