import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { FieldEquipmentListPage } from '@app/features/field/components/field-equipment-list-page';
import { isUuid } from '@shared/uuid';
import { FIELD_LIST_SEARCH } from '@app/features/field/list-search';
import { listSearchValidator } from '@app/lib/list-search';

/**
 * The list's search, status (`?durum=gecikmis`: the dashboard's 'Tümünü Gör'), warehouse and page
 * (features/field/list-search.ts); `?iade=<hand-over id>` opens its return (the scan's action sheet), `?iade=tara` the scanner to
 * return by scanning (the dashboard's 'İade Al'); `?tara=1` keeps the camera on in the return.
 */
type FieldListSearch = ReturnType<typeof listSearch> & { iade?: string; tara?: 1 };
const listSearch = listSearchValidator(FIELD_LIST_SEARCH);

export const Route = createFileRoute('/_app/field-equipment/')({
  validateSearch: (search: Record<string, unknown>): FieldListSearch => ({
    ...listSearch(search),
    ...(search.iade === 'tara' || (typeof search.iade === 'string' && isUuid(search.iade)) ? { iade: search.iade } : {}),
    ...(search.tara === 1 || search.tara === '1' ? { tara: 1 as const } : {}),
  }),
  component: FieldEquipmentListRoute,
});

function FieldEquipmentListRoute() {
  const { iade, tara } = Route.useSearch();
  return (
    <RequirePermission permission="view_field_equipment">
      <FieldEquipmentListPage
        returnRecordId={iade === 'tara' ? undefined : iade}
        scanToReturn={iade === 'tara'}
        scanInReturn={tara === 1}
      />
    </RequirePermission>
  );
}
