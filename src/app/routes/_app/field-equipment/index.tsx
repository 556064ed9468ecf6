import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { FieldEquipmentListPage } from '@app/features/field/components/field-equipment-list-page';

/** `?durum=gecikmis` opens the list filtered to overdue hand-overs (the dashboard's 'Tümünü Gör'). */
type FieldListSearch = { durum?: 'gecikmis' };

export const Route = createFileRoute('/_app/field-equipment/')({
  validateSearch: (search: Record<string, unknown>): FieldListSearch => (search.durum === 'gecikmis' ? { durum: 'gecikmis' } : {}),
  component: FieldEquipmentListRoute,
});

function FieldEquipmentListRoute() {
  const { durum } = Route.useSearch();
  return (
    <RequirePermission permission="view_field_equipment">
      <FieldEquipmentListPage initialStatus={durum === 'gecikmis' ? 'overdue' : ''} />
    </RequirePermission>
  );
}
