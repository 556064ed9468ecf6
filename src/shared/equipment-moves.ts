// The equipment state machine (DESIGN.md §3, docs/state-machine.md), written once: which status
// allows which move, the status after it and the labels; the Turkish messages that name an item by
// its serial number are in equipment-move-messages.ts (only a scan or a refusal needs them, not the
// first screen or the device copy). The server's services, the forms, the scan checks and the outbox overlay all
// ask this module; `equipment-moves.test.ts` walks the table against the server.
import type { ReturnCondition } from './schemas/operations';
import { EQUIPMENT_STATUS_LABELS, type BrokenStatus, type EquipmentStatus } from './status';
import { labelIn } from './labelled-values';

export type EquipmentMove = 'issue' | 'return' | 'report_fault' | 'repair' | 'scrap' | 'transfer' | 'receive_transfer' | 'edit_status';

export interface MoveRule {
  /** What the user sees the move called. */
  label: string;
  /** Statuses the item may be in for the move. */
  from: readonly EquipmentStatus[];
  /**
   * The status afterwards; 'kept' leaves it as it was. `repair` goes back to the field when the
   * item still has an active hand-over (statusAfter's `activeHandover`).
   */
  to: EquipmentStatus | 'kept';
}

export const EQUIPMENT_MOVES: Readonly<Record<EquipmentMove, MoveRule>> = {
  issue: { label: 'Teslim', from: ['available'], to: 'in_field' },
  // A return takes back what the worker holds; a fault or scrapping reported in the field wins.
  return: { label: 'İade', from: ['in_field', 'broken', 'scrapped'], to: 'available' },
  report_fault: { label: 'Arıza Bildir', from: ['available', 'in_field'], to: 'broken' },
  repair: { label: 'Tamir Edildi', from: ['broken'], to: 'available' },
  scrap: { label: 'Hurdaya Ayrıldı', from: ['broken'], to: 'scrapped' },
  transfer: { label: 'Transfer', from: ['available'], to: 'in_transfer' },
  receive_transfer: { label: 'Teslim Al', from: ['in_transfer'], to: 'available' },
  // The equipment form and the import move an item only between Müsait and Hurda.
  edit_status: { label: 'Düzenle', from: ['available', 'scrapped'], to: 'kept' },
};

/** Statuses a return leaves alone (a fault or scrapping reported while in the field). */
const KEPT_ON_RETURN: readonly EquipmentStatus[] = ['broken', 'scrapped'];

export function canMove(move: EquipmentMove, status: string): boolean {
  return (EQUIPMENT_MOVES[move].from as readonly string[]).includes(status);
}

/** The item's status after `move` from `status`. */
export function statusAfter(move: EquipmentMove, status: EquipmentStatus, context: { activeHandover?: boolean } = {}): EquipmentStatus {
  if (move === 'return' && KEPT_ON_RETURN.includes(status)) return status;
  if (move === 'repair' && context.activeHandover) return 'in_field';
  const to = EQUIPMENT_MOVES[move].to;
  return to === 'kept' ? status : to;
}

/**
 * What a return does to the item, by the condition it came back in (docs/field-handover.md): a
 * `damaged` item opens a fault report (the fault form's own rules, so it ends `broken`), unless it
 * already has one open (it is `broken`: the return points at that report) or was scrapped in the
 * field; every other return follows `statusAfter('return', …)`.
 */
export function returnOutcome(
  status: EquipmentStatus,
  condition: ReturnCondition,
): { status: EquipmentStatus; fault: 'open' | 'existing' | 'none' } {
  if (condition !== 'damaged' || status === 'scrapped') return { status: statusAfter('return', status), fault: 'none' };
  if (status === 'broken') return { status, fault: 'existing' };
  // The report checks `report_fault` itself: an item in a status it does not start from is refused.
  return { status: statusAfter('report_fault', status), fault: 'open' };
}

/** The equipment form and the import: only Müsait ⇄ Hurda (or no change). */
export function canEditStatus(from: string, to: string): boolean {
  return from === to || (canMove('edit_status', from) && canMove('edit_status', to));
}

/** Statuses whose warehouse is fixed by another process (hand-over, repair, transfer). */
export const WAREHOUSE_FIXED_STATUSES: readonly EquipmentStatus[] = ['in_field', 'broken', 'in_transfer'];

export function equipmentStatusLabel(status: string): string {
  return labelIn(EQUIPMENT_STATUS_LABELS, status);
}

// ——— fault reports ———

/** Open reports: at most one per item. */
export const OPEN_REPORT_STATUSES: readonly BrokenStatus[] = ['pending', 'in_repair'];
/** Reports whose cost and invoice can be recorded. */
export const RESOLVED_REPORT_STATUSES: readonly BrokenStatus[] = ['repaired', 'scrapped'];
/** Where a resolved report may leave the item for the report to be reopened or changed. */
export const AFTER_RESOLVED_STATUSES: readonly EquipmentStatus[] = ['available', 'in_field', 'scrapped'];

/** The equipment's status when its report is set to `report` ('Durumu Güncelle' and 'Tamamla'). */
export function statusForReport(report: BrokenStatus, context: { activeHandover?: boolean } = {}): EquipmentStatus {
  if (report === 'scrapped') return statusAfter('scrap', 'broken');
  if (report === 'repaired') return statusAfter('repair', 'broken', context);
  return 'broken';
}

export const REPORT_NEEDS_ASSIGNEE = 'Önce Tamir Ata ile bir kişi atayın.';
export const REPORT_NEEDS_REPAIRER_AND_COST = 'Tamirci ve tamir maliyeti gerekir: Tamamla ile kaydedin.';

/**
 * 'Durumu Güncelle': why a report cannot be set to `status`, or null when it can. 'Tamirde' needs
 * an assignee (Tamir Ata), 'Tamir Edildi' a repairer and a cost (Tamamla). The form and the server
 * both ask this.
 */
export function reportStatusRefusal(
  report: { status: string; assigned: boolean; repairer: boolean; repairCost: boolean },
  status: BrokenStatus,
): string | null {
  if (report.status === status) return null;
  if (status === 'in_repair' && !report.assigned) return REPORT_NEEDS_ASSIGNEE;
  if (status === 'repaired' && (!report.repairer || !report.repairCost)) return REPORT_NEEDS_REPAIRER_AND_COST;
  return null;
}
