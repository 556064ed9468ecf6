import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { FieldEquipmentDetailPage } from '../../../features/field/components/field-equipment-detail-page';

export const Route = createFileRoute('/_app/field-equipment/$id')({
  component: FieldEquipmentDetailRoute,
});

function FieldEquipmentDetailRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission="view_field_equipment">
      {/* A new id mounts a fresh page (print state, dialogs). */}
      <FieldEquipmentDetailPage key={id} id={id} />
    </RequirePermission>
  );
}
