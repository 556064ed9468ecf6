// What can be done next with a scanned item: the moves its status allows (the shared state machine)
// that the user's permissions allow, each a link to its form with the item filled in. The action
// sheet after a scan and the equipment detail page both show this list.
import { handoverCheck, type CheckDue } from '@shared/equipment-checks';
import { canMove } from '@shared/equipment-moves';
import { warehouseToday } from '@shared/local-day';
import type { PermissionName } from '@shared/permissions';

export type ScanActionId = 'issue' | 'return' | 'transfer' | 'report_fault' | 'count' | 'detail';

export interface ScanAction {
  id: ScanActionId;
  label: string;
  /** Where the form opens, the item filled in. */
  href: string;
}

export interface ScanActionInput {
  item: { id: string; serial_number: string; status: string; check_due?: readonly CheckDue[] | null };
  /** The active hand-over's id, while the item is in the field. */
  handoverId?: string | null;
  /** The open count of the item's warehouse. */
  openCountId?: string | null;
  /** Work for the item waits in the outbox: only its detail is offered until it is sent. */
  pending?: boolean;
  /** The scan came from the camera: the form opens with the camera on, for the next items. */
  camera?: boolean;
  /** Whether this page is the item's own detail page (no 'Detay' then). */
  onDetailPage?: boolean;
  /** The warehouses' day the checks are read on (default: today). */
  today?: string;
}

/**
 * Whether the hand-over would be refused for a reason known now: a required check has run out and
 * the user may not hand it over with a written reason (the server answers 409 after the signature).
 */
export function issueRefusedByCheck(
  item: ScanActionInput['item'],
  can: (permission: PermissionName) => boolean,
  today: string = warehouseToday(),
): boolean {
  return handoverCheck(item, today).refusal !== null && !can('override_equipment_check');
}

const LABELS: Record<ScanActionId, string> = {
  issue: 'Teslim Et',
  return: 'İade Al',
  transfer: 'Transfer',
  report_fault: 'Arıza Bildir',
  count: 'Sayıma ekle',
  detail: 'Detay',
};

export function scanActions(input: ScanActionInput, can: (permission: PermissionName) => boolean): ScanAction[] {
  const { item, pending } = input;
  const id = encodeURIComponent(item.id);
  const camera = input.camera ? '&tara=1' : '';
  const out: ScanAction[] = [];
  const add = (action: ScanActionId, href: string) => out.push({ id: action, label: LABELS[action], href });
  if (!pending) {
    if (canMove('issue', item.status) && can('view_field_equipment') && !issueRefusedByCheck(item, can, input.today))
      add('issue', `/field-equipment/issue?ekipman=${id}${camera}`);
    if (canMove('return', item.status) && input.handoverId && can('view_field_equipment')) {
      add('return', `/field-equipment?iade=${encodeURIComponent(input.handoverId)}${camera}`);
    }
    if (canMove('transfer', item.status) && can('view_transfers') && can('create_transfer'))
      add('transfer', `/transfers?yeni=1&ekipman=${id}`);
    if (canMove('report_fault', item.status) && can('view_malfunctions') && can('create_malfunction'))
      add('report_fault', `/broken-equipment?bildir=${id}`);
    if (input.openCountId && can('manage_stocktake'))
      add('count', `/stocktakes/${encodeURIComponent(input.openCountId)}?serial=${encodeURIComponent(item.serial_number)}`);
  }
  if (!input.onDetailPage && can('view_equipment')) add('detail', `/equipment/${id}`);
  return out;
}
