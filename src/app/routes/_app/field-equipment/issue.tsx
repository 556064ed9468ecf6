import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { IssueEquipmentPage } from '@app/features/field/components/issue-equipment-page';

export const Route = createFileRoute('/_app/field-equipment/issue')({
  component: () => (
    <RequirePermission permission="view_field_equipment">
      <IssueEquipmentPage />
    </RequirePermission>
  ),
});
