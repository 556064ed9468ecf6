import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { FieldEquipmentListPage } from '@app/features/field/components/field-equipment-list-page';
import { isUuid } from '@shared/uuid';

/**
 * `?durum=gecikmis` opens the list filtered to overdue hand-overs (the dashboard's 'Tümünü Gör');
 * `?iade=<hand-over id>` opens its return (the scan's action sheet), `?iade=tara` the scanner to
 * return by scanning (the dashboard's 'İade Al'); `?tara=1` keeps the camera on in the return.
 */
type FieldListSearch = { durum?: 'gecikmis'; iade?: string; tara?: 1 };

export const Route = createFileRoute('/_app/field-equipment/')({
  validateSearch: (search: Record<string, unknown>): FieldListSearch => ({
    ...(search.durum === 'gecikmis' ? { durum: 'gecikmis' as const } : {}),
    ...(search.iade === 'tara' || (typeof search.iade === 'string' && isUuid(search.iade)) ? { iade: search.iade } : {}),
    ...(search.tara === 1 || search.tara === '1' ? { tara: 1 as const } : {}),
  }),
  component: FieldEquipmentListRoute,
});

function FieldEquipmentListRoute() {
  const { durum, iade, tara } = Route.useSearch();
  return (
    <RequirePermission permission="view_field_equipment">
      <FieldEquipmentListPage
        initialStatus={durum === 'gecikmis' ? 'overdue' : undefined}
        returnRecordId={iade === 'tara' ? undefined : iade}
        scanToReturn={iade === 'tara'}
        scanInReturn={tara === 1}
      />
    </RequirePermission>
  );
}
