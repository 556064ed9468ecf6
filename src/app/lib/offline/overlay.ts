// What the outbox means for the lists (docs/offline.md): until an entry lands, the lists show its
// effect with a 'Beklemede' marker. An item handed out offline counts as in the field (so the issue
// form cannot pick it twice), an item reported offline as broken; a hand-over, a return and a fault
// report waiting in the outbox appear as rows of their lists, a worker created offline in the
// worker pickers. Rows carry `offline` (see OutboxMark) so screens can mark them: what the marker
// says, who queued the entry, and whether the row's own status badge would only repeat or
// contradict it (`replacesStatus`: a refused hand-over is not 'Sahada'; a queued fault report's
// 'Beklemede' is the marker's).
import { statusAfter } from '@shared/equipment-moves';
import { operationEquipmentId, returnedRecordIds as recordsReturnedBy } from '@device/outbox';
import type { OutboxEntry, OutboxState } from '@device/outbox-replay';

export interface OutboxMark {
  /** The outbox entry behind this row. */
  entryId: string;
  kind: OutboxEntry['kind'];
  state: OutboxState;
  label: string;
  error?: string;
  /** Who queued it (their name), when known. */
  by?: string;
  /** The row's status is only what the entry would make it: show the marker instead of the badge. */
  replacesStatus: boolean;
}

export const OUTBOX_STATE_LABELS: Record<OutboxMark['state'], string> = {
  pending: 'Beklemede',
  sending: 'Gönderiliyor',
  waiting_auth: 'Giriş bekleniyor',
  failed: 'Başarısız',
};

/** The outbox entry a list row stands for, if any (the marker's reading of `offline`). */
export function outboxMarkOf(row: unknown): OutboxMark | undefined {
  if (!row || typeof row !== 'object' || !('offline' in row)) return undefined;
  const mark = (row as { offline?: unknown }).offline;
  return mark && typeof mark === 'object' && 'entryId' in mark ? (mark as OutboxMark) : undefined;
}

/** False when the row's status badge would repeat or contradict its marker. */
export function showsStatus(row: unknown): boolean {
  return !outboxMarkOf(row)?.replacesStatus;
}

type Row = Record<string, unknown> & { id: string };
/** What the overlay needs of a list's row: its id (the rest is passed on as it is). */
type Identified = { id: string };
type Lookup = (table: 'equipment' | 'workers' | 'warehouses' | 'departments', id: string) => Row | undefined;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const mark = (e: OutboxEntry, replacesStatus = false): OutboxMark => ({
  entryId: e.id,
  kind: e.kind,
  state: e.state,
  label: e.label,
  error: e.error,
  ...(e.ownerName ? { by: e.ownerName } : {}),
  replacesStatus,
});

/** The person shape lists show for a user, from the name an entry recorded. */
function personNamed(name: string | undefined): { first_name: string; last_name: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { first_name: words.slice(0, -1).join(' ') || (words[0] ?? ''), last_name: words.length > 1 ? words[words.length - 1]! : '' };
}

/** The hand-overs a waiting return takes back: `/field-equipment/<id>/return`, or every item of a batch return. */
export function returnedRecordIds(entry: OutboxEntry): string[] {
  return recordsReturnedBy(entry);
}

/** Equipment ids that a waiting entry changes, with the status the move gives them (the state machine's). */
export function pendingEquipmentStatus(entries: readonly OutboxEntry[]): Map<string, { status: string; mark: OutboxMark }> {
  const out = new Map<string, { status: string; mark: OutboxMark }>();
  for (const e of entries) {
    const equipmentId = operationEquipmentId(e);
    if (!equipmentId) continue;
    if (e.kind === 'issue_equipment') out.set(equipmentId, { status: statusAfter('issue', 'available'), mark: mark(e) });
    if (e.kind === 'report_fault') out.set(equipmentId, { status: statusAfter('report_fault', 'available'), mark: mark(e) });
  }
  return out;
}

/** Equipment lists and pickers: items with a waiting hand-over or fault report change status. */
export function overlayEquipment<T extends Identified>(rows: readonly T[], entries: readonly OutboxEntry[]): T[] {
  const pending = pendingEquipmentStatus(entries);
  if (pending.size === 0) return [...rows];
  return rows.map((row) => {
    const p = pending.get(row.id);
    return p ? { ...row, status: p.status, offline: p.mark } : row;
  });
}

/** The hand-over list: waiting hand-overs as rows, waiting returns marked on their row. */
export function overlayFieldEquipment<T extends Identified>(rows: readonly T[], entries: readonly OutboxEntry[], lookup: Lookup): T[] {
  const returns = new Map<string, OutboxEntry>();
  for (const e of entries) for (const id of returnedRecordIds(e)) returns.set(id, e);
  const out: T[] = rows.map((row) => {
    const r = returns.get(row.id);
    return r ? { ...row, offline: mark(r) } : row;
  });
  const issued: T[] = [];
  for (const e of entries) {
    if (e.kind !== 'issue_equipment') continue;
    const body = e.body;
    const equipment = lookup('equipment', body.equipment_id);
    const worker = workerRow(lookup, body.worker_id, entries);
    const teamLeader = body.team_leader_id ? workerRow(lookup, body.team_leader_id, entries) : null;
    const warehouseId = text(equipment?.warehouse_id) ?? null;
    const warehouse = warehouseId ? lookup('warehouses', warehouseId) : undefined;
    const at = new Date(e.createdAt).toISOString();
    issued.push({
      id: e.id,
      batch_id: body.batch_id ?? e.id,
      equipment_id: body.equipment_id,
      equipment: equipment ?? {
        id: body.equipment_id,
        serial_number: e.label,
        model: '',
        brand: { id: '', name: '' },
        category: null,
        warehouse_id: null,
      },
      warehouse_id: warehouseId,
      warehouse: warehouse ? { id: warehouse.id, name: text(warehouse.name) ?? '' } : null,
      worker_id: body.worker_id,
      worker: worker ?? { id: body.worker_id, first_name: '', last_name: '', tc_no: '', phone: '', department: null },
      team_leader_id: body.team_leader_id ?? null,
      team_leader: teamLeader ?? null,
      issued_by_user: personNamed(e.ownerName),
      returned_by_user: null,
      issued_at: at,
      returned_at: null,
      due_date: body.due_date ?? null,
      return_batch_id: null,
      return_condition: null,
      return_fault_id: null,
      status: 'active',
      created_at: at,
      updated_at: at,
      // Refused: the item is not in the field through this hand-over.
      offline: mark(e, e.state === 'failed'),
    } as unknown as T);
  }
  return [...issued.reverse(), ...out];
}

function workerRow(lookup: Lookup, id: string, entries: readonly OutboxEntry[]): Row | undefined {
  return lookup('workers', id) ?? pendingWorkers(entries, lookup).find((w) => w.id === id);
}

/** Workers created offline (from the issue form), shaped like /workers rows. */
export function pendingWorkers(entries: readonly OutboxEntry[], lookup?: Lookup): Row[] {
  const out: Row[] = [];
  for (const e of entries) {
    if (e.kind !== 'create_worker') continue;
    const body = e.body;
    const departmentId = body.department_id || null;
    const department = departmentId && lookup ? lookup('departments', departmentId) : undefined;
    out.push({
      ...body,
      id: e.id,
      department_id: departmentId,
      department: department ? { id: department.id, name: text(department.name) ?? '' } : null,
      created_at: new Date(e.createdAt).toISOString(),
      offline: mark(e),
    });
  }
  return out;
}

export function overlayWorkers<T extends Identified>(rows: readonly T[], entries: readonly OutboxEntry[], lookup?: Lookup): T[] {
  const extra = pendingWorkers(entries, lookup) as T[];
  return extra.length ? [...rows, ...extra] : [...rows];
}

/** The broken list: waiting fault reports as 'Beklemede' rows. */
export function overlayBrokenEquipment<T extends Identified>(rows: readonly T[], entries: readonly OutboxEntry[], lookup: Lookup): T[] {
  const extra: T[] = [];
  for (const e of entries) {
    if (e.kind !== 'report_fault') continue;
    const body = e.body;
    const equipment = lookup('equipment', body.equipment_id);
    const warehouseId = body.warehouse_id || null;
    const warehouse = warehouseId ? lookup('warehouses', warehouseId) : undefined;
    const at = new Date(e.createdAt).toISOString();
    extra.push({
      id: e.id,
      equipment_id: body.equipment_id,
      equipment: equipment ?? null,
      warehouse_id: warehouseId,
      warehouse: warehouse ? { id: warehouse.id, name: text(warehouse.name) ?? '' } : null,
      issue: body.issue,
      status: 'pending',
      assigned_to_user: null,
      assigned_by_user: null,
      repairer: null,
      repair_cost: null,
      created_at: at,
      updated_at: at,
      resolved_at: null,
      // Not reported yet: 'Beklemede' is the marker's, not the record's status.
      offline: mark(e, true),
    } as unknown as T);
  }
  return extra.length ? [...extra.reverse(), ...rows] : [...rows];
}
