import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { FieldEquipmentListPage } from '../../../features/field/components/field-equipment-list-page';

export const Route = createFileRoute('/_app/field-equipment/')({
  component: () => (
    <RequirePermission permission="view_field_equipment">
      <FieldEquipmentListPage />
    </RequirePermission>
  ),
});
