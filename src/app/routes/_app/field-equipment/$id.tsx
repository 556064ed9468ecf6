import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { FieldEquipmentDetailPage } from '@app/features/field/components/field-equipment-detail-page';

/** `?belge=iade` opens the record with its return document printed (links from lists and histories). */
type DetailSearch = { belge?: 'iade' };

export const Route = createFileRoute('/_app/field-equipment/$id')({
  validateSearch: (search: Record<string, unknown>): DetailSearch => (search.belge === 'iade' ? { belge: 'iade' } : {}),
  component: FieldEquipmentDetailRoute,
});

function FieldEquipmentDetailRoute() {
  const { id } = Route.useParams();
  const { belge } = Route.useSearch();
  return (
    <RequirePermission permission="view_field_equipment">
      {/* A new id mounts a fresh page (print state, dialogs). */}
      <FieldEquipmentDetailPage key={id} id={id} printReturnDocument={belge === 'iade'} />
    </RequirePermission>
  );
}
