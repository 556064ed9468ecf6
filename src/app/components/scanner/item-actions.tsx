// The equipment detail page's next steps: the same actions a scan of the item offers (Teslim Et,
// İade Al, Transfer, Arıza Bildir, Sayıma ekle), and for Sahada who holds it since when.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@app/lib/session';
import { findScanned } from '@app/lib/scanner/find-scanned';
import { scanActions } from '@app/lib/scanner/scan-actions';
import { locative, sinceDay } from '@shared/turkish-suffix';
import { fullName } from '@shared/format';
import { daysOverdue, formatLocalDay, overdueLabel, warehouseToday } from '@shared/local-day';
import { ScanActionList } from './scan-action-list';

export function ItemActions({ itemId, serial }: { itemId: string; serial: string }) {
  const { can } = useSession();
  const may = { handovers: can('view_field_equipment'), counts: can('manage_stocktake') };
  // Under the equipment key: a hand-over, return or transfer refreshes it with the item.
  const query = useQuery({
    queryKey: ['equipment', itemId, 'actions', may],
    queryFn: () => findScanned(serial, may),
    meta: { persist: false },
  });
  const result = query.data;
  if (!result || result.item.id !== itemId) return null;
  const actions = scanActions(
    { item: result.item, handoverId: result.handover?.id, openCountId: result.openCountId, pending: result.pending, onDetailPage: true },
    can,
  );
  const handover = result.handover;
  const late = handover ? daysOverdue({ status: 'active', due_date: handover.due_date }, warehouseToday()) : 0;
  if (actions.length === 0 && !handover) return null;
  return (
    <section
      aria-label="İşlemler"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="item-actions"
    >
      {handover ? (
        <p className="text-sm text-slate-800">
          <span className="font-medium">{locative(fullName(handover.worker))}</span>, {sinceDay(handover.issued_at)}
          {handover.due_date ? ` · Beklenen iade: ${formatLocalDay(handover.due_date)}` : ''}
          {late > 0 ? <span className="ml-2 font-semibold text-red-700">{overdueLabel(late)}</span> : null}
        </p>
      ) : null}
      <ScanActionList actions={actions} layout="bar" serial={result.item.serial_number} />
    </section>
  );
}
