// Faults and repairs: the broken-record half of the state machine (DESIGN.md §3, docs/state-machine.md);
// the rows the answers carry are built by `broken-row.ts`.
// Every move runs in one transaction that locks the equipment row first and the report row second
// (the same order everywhere, so two moves never wait on each other in a circle).
import { and, eq, inArray } from 'drizzle-orm';
import { NOT_FOUND } from '@shared/not-found';
import type { BrokenStatus } from '@shared/status';
import {
  AFTER_RESOLVED_STATUSES,
  OPEN_REPORT_STATUSES,
  reportStatusRefusal,
  RESOLVED_REPORT_STATUSES,
  statusForReport,
} from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import type { CompleteRepairInput, ReportFaultInput } from '@shared/schemas/operations';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { invoiceParts, type StoredInvoice } from './invoice-body';
import { checkMove, lockEquipmentRow, performMove, writeEquipmentStatus, type EquipmentRow } from '../equipment/equipment-move';
import { recordFault } from '../documents/record-documents';
import { notify } from '../notifications/events';
import type { CheckedPhoto } from '../photos/photo-file';
import { storePhotos } from '../photos/photos.service';
import { emitFaultOpened } from '../webhooks/emit';
import type { Notifier } from '../notifications/settings';

// ——— locking helpers ———

type ReportRow = typeof s.brokenEquipment.$inferSelect;

/** Locks the report's equipment, then the report itself; 404 when missing or outside the user's warehouses. */
async function lockReport(tx: Tx, user: AuthUser, id: string): Promise<{ report: ReportRow; item: EquipmentRow }> {
  const [peek] = await tx
    .select({ equipment_id: s.brokenEquipment.equipment_id })
    .from(s.brokenEquipment)
    .where(eq(s.brokenEquipment.id, id));
  if (!peek) throw notFound(NOT_FOUND.fault);
  const item = await lockEquipmentRow(tx, peek.equipment_id);
  const [report] = await tx.select().from(s.brokenEquipment).where(eq(s.brokenEquipment.id, id)).for('update');
  if (!report || !item) throw notFound(NOT_FOUND.fault);
  if (!inScope(user, report.warehouse_id) && !inScope(user, item.warehouse_id)) throw notFound(NOT_FOUND.fault);
  return { report, item };
}

function reportStateConflict(serial: string, status: string, rule: string) {
  return conflict(moveMessages.reportState(serial, status, rule));
}

/** After a repair the item goes back where it was: to the field if a hand-over is still open. */
async function hasActiveHandover(tx: Tx, equipmentId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: s.fieldEquipment.id })
    .from(s.fieldEquipment)
    .where(and(eq(s.fieldEquipment.equipment_id, equipmentId), eq(s.fieldEquipment.status, 'active')))
    .limit(1);
  return open !== undefined;
}

// ——— moves ———

export async function reportFault(db: Db, user: AuthUser, input: ReportFaultInput, photos: readonly CheckedPhoto[] = []): Promise<string> {
  return db.transaction(async (tx) => {
    const { result } = await performMove(tx, user, input.equipment_id, 'report_fault', {
      run: async (item) => {
        if (item.warehouse_id !== input.warehouse_id) throw conflict(moveMessages.notInWarehouse(item.serial_number));
        const id = await insertReport(tx, user.id, item, input.issue);
        await storePhotos(tx, user.id, { kind: 'fault', equipmentId: item.id, faultId: id }, photos);
        return id;
      },
    });
    return result;
  });
}

/**
 * The fault report itself, inside the caller's transaction with the equipment row already locked:
 * report `pending` in the item's warehouse, equipment `broken`, both audited. Used by the fault form
 * and by a return recorded as damaged (docs/field-handover.md).
 */
export async function openFaultReport(tx: Tx, userId: string, item: EquipmentRow, issue: string): Promise<string> {
  checkMove(item, 'report_fault');
  const id = await insertReport(tx, userId, item, issue);
  await writeEquipmentStatus(tx, userId, item, 'broken');
  return id;
}

async function insertReport(tx: Tx, userId: string, item: EquipmentRow, issue: string): Promise<string> {
  const [report] = await tx
    .insert(s.brokenEquipment)
    .values({ equipment_id: item.id, warehouse_id: item.warehouse_id, issue, status: 'pending', reported_by: userId })
    .returning();
  await audit(tx, { userId, action: 'create', entity: 'broken_equipment', entityId: report!.id, after: report });
  await recordFault(tx, userId, report!);
  await emitFaultOpened(tx, report!.id, new Date());
  return report!.id;
}

/** The open (pending or in-repair) report of an item, if any. */
export async function openFaultReportId(tx: Tx, equipmentId: string): Promise<string | null> {
  const [open] = await tx
    .select({ id: s.brokenEquipment.id })
    .from(s.brokenEquipment)
    .where(and(eq(s.brokenEquipment.equipment_id, equipmentId), inArray(s.brokenEquipment.status, [...OPEN_REPORT_STATUSES])))
    .limit(1);
  return open?.id ?? null;
}

export async function assignRepair(n: Notifier, db: Db, user: AuthUser, id: string, assignedToId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (report.status !== 'pending')
      throw reportStateConflict(item.serial_number, report.status, 'yalnızca Beklemede kayıtlara tamir atanabilir.');
    const [assignee] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, assignedToId));
    if (!assignee) throw badRequest('Seçilen kişi bulunamadı.');
    const now = new Date();
    const after = { status: 'in_repair', assigned_to: assignedToId, assigned_by: user.id, assigned_at: now, updated_at: now };
    await tx.update(s.brokenEquipment).set(after).where(eq(s.brokenEquipment.id, id));
    await audit(tx, { userId: user.id, action: 'assign', entity: 'broken_equipment', entityId: id, before: pick(report, after), after });
    await notify(n, tx, { kind: 'fault_assigned', reportId: id, by: user.id });
  });
}

/**
 * The invoice's parts replace the report's old ones, one statement per part with a turn of the
 * event loop between them (PGlite runs on the server's thread). Inside the caller's transaction: a
 * failure leaves the old invoice whole.
 */
async function writeInvoice(tx: Tx, reportId: string, invoice: StoredInvoice): Promise<void> {
  await tx.delete(s.repairInvoiceParts).where(eq(s.repairInvoiceParts.report_id, reportId));
  for (const [seq, data] of invoiceParts(invoice).entries()) {
    await new Promise((resolve) => setImmediate(resolve));
    await tx.insert(s.repairInvoiceParts).values({ report_id: reportId, seq, data });
  }
}

async function hasInvoice(tx: Tx, reportId: string): Promise<boolean> {
  const [part] = await tx
    .select({ seq: s.repairInvoiceParts.seq })
    .from(s.repairInvoiceParts)
    .where(eq(s.repairInvoiceParts.report_id, reportId))
    .limit(1);
  return part !== undefined;
}

/** The audit's record of an invoice: what it is, never its content. */
const invoiceFacts = ({ filename, type, size }: StoredInvoice) => ({ filename, type, size });

export async function completeRepair(
  n: Notifier,
  db: Db,
  user: AuthUser,
  id: string,
  input: Omit<CompleteRepairInput, 'repair_invoice'>,
  invoice: StoredInvoice | null,
): Promise<void> {
  // The invoice was decoded and sniffed before any lock is taken (invoice-body.ts).
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (report.status !== 'in_repair')
      throw reportStateConflict(item.serial_number, report.status, 'yalnızca Tamirde kayıtlar tamamlanabilir.');
    if (input.repairer_id) {
      const [repairer] = await tx.select({ id: s.repairers.id }).from(s.repairers).where(eq(s.repairers.id, input.repairer_id));
      if (!repairer) throw badRequest('Seçilen tamirci bulunamadı.');
    }
    const now = new Date();
    const after: Partial<ReportRow> = { status: input.status, resolved_at: now, repairer_id: input.repairer_id, updated_at: now };
    if (input.repair_cost !== null)
      Object.assign(after, { repair_cost: input.repair_cost, repair_cost_updated_by: user.id, repair_cost_updated_at: now });
    if (invoice) Object.assign(after, { invoice_uploaded_by: user.id, invoice_uploaded_at: now });
    await tx.update(s.brokenEquipment).set(after).where(eq(s.brokenEquipment.id, id));
    if (invoice) await writeInvoice(tx, id, invoice);
    await audit(tx, {
      userId: user.id,
      action: 'complete',
      entity: 'broken_equipment',
      entityId: id,
      before: pick(report, after),
      after: invoice ? { ...after, invoice: invoiceFacts(invoice) } : after,
    });
    const target = statusForReport(input.status, { activeHandover: input.status === 'repaired' && (await hasActiveHandover(tx, item.id)) });
    await writeEquipmentStatus(tx, user.id, item, target);
    if (input.status === 'repaired') await notify(n, tx, { kind: 'fault_repaired', reportId: id, by: user.id });
  });
}

const RESOLVED: readonly string[] = RESOLVED_REPORT_STATUSES;

/**
 * The detail page's status dialog: any status to any other. The report's fields and the
 * equipment follow the table in docs/state-machine.md. Leaving a resolved status needs the item
 * to be where a resolved report left it (available, in the field or scrapped): an item that
 * has since been transferred or reported broken again cannot be pulled back.
 */
export async function setRepairStatus(n: Notifier, db: Db, user: AuthUser, id: string, status: BrokenStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (report.status === status) return;
    if (RESOLVED.includes(report.status) && !(AFTER_RESOLVED_STATUSES as readonly string[]).includes(item.status)) {
      throw conflict(moveMessages.state(item.serial_number, item.status));
    }
    const refusal = reportStatusRefusal(
      {
        status: report.status,
        assigned: report.assigned_to !== null,
        repairer: report.repairer_id !== null,
        repairCost: report.repair_cost !== null,
      },
      status,
    );
    if (refusal) throw conflict(refusal);
    if (!RESOLVED.includes(status) && RESOLVED.includes(report.status)) {
      const [other] = await tx
        .select({ id: s.brokenEquipment.id })
        .from(s.brokenEquipment)
        .where(and(eq(s.brokenEquipment.equipment_id, item.id), inArray(s.brokenEquipment.status, [...OPEN_REPORT_STATUSES])))
        .limit(1);
      if (other) throw conflict(moveMessages.openReportExists(item.serial_number));
    }
    const now = new Date();
    const after: Partial<ReportRow> = { status, updated_at: now };
    if (status === 'pending') Object.assign(after, { assigned_to: null, assigned_by: null, assigned_at: null, resolved_at: null });
    if (status === 'in_repair') {
      Object.assign(after, { resolved_at: null });
      if (!report.assigned_at) Object.assign(after, { assigned_by: user.id, assigned_at: now });
    }
    if (RESOLVED.includes(status)) Object.assign(after, { resolved_at: now });
    await tx.update(s.brokenEquipment).set(after).where(eq(s.brokenEquipment.id, id));
    await audit(tx, { userId: user.id, action: 'status', entity: 'broken_equipment', entityId: id, before: pick(report, after), after });
    const target = statusForReport(status, { activeHandover: status === 'repaired' && (await hasActiveHandover(tx, item.id)) });
    await writeEquipmentStatus(tx, user.id, item, target);
    if (status === 'repaired') await notify(n, tx, { kind: 'fault_repaired', reportId: id, by: user.id });
  });
}

function resolvedOnly(serial: string, status: string, what: string) {
  return reportStateConflict(serial, status, `${what} yalnızca Tamir Edildi veya Hurdaya Ayrıldı kayıtlarda güncellenebilir.`);
}

export async function updateRepairCost(db: Db, user: AuthUser, id: string, cost: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (!RESOLVED.includes(report.status)) throw resolvedOnly(item.serial_number, report.status, 'tamir maliyeti');
    const now = new Date();
    const after = { repair_cost: cost, repair_cost_updated_by: user.id, repair_cost_updated_at: now, updated_at: now };
    await tx.update(s.brokenEquipment).set(after).where(eq(s.brokenEquipment.id, id));
    await audit(tx, {
      userId: user.id,
      action: 'repair_cost',
      entity: 'broken_equipment',
      entityId: id,
      before: pick(report, after),
      after,
    });
  });
}

export async function updateInvoice(db: Db, user: AuthUser, id: string, invoice: StoredInvoice): Promise<void> {
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (!RESOLVED.includes(report.status)) throw resolvedOnly(item.serial_number, report.status, 'fatura');
    const now = new Date();
    const after = { invoice_uploaded_by: user.id, invoice_uploaded_at: now, updated_at: now };
    const hadInvoice = await hasInvoice(tx, id);
    await tx.update(s.brokenEquipment).set(after).where(eq(s.brokenEquipment.id, id));
    await writeInvoice(tx, id, invoice);
    await audit(tx, {
      userId: user.id,
      action: 'invoice',
      entity: 'broken_equipment',
      entityId: id,
      before: { had_invoice: hadInvoice },
      after: { ...invoiceFacts(invoice), invoice_uploaded_at: now },
    });
  });
}

/** The fields of `row` that `after` changes: the audit's "before". */
function pick(row: ReportRow, after: Partial<ReportRow>): Partial<ReportRow> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) out[key] = (row as Record<string, unknown>)[key];
  return out as Partial<ReportRow>;
}
