import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { IssueEquipmentPage } from '@app/features/field/components/issue-equipment-page';
import { isUuid } from '@shared/uuid';

/**
 * `?ekipman=<id>`: start with that item (the scan's action sheet); `?tara=1`: the camera opens at once;
 * `?rezervasyon=<id>`: start with a reservation's worker and items (docs/planning.md); `?stok=<id>`: one unit
 * of a stock item scanned in the shell (docs/stock.md); `?set=<id>`: with a kit's members (the scan's action
 * sheet, lib/kits/use-handover-scan.ts).
 */
type IssueSearch = { ekipman?: string; tara?: 1; rezervasyon?: string; stok?: string; set?: string };

export const Route = createFileRoute('/_app/field-equipment/issue')({
  validateSearch: (search: Record<string, unknown>): IssueSearch => ({
    ...(typeof search.ekipman === 'string' && isUuid(search.ekipman) ? { ekipman: search.ekipman } : {}),
    ...(search.tara === 1 || search.tara === '1' ? { tara: 1 as const } : {}),
    ...(typeof search.rezervasyon === 'string' && isUuid(search.rezervasyon) ? { rezervasyon: search.rezervasyon } : {}),
    ...(typeof search.stok === 'string' && isUuid(search.stok) ? { stok: search.stok } : {}),
    ...(typeof search.set === 'string' && isUuid(search.set) ? { set: search.set } : {}),
  }),
  component: IssueRoute,
});

function IssueRoute() {
  const { ekipman, tara, stok } = Route.useSearch();
  return (
    <RequirePermission permission="view_field_equipment">
      <IssueEquipmentPage initialItemId={ekipman} initialStockId={stok} scanOnOpen={tara === 1} />
    </RequirePermission>
  );
}
