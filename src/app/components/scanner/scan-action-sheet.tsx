// After a scan anywhere: the item and what can be done with it next (a bottom sheet on a phone).
// Sahada shows who holds it since when, the expected return day and how late it is.
import { Modal } from '@app/components/modal';
import { Button } from '@app/components/button';
import { EquipmentStatusBadge, StatusBadge } from '@app/components/status-badge';
import { useSession } from '@app/lib/session';
import { scanActions } from '@app/lib/scanner/scan-actions';
import type { ScanResult } from '@app/lib/scanner/find-scanned';
import { CHECK_OVERRIDE_FORBIDDEN, handoverCheck } from '@shared/equipment-checks';
import { canMove } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import { fullName } from '@shared/format';
import { daysOverdue, formatLocalDay, overdueLabel, warehouseToday } from '@shared/local-day';
import { locative, sinceDay } from '@shared/turkish-suffix';
import { ScanActionList } from './scan-action-list';

/** What a user who may not override an expired check does instead. */
export const CHECK_FIRST = 'Önce kontrolü yaptırıp kaydedin ya da teslimi bu yetkiye sahip birine bırakın.';

export interface ScanActionSheetProps {
  result: ScanResult | null;
  /** The scan came from the camera: the chosen form opens with the camera on. */
  camera: boolean;
  onClose: () => void;
  onScanAgain: () => void;
}

export function ScanActionSheet({ result, camera, onClose, onScanAgain }: ScanActionSheetProps) {
  const { can } = useSession();
  const item = result?.item;
  const actions = result
    ? scanActions(
        { item: result.item, handoverId: result.handover?.id, openCountId: result.openCountId, pending: result.pending, camera },
        can,
      )
    : [];
  const title = item ? [item.brand?.name, item.model].filter(Boolean).join(' ') || item.serial_number : '';
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      title={title}
      description={item ? [item.serial_number, item.category?.name].filter(Boolean).join(' · ') : undefined}
      size="sm"
      footer={<SheetFooter onClose={onClose} onScanAgain={onScanAgain} />}
    >
      {result && item ? (
        <div className="flex flex-col gap-4" data-testid="scan-action-sheet">
          <ItemWhere result={result} />
          {result.pending ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{moveMessages.pendingOperation(item.serial_number)}</p>
          ) : null}
          {!result.pending && canMove('issue', item.status) ? (
            <CheckNotice item={item} canOverride={can('override_equipment_check')} />
          ) : null}
          <ScanActionList
            actions={actions}
            onChoose={onClose}
            serial={item.serial_number}
            noneText="Bu ekipman için yapabileceğiniz bir işlem yok."
          />
        </div>
      ) : null}
    </Modal>
  );
}

/** 'Kapat' and 'Başka Tara' under a scan's sheet (an item's or a kit's). */
export function SheetFooter({ onClose, onScanAgain }: Pick<ScanActionSheetProps, 'onClose' | 'onScanAgain'>) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        Kapat
      </Button>
      <Button variant="secondary" onClick={onScanAgain}>
        Başka Tara
      </Button>
    </>
  );
}

/** Status, warehouse, and for Sahada the holder, since when, the expected return day and lateness. */
export function ItemWhere({ result }: { result: Pick<ScanResult, 'item' | 'handover'> }) {
  const { item, handover } = result;
  const late = handover ? daysOverdue({ status: 'active', due_date: handover.due_date }, warehouseToday()) : 0;
  return (
    <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1.5 text-sm">
      <dt className="text-slate-500">Durum</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <EquipmentStatusBadge status={item.status} />
        {late > 0 ? <StatusBadge tone="danger">{overdueLabel(late)}</StatusBadge> : null}
      </dd>
      {handover ? (
        <>
          <dt className="text-slate-500">Kimde</dt>
          <dd className="font-medium text-slate-900" data-testid="scan-holder">
            {locative(fullName(handover.worker))}, {sinceDay(handover.issued_at)}
          </dd>
          <dt className="text-slate-500">Beklenen iade</dt>
          <dd className="text-slate-800">{handover.due_date ? formatLocalDay(handover.due_date) : 'Belirtilmemiş'}</dd>
        </>
      ) : null}
      <dt className="text-slate-500">Depo</dt>
      <dd className="text-slate-800">{item.warehouse?.name ?? '-'}</dd>
    </dl>
  );
}

/**
 * Before 'Teslim Et': a required check that has run out (the form asks for a written reason; a user
 * who may not override is told why 'Teslim Et' is not offered and what to do) or runs out soon.
 */
function CheckNotice({ item, canOverride }: { item: ScanResult['item']; canOverride: boolean }) {
  const { refusal, warnings } = handoverCheck(item, warehouseToday());
  if (!refusal && warnings.length === 0) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="scan-check-notice">
      {refusal ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal} {canOverride ? 'Teslim için gerekçe gerekir.' : `${CHECK_OVERRIDE_FORBIDDEN} ${CHECK_FIRST}`}
        </p>
      ) : null}
      {warnings.map((w) => (
        <p key={w} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {w}
        </p>
      ))}
    </div>
  );
}
