// Faults and repairs: the broken-record half of the state machine (DESIGN.md §3, docs/state-machine.md).
// Every move runs in one transaction that locks the equipment row first and the report row second
// (the same order everywhere, so two moves never wait on each other in a circle).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BrokenDetail, BrokenRow } from '@shared/api-types';
import type { BrokenStatus } from '@shared/status';
import {
  AFTER_RESOLVED_STATUSES,
  moveMessages,
  OPEN_REPORT_STATUSES,
  reportStatusRefusal,
  RESOLVED_REPORT_STATUSES,
  statusForReport,
} from '@shared/equipment-moves';
import type { CompleteRepairInput, ReportFaultInput } from '@shared/schemas/operations';
import { audit } from '@server/db/audit';
import { isoTextRaw, personJson, queryRows } from '@server/db/sql';
import { idsIn, jsonArrayPieces } from '@server/http/list-stream';
import { ITEM_SEARCH, pageJsonText, pageOfIds, searchRefsSql, type PageRequest } from '@server/http/paging';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { inScope, scopeSql } from '@server/http/guard';
import { invoiceParts, type StoredInvoice } from './invoice-body';
import { EQUIPMENT_REF_JSON, equipmentRefColumns, nestEquipmentRef } from '../equipment/equipment-ref';
import { checkMove, lockEquipmentRow, performMove, writeEquipmentStatus, type EquipmentRow } from '../equipment/equipment-move';

const assignedTo = alias(s.users, 'assigned_to_user');
const assignedBy = alias(s.users, 'assigned_by_user');
const reportedBy = alias(s.users, 'reported_by_user');
const costBy = alias(s.users, 'cost_by_user');
const invoiceBy = alias(s.users, 'invoice_by_user');

type PersonColumn = 'id' | 'first_name' | 'last_name' | 'tc_no' | 'phone';
// Pick keeps each alias's own column types, so the answer's people are typed (not AnyPgColumn).
const person = <U extends Record<PersonColumn, AnyPgColumn>>(u: U): Pick<U, PersonColumn> => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  tc_no: u.tc_no,
  phone: u.phone,
});

/** The detail's select fields (drizzle nests one level; `shape` builds the nested equipment object). */
function columns() {
  return {
    id: s.brokenEquipment.id,
    equipment_id: s.brokenEquipment.equipment_id,
    ...equipmentRefColumns,
    warehouse_id: s.brokenEquipment.warehouse_id,
    warehouse: { id: s.warehouses.id, name: s.warehouses.name },
    issue: s.brokenEquipment.issue,
    status: s.brokenEquipment.status,
    reported_by_user: person(reportedBy),
    assigned_to_user: person(assignedTo),
    assigned_by_user: person(assignedBy),
    assigned_at: s.brokenEquipment.assigned_at,
    repairer: { id: s.repairers.id, name: s.repairers.name, phone: s.repairers.phone, address: s.repairers.address },
    repair_cost: s.brokenEquipment.repair_cost,
    repair_cost_updated_by_user: person(costBy),
    repair_cost_updated_at: s.brokenEquipment.repair_cost_updated_at,
    has_invoice: sql<boolean>`exists (select 1 from ${s.repairInvoiceParts} where ${s.repairInvoiceParts.report_id} = ${s.brokenEquipment.id})`,
    repair_invoice: sql<string | null>`(select convert_from(string_agg(${s.repairInvoiceParts.data}, ''::bytea order by ${s.repairInvoiceParts.seq}), 'UTF8') from ${s.repairInvoiceParts} where ${s.repairInvoiceParts.report_id} = ${s.brokenEquipment.id})`,
    invoice_uploaded_by_user: person(invoiceBy),
    invoice_uploaded_at: s.brokenEquipment.invoice_uploaded_at,
    created_at: s.brokenEquipment.created_at,
    resolved_at: s.brokenEquipment.resolved_at,
    updated_at: s.brokenEquipment.updated_at,
  };
}

function selectRows(db: Db | Tx) {
  return db
    .select(columns())
    .from(s.brokenEquipment)
    .innerJoin(s.equipment, eq(s.equipment.id, s.brokenEquipment.equipment_id))
    .innerJoin(s.brands, eq(s.brands.id, s.equipment.brand_id))
    .leftJoin(s.categories, eq(s.categories.id, s.equipment.category_id))
    .leftJoin(s.warehouses, eq(s.warehouses.id, s.brokenEquipment.warehouse_id))
    .leftJoin(reportedBy, eq(reportedBy.id, s.brokenEquipment.reported_by))
    .leftJoin(assignedTo, eq(assignedTo.id, s.brokenEquipment.assigned_to))
    .leftJoin(assignedBy, eq(assignedBy.id, s.brokenEquipment.assigned_by))
    .leftJoin(s.repairers, eq(s.repairers.id, s.brokenEquipment.repairer_id))
    .leftJoin(costBy, eq(costBy.id, s.brokenEquipment.repair_cost_updated_by))
    .leftJoin(invoiceBy, eq(invoiceBy.id, s.brokenEquipment.invoice_uploaded_by));
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

/** The spec's shape: brand and category inside `equipment`. */
function shape({ repair_invoice, ...row }: SelectedRow) {
  return { ...nestEquipmentRef(row), repair_invoice };
}

/** Reports of the user's warehouses: the warehouse it was reported in, or where the item is now. */
function visible(user: AuthUser, row: { warehouse_id: string | null; equipment: { warehouse_id: string | null } }): boolean {
  return inScope(user, row.warehouse_id) || inScope(user, row.equipment.warehouse_id);
}

/** The detail, with the invoice text and the people's national id and phone. */
export async function getBroken(db: Db | Tx, user: AuthUser, id: string): Promise<BrokenDetail<Date>> {
  const [row] = await selectRows(db).where(eq(s.brokenEquipment.id, id));
  if (!row || !visible(user, row)) throw notFound('Arıza kaydı bulunamadı.');
  return shape(row);
}

// ——— lists: JSON built inside PostgreSQL ———
// A list of thousands of reports is built as one JSON text in the database: Node never maps the
// rows to objects and sends the text as is. People in list rows carry only their names (the
// detail carries national id and phone); the invoice is only `has_invoice`.

const iso = isoTextRaw;
// row_to_json of small sub-selects: compact text, and faster than json_build_object on PGlite.

const LIST_ROW = sql.raw(`(select be.id, be.equipment_id,
    ${EQUIPMENT_REF_JSON} as equipment,
    be.warehouse_id,
    (select row_to_json(ww) from (select w.id, w.name) ww where w.id is not null) as warehouse,
    be.issue, be.status,
    ${personJson('rb')} as reported_by_user,
    ${personJson('ato')} as assigned_to_user,
    ${personJson('aby')} as assigned_by_user,
    ${iso('be.assigned_at')} as assigned_at,
    (select row_to_json(rr) from (select r.id, r.name, r.phone, r.address) rr where r.id is not null) as repairer,
    be.repair_cost,
    ${personJson('cby')} as repair_cost_updated_by_user,
    ${iso('be.repair_cost_updated_at')} as repair_cost_updated_at,
    exists (select 1 from repair_invoice_parts ip where ip.report_id = be.id) as has_invoice,
    ${personJson('iby')} as invoice_uploaded_by_user,
    ${iso('be.invoice_uploaded_at')} as invoice_uploaded_at,
    ${iso('be.created_at')} as created_at,
    ${iso('be.resolved_at')} as resolved_at,
    ${iso('be.updated_at')} as updated_at)`);

function listFrom(where: SQL | undefined): SQL {
  return sql`from ${s.brokenEquipment} be
    join ${s.equipment} e on e.id = be.equipment_id
    join ${s.brands} b on b.id = e.brand_id
    left join ${s.categories} c on c.id = e.category_id
    left join ${s.warehouses} w on w.id = be.warehouse_id
    left join ${s.users} rb on rb.id = be.reported_by
    left join ${s.users} ato on ato.id = be.assigned_to
    left join ${s.users} aby on aby.id = be.assigned_by
    left join ${s.repairers} r on r.id = be.repairer_id
    left join ${s.users} cby on cby.id = be.repair_cost_updated_by
    left join ${s.users} iby on iby.id = be.invoice_uploaded_by
    ${where ? sql`where ${where}` : sql``}`;
}

/** The user's warehouses: where the report was made, or where the item is now. */
const reportScope = (user: AuthUser) => scopeSql(user, sql`be.warehouse_id`, sql`e.warehouse_id`);

function whereAll(parts: Array<SQL | undefined>): SQL | undefined {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql.join(present, sql` and `) : undefined;
}

/** The list as JSON text, newest first; `where` may add a condition on `be` (e.g. one repairer). */
export async function listBrokenJson(db: Db, user: AuthUser, where?: SQL): Promise<string> {
  const [row] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(j, ',' order by created_at desc, id desc), '') || ']' as body
        from (select be.created_at, be.id, (select row_to_json(x)::text from ${LIST_ROW} x) as j ${listFrom(whereAll([reportScope(user), where]))}) rows`,
  );
  return row?.body ?? '[]';
}

/** The whole list as JSON pieces, newest first (`http/list-stream.ts`). */
export function listBrokenJsonPieces(db: Db, user: AuthUser, batchSize?: number): AsyncGenerator<string> {
  return jsonArrayPieces(
    db,
    { from: sql`from ${s.brokenEquipment} be join ${s.equipment} e on e.id = be.equipment_id`, alias: 'be', where: [reportScope(user)] },
    (ids) => listBrokenJson(db, user, idsIn('be', ids)),
    batchSize,
  );
}

export interface BrokenPageFilter {
  /** pending | in_repair | repaired | scrapped */
  status?: string;
  repairerId?: string;
  equipmentId?: string;
}

/**
 * One page of fault reports, newest first, as JSON text `{ items, total, filtered, … }`: search
 * over brand, model, serial number, category and the fault (spec 02 "Broken list"), status filter.
 */
export async function pageBrokenJson(db: Db, user: AuthUser, filter: BrokenPageFilter, request: PageRequest): Promise<string> {
  const subject = [
    reportScope(user),
    filter.repairerId ? sql`be.repairer_id = ${filter.repairerId}::uuid` : undefined,
    filter.equipmentId ? sql`be.equipment_id = ${filter.equipmentId}::uuid` : undefined,
  ];
  const search = searchRefsSql(request.words, [ITEM_SEARCH(sql`be.equipment_id`)], [sql`be.issue`]);
  const joins = sql`from ${s.brokenEquipment} be join ${s.equipment} e on e.id = be.equipment_id`;
  const page = await pageOfIds(
    db,
    {
      from: joins,
      countFrom: joins,
      scope: subject,
      tables: ['broken_equipment', 'equipment', 'brands', 'categories'],
      filters: [filter.status ? sql`be.status = ${filter.status}` : undefined, search],
      id: sql`be.id`,
      order: { columns: [sql`be.created_at`, sql`be.id`], types: ['timestamptz', 'uuid'], descending: true },
    },
    request,
  );
  const items = page.items.length ? await listBrokenJson(db, user, sql`be.id in (${sql.join(page.items.map((i) => sql`${i}::uuid`), sql`, `)})`) : '[]';
  return pageJsonText(items, { ...page, page: request.page, page_size: request.limit });
}

/** One row as lists show it: the answer to writes, which must not echo a 20 MB invoice back. */
export async function getBrokenRow(db: Db | Tx, user: AuthUser, id: string): Promise<BrokenRow> {
  const [row] = await queryRows<{ j: string }>(
    db,
    sql`select (select row_to_json(x)::text from ${LIST_ROW} x) as j ${listFrom(whereAll([reportScope(user), sql`be.id = ${id}::uuid`]))}`,
  );
  if (!row) throw notFound('Arıza kaydı bulunamadı.');
  return JSON.parse(row.j) as BrokenRow;
}

// ——— locking helpers ———

type ReportRow = typeof s.brokenEquipment.$inferSelect;

/** Locks the report's equipment, then the report itself; 404 when missing or outside the user's warehouses. */
async function lockReport(tx: Tx, user: AuthUser, id: string): Promise<{ report: ReportRow; item: EquipmentRow }> {
  const [peek] = await tx.select({ equipment_id: s.brokenEquipment.equipment_id }).from(s.brokenEquipment).where(eq(s.brokenEquipment.id, id));
  if (!peek) throw notFound('Arıza kaydı bulunamadı.');
  const item = await lockEquipmentRow(tx, peek.equipment_id);
  const [report] = await tx.select().from(s.brokenEquipment).where(eq(s.brokenEquipment.id, id)).for('update');
  if (!report || !item) throw notFound('Arıza kaydı bulunamadı.');
  if (!inScope(user, report.warehouse_id) && !inScope(user, item.warehouse_id)) throw notFound('Arıza kaydı bulunamadı.');
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

export async function reportFault(db: Db, user: AuthUser, input: ReportFaultInput): Promise<string> {
  return db.transaction(async (tx) => {
    const { result } = await performMove(tx, user, input.equipment_id, 'report_fault', {
      run: async (item) => {
        if (item.warehouse_id !== input.warehouse_id) throw conflict(moveMessages.notInWarehouse(item.serial_number));
        return insertReport(tx, user.id, item, input.issue);
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

export async function assignRepair(db: Db, user: AuthUser, id: string, assignedToId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (report.status !== 'pending') throw reportStateConflict(item.serial_number, report.status, 'yalnızca Beklemede kayıtlara tamir atanabilir.');
    const [assignee] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, assignedToId));
    if (!assignee) throw badRequest('Seçilen kişi bulunamadı.');
    const now = new Date();
    const after = { status: 'in_repair', assigned_to: assignedToId, assigned_by: user.id, assigned_at: now, updated_at: now };
    await tx.update(s.brokenEquipment).set(after).where(eq(s.brokenEquipment.id, id));
    await audit(tx, { userId: user.id, action: 'assign', entity: 'broken_equipment', entityId: id, before: pick(report, after), after });
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
  const [part] = await tx.select({ seq: s.repairInvoiceParts.seq }).from(s.repairInvoiceParts).where(eq(s.repairInvoiceParts.report_id, reportId)).limit(1);
  return part !== undefined;
}

/** The audit's record of an invoice: what it is, never its content. */
const invoiceFacts = ({ filename, type, size }: StoredInvoice) => ({ filename, type, size });

export async function completeRepair(
  db: Db,
  user: AuthUser,
  id: string,
  input: Omit<CompleteRepairInput, 'repair_invoice'>,
  invoice: StoredInvoice | null,
): Promise<void> {
  // The invoice was decoded and sniffed before any lock is taken (invoice-body.ts).
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (report.status !== 'in_repair') throw reportStateConflict(item.serial_number, report.status, 'yalnızca Tamirde kayıtlar tamamlanabilir.');
    if (input.repairer_id) {
      const [repairer] = await tx.select({ id: s.repairers.id }).from(s.repairers).where(eq(s.repairers.id, input.repairer_id));
      if (!repairer) throw badRequest('Seçilen tamirci bulunamadı.');
    }
    const now = new Date();
    const after: Partial<ReportRow> = { status: input.status, resolved_at: now, repairer_id: input.repairer_id, updated_at: now };
    if (input.repair_cost !== null) Object.assign(after, { repair_cost: input.repair_cost, repair_cost_updated_by: user.id, repair_cost_updated_at: now });
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
  });
}

const RESOLVED: readonly string[] = RESOLVED_REPORT_STATUSES;

/**
 * The detail page's status dialog: any status to any other. The report's fields and the
 * equipment follow the table in docs/state-machine.md. Leaving a resolved status needs the item
 * to be where a resolved report left it (available, in the field or scrapped): an item that
 * has since been transferred or reported broken again cannot be pulled back.
 */
export async function setRepairStatus(db: Db, user: AuthUser, id: string, status: BrokenStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const { report, item } = await lockReport(tx, user, id);
    if (report.status === status) return;
    if (RESOLVED.includes(report.status) && !(AFTER_RESOLVED_STATUSES as readonly string[]).includes(item.status)) {
      throw conflict(moveMessages.state(item.serial_number, item.status));
    }
    const refusal = reportStatusRefusal(
      { status: report.status, assigned: report.assigned_to !== null, repairer: report.repairer_id !== null, repairCost: report.repair_cost !== null },
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
    await audit(tx, { userId: user.id, action: 'repair_cost', entity: 'broken_equipment', entityId: id, before: pick(report, after), after });
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
