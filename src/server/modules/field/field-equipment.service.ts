// Field hand-over and return: the equipment state machine of DESIGN.md §3 for `available` ⇄ `in_field`.
// Each write runs in one transaction that locks the equipment row first (the same order every module
// uses), so two clients can never issue one item twice; the partial unique index
// `field_equipment_one_active` backs that up in the database.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moveMessages, statusAfter } from '@shared/equipment-moves';
import type { EquipmentStatus } from '@shared/status';
import type { BatchItem, FieldEquipmentDetail, FieldEquipmentListItem, IssuedRecord, ReturnBatchAnswer, ReturnedRecord } from '@shared/api-types';
import type { IssueEquipmentInput, ReturnCondition } from '@shared/schemas/operations';
import { daysOverdue, warehouseToday } from '@shared/local-day';
import type { Db, Tx } from '@server/db/client';
import { audit } from '@server/db/audit';
import { isoText, queryRows } from '@server/db/sql';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { warehouseScope } from '@server/http/guard';
import { idsIn, jsonArrayPieces } from '@server/http/list-stream';
import { inOrder, pageOfIds, searchRefsSql, type KeysetOrder, type PageAnswer, type PageRequest } from '@server/http/paging';
import { lockEquipmentRows, performMove, writeEquipmentStatus } from '../equipment/equipment-move';
import { openFaultReport, openFaultReportId } from '../repairs/broken-equipment.service';
import { whereNow } from './where-now';

export const FIELD_RECORD_NOT_FOUND = 'Sahada ekipman kaydı bulunamadı.';
export const WORKER_NOT_FOUND = 'İşçi bulunamadı.';
export const TEAM_LEADER_NOT_FOUND = 'Ekip lideri bulunamadı.';
export const BATCH_OTHER_WORKER = 'Bu teslim grubu başka bir işçiye ait.';
export const RETURN_OTHER_WORKER = 'Birlikte iade alınan ekipmanlar aynı işçiye ait olmalıdır.';
/** The fault description of a damaged return without a note. */
export const DAMAGED_ON_RETURN = 'İade sırasında hasarlı olarak teslim alındı.';

// ---------------------------------------------------------------------------------------------
// Reads

const worker = alias(s.workers, 'worker');
const workerDept = alias(s.departments, 'worker_department');
const leader = alias(s.workers, 'team_leader');
const leaderDept = alias(s.departments, 'team_leader_department');
const issuer = alias(s.users, 'issuer');
const returner = alias(s.users, 'returner');

/** Columns of a list row: everything but the images. */
const listColumns = {
  id: s.fieldEquipment.id,
  batch_id: s.fieldEquipment.batch_id,
  status: s.fieldEquipment.status,
  issued_at: s.fieldEquipment.issued_at,
  returned_at: s.fieldEquipment.returned_at,
  due_date: s.fieldEquipment.due_date,
  return_batch_id: s.fieldEquipment.return_batch_id,
  return_condition: s.fieldEquipment.return_condition,
  return_fault_id: s.fieldEquipment.return_fault_id,
  created_at: s.fieldEquipment.created_at,
  updated_at: s.fieldEquipment.updated_at,
  equipment_id: s.equipment.id,
  serial_number: s.equipment.serial_number,
  model: s.equipment.model,
  equipment_status: s.equipment.status,
  equipment_warehouse_id: s.equipment.warehouse_id,
  brand_id: s.brands.id,
  brand_name: s.brands.name,
  category_id: s.categories.id,
  category_name: s.categories.name,
  warehouse_id: s.warehouses.id,
  warehouse_name: s.warehouses.name,
  worker_id: worker.id,
  worker_first_name: worker.first_name,
  worker_last_name: worker.last_name,
  worker_tc_no: worker.tc_no,
  worker_phone: worker.phone,
  worker_department_id: workerDept.id,
  worker_department_name: workerDept.name,
  team_leader_id: leader.id,
  team_leader_first_name: leader.first_name,
  team_leader_last_name: leader.last_name,
  team_leader_tc_no: leader.tc_no,
  team_leader_phone: leader.phone,
  team_leader_department_name: leaderDept.name,
  issuer_id: issuer.id,
  issuer_first_name: issuer.first_name,
  issuer_last_name: issuer.last_name,
  returner_id: returner.id,
  returner_first_name: returner.first_name,
  returner_last_name: returner.last_name,
};

function selectRecords(db: Db | Tx) {
  return db
    .select(listColumns)
    .from(s.fieldEquipment)
    .innerJoin(s.equipment, eq(s.equipment.id, s.fieldEquipment.equipment_id))
    .innerJoin(s.brands, eq(s.brands.id, s.equipment.brand_id))
    .leftJoin(s.categories, eq(s.categories.id, s.equipment.category_id))
    .leftJoin(s.warehouses, eq(s.warehouses.id, s.fieldEquipment.warehouse_id))
    .innerJoin(worker, eq(worker.id, s.fieldEquipment.worker_id))
    .leftJoin(workerDept, eq(workerDept.id, worker.department_id))
    .leftJoin(leader, eq(leader.id, s.fieldEquipment.team_leader_id))
    .leftJoin(leaderDept, eq(leaderDept.id, leader.department_id))
    .innerJoin(issuer, eq(issuer.id, s.fieldEquipment.issued_by))
    .leftJoin(returner, eq(returner.id, s.fieldEquipment.returned_by));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type { BatchItem, FieldEquipmentDetail, FieldEquipmentListItem };

function shapeListItem(r: RecordRow): FieldEquipmentListItem {
  return {
    id: r.id,
    batch_id: r.batch_id,
    equipment_id: r.equipment_id,
    equipment: {
      id: r.equipment_id,
      serial_number: r.serial_number,
      model: r.model,
      status: r.equipment_status,
      brand: { id: r.brand_id, name: r.brand_name },
      category: r.category_id && r.category_name !== null ? { id: r.category_id, name: r.category_name } : null,
      warehouse_id: r.equipment_warehouse_id,
    },
    warehouse_id: r.warehouse_id,
    warehouse: r.warehouse_id && r.warehouse_name !== null ? { id: r.warehouse_id, name: r.warehouse_name } : null,
    worker_id: r.worker_id,
    worker: {
      id: r.worker_id,
      first_name: r.worker_first_name,
      last_name: r.worker_last_name,
      tc_no: r.worker_tc_no,
      phone: r.worker_phone,
      department: r.worker_department_id && r.worker_department_name !== null ? { id: r.worker_department_id, name: r.worker_department_name } : null,
    },
    team_leader_id: r.team_leader_id,
    team_leader: r.team_leader_id
      ? {
          id: r.team_leader_id,
          first_name: r.team_leader_first_name ?? '',
          last_name: r.team_leader_last_name ?? '',
          tc_no: r.team_leader_tc_no ?? '',
          phone: r.team_leader_phone ?? '',
          department: r.team_leader_department_name !== null ? { name: r.team_leader_department_name } : null,
        }
      : null,
    issued_by_user: { id: r.issuer_id, first_name: r.issuer_first_name, last_name: r.issuer_last_name },
    returned_by_user: r.returner_id ? { id: r.returner_id, first_name: r.returner_first_name ?? '', last_name: r.returner_last_name ?? '' } : null,
    issued_at: r.issued_at.toISOString(),
    returned_at: iso(r.returned_at),
    due_date: r.due_date,
    return_batch_id: r.return_batch_id,
    return_condition: r.return_condition,
    return_fault_id: r.return_fault_id,
    status: r.status,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** Hand-overs are scoped by the warehouse the item left from (copied onto the record at issue). */
function scopeCondition(user: AuthUser): SQL | undefined {
  const scope = warehouseScope(user);
  return scope === null ? undefined : inArray(s.fieldEquipment.warehouse_id, scope);
}

/**
 * One list row as JSON text built by PostgreSQL: the very object `shapeListItem` makes (an API
 * test compares the two row by row), for the whole-list answers that would otherwise parse
 * tens of thousands of rows into JavaScript objects only to print them again.
 */
const LIST_ROW_JSON = sql`json_build_object(
  'id', f.id, 'batch_id', f.batch_id, 'equipment_id', e.id,
  'equipment', json_build_object('id', e.id, 'serial_number', e.serial_number, 'model', e.model, 'status', e.status,
    'brand', json_build_object('id', b.id, 'name', b.name),
    'category', case when c.id is not null then json_build_object('id', c.id, 'name', c.name) end,
    'warehouse_id', e.warehouse_id),
  'warehouse_id', w.id,
  'warehouse', case when w.id is not null then json_build_object('id', w.id, 'name', w.name) end,
  'worker_id', wk.id,
  'worker', json_build_object('id', wk.id, 'first_name', wk.first_name, 'last_name', wk.last_name, 'tc_no', wk.tc_no, 'phone', wk.phone,
    'department', case when wd.id is not null then json_build_object('id', wd.id, 'name', wd.name) end),
  'team_leader_id', tl.id,
  'team_leader', case when tl.id is not null then json_build_object('id', tl.id, 'first_name', tl.first_name, 'last_name', tl.last_name,
    'tc_no', tl.tc_no, 'phone', tl.phone, 'department', case when tld.name is not null then json_build_object('name', tld.name) end) end,
  'issued_by_user', json_build_object('id', iu.id, 'first_name', iu.first_name, 'last_name', iu.last_name),
  'returned_by_user', case when ru.id is not null then json_build_object('id', ru.id, 'first_name', ru.first_name, 'last_name', ru.last_name) end,
  'issued_at', ${isoText(sql`f.issued_at`)}, 'returned_at', ${isoText(sql`f.returned_at`)}, 'due_date', f.due_date,
  'return_batch_id', f.return_batch_id, 'return_condition', f.return_condition, 'return_fault_id', f.return_fault_id,
  'status', f.status, 'created_at', ${isoText(sql`f.created_at`)}, 'updated_at', ${isoText(sql`f.updated_at`)})::text`;

const LIST_ROW_FROM = sql`from ${s.fieldEquipment} f
  join ${s.equipment} e on e.id = f.equipment_id
  join ${s.brands} b on b.id = e.brand_id
  left join ${s.categories} c on c.id = e.category_id
  left join ${s.warehouses} w on w.id = f.warehouse_id
  join ${s.workers} wk on wk.id = f.worker_id
  left join ${s.departments} wd on wd.id = wk.department_id
  left join ${s.workers} tl on tl.id = f.team_leader_id
  left join ${s.departments} tld on tld.id = tl.department_id
  join ${s.users} iu on iu.id = f.issued_by
  left join ${s.users} ru on ru.id = f.returned_by`;

/** The given hand-overs as a JSON array text, newest first. */
export async function listFieldEquipmentJson(db: Db, ids: readonly string[]): Promise<string> {
  const [row] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(${LIST_ROW_JSON}, ',' order by f.created_at desc, f.id desc), '') || ']' as body
        ${LIST_ROW_FROM} where ${idsIn('f', ids)}`,
  );
  return row?.body ?? '[]';
}

/**
 * The whole list (optionally one status, optionally only what changed after `since`) as JSON
 * pieces, newest first (`http/list-stream.ts`).
 */
export function listFieldEquipmentJsonPieces(
  db: Db,
  user: AuthUser,
  status?: 'active' | 'returned',
  batchSize?: number,
  since?: string,
): AsyncGenerator<string> {
  const scope = warehouseScope(user);
  return jsonArrayPieces(
    db,
    {
      from: sql`from ${s.fieldEquipment} f`,
      alias: 'f',
      where: [
        scope === null ? undefined : sql`f.warehouse_id in (${sql.join(scope.map((id) => sql`${id}::uuid`), sql`, `)})`,
        status ? sql`f.status = ${status}` : undefined,
        since ? sql`f.updated_at > ${since}::timestamptz` : undefined,
      ],
    },
    (ids) => listFieldEquipmentJson(db, ids),
    batchSize,
  );
}

export type FieldPageStatus = 'active' | 'returned' | 'overdue';

export interface FieldPageFilter {
  status?: FieldPageStatus;
  warehouseId?: string;
  /** Only this worker's hand-overs (the worker's history). */
  workerId?: string;
  /** Only this item's hand-overs (the item's history). */
  equipmentId?: string;
  /** The worker's history order: overdue items first (the most overdue first), then newest first. */
  overdueFirst?: boolean;
}

const NEWEST_FIRST: KeysetOrder = { columns: [sql`f.created_at`, sql`f.id`], types: ['timestamptz', 'uuid'], descending: true };
// Overdue: the most overdue first (the earliest expected day), then the earliest hand-over.
const MOST_OVERDUE_FIRST: KeysetOrder = { columns: [sql`f.due_date`, sql`f.issued_at`, sql`f.id`], types: ['date', 'timestamptz', 'uuid'], descending: false };

// A worker's history: days overdue on the warehouses' day (0 for everything not overdue), then
// newest first — one direction, so the keyset cursor stays a plain row comparison.
const overdueThenNewest = (today: string): KeysetOrder => ({
  columns: [sql`(case when f.status = 'active' and f.due_date < ${today}::date then ${today}::date - f.due_date else 0 end)`, sql`f.issued_at`, sql`f.id`],
  types: ['integer', 'timestamptz', 'uuid'],
  descending: true,
});

/**
 * One page of the hand-over list (spec 02 "Field equipment": search over model, serial number and
 * the worker's names; status Sahada / İade Edildi / Gecikmiş; warehouse), with its counts.
 */
export async function pageFieldEquipment(db: Db, user: AuthUser, filter: FieldPageFilter, request: PageRequest, now: Date = new Date()): Promise<PageAnswer<FieldEquipmentListItem>> {
  const scope = warehouseScope(user);
  const subject = [
    scope ? sql`f.warehouse_id in (${sql.join(scope.map((id) => sql`${id}::uuid`), sql`, `)})` : undefined,
    filter.workerId ? sql`f.worker_id = ${filter.workerId}::uuid` : undefined,
    filter.equipmentId ? sql`f.equipment_id = ${filter.equipmentId}::uuid` : undefined,
  ];
  const overdue = filter.status === 'overdue';
  const search = searchRefsSql(request.words, [
    // Model and serial number, first and last name: the folded keys the database keeps (migration 0012).
    { column: sql`f.equipment_id`, ids: sql`select e.id from ${s.equipment} e`, fields: [sql`e.model`, sql`e.serial_number`], match: (w) => sql`strpos(e.search_key, ${w}) > 0` },
    { column: sql`f.worker_id`, ids: sql`select wk.id from ${s.workers} wk`, fields: [sql`wk.first_name`, sql`wk.last_name`], match: (w) => sql`strpos(wk.search_key, ${w}) > 0` },
  ]);
  const page = await pageOfIds(
    db,
    {
      from: sql`from ${s.fieldEquipment} f`,
      countFrom: sql`from ${s.fieldEquipment} f`,
      scope: subject,
      tables: ['field_equipment', 'equipment', 'workers'],
      filters: [
        overdue ? sql`f.status = 'active' and f.due_date < ${warehouseToday(now)}::date` : filter.status ? sql`f.status = ${filter.status}` : undefined,
        filter.warehouseId ? sql`f.warehouse_id = ${filter.warehouseId}::uuid` : undefined,
        search,
      ],
      id: sql`f.id`,
      order: overdue ? MOST_OVERDUE_FIRST : filter.overdueFirst ? overdueThenNewest(warehouseToday(now)) : NEWEST_FIRST,
    },
    request,
  );
  const rows = page.items.length ? await selectRecords(db).where(inArray(s.fieldEquipment.id, page.items)) : [];
  return { ...page, items: inOrder(page.items, rows.map(shapeListItem)), page: request.page, page_size: request.limit };
}

export async function getFieldEquipment(db: Db, user: AuthUser, id: string): Promise<FieldEquipmentDetail> {
  const [row] = await selectRecords(db)
    .where(and(eq(s.fieldEquipment.id, id), scopeCondition(user)))
    .limit(1);
  if (!row) throw notFound(FIELD_RECORD_NOT_FOUND);

  const [extra] = await db
    .select({
      signature: s.fieldEquipment.signature,
      issuer_signature: s.fieldEquipment.issuer_signature,
      returner_signature: s.fieldEquipment.returner_signature,
      return_signature: s.fieldEquipment.return_signature,
      return_note: s.fieldEquipment.return_note,
      issuer_tc_no: issuer.tc_no,
      issuer_phone: issuer.phone,
      returner_tc_no: returner.tc_no,
      returner_phone: returner.phone,
    })
    .from(s.fieldEquipment)
    .innerJoin(issuer, eq(issuer.id, s.fieldEquipment.issued_by))
    .leftJoin(returner, eq(returner.id, s.fieldEquipment.returned_by))
    .where(eq(s.fieldEquipment.id, id));

  const batchRows = await selectBatchItems(db, and(eq(s.fieldEquipment.batch_id, row.batch_id), scopeCondition(user)));
  // A return recorded before return groups existed has none: it stands alone on its document.
  const returnRows =
    row.status !== 'returned'
      ? []
      : row.return_batch_id
        ? await selectBatchItems(db, and(eq(s.fieldEquipment.return_batch_id, row.return_batch_id), scopeCondition(user)))
        : batchRows.filter((b) => b.id === row.id);

  const base = shapeListItem(row);
  return {
    ...base,
    signature: extra!.signature,
    issued_by_user: {
      ...base.issued_by_user,
      tc_no: extra!.issuer_tc_no,
      phone: extra!.issuer_phone,
      signature: extra!.issuer_signature,
    },
    returned_by_user: base.returned_by_user
      ? {
          ...base.returned_by_user,
          tc_no: extra!.returner_tc_no ?? '',
          phone: extra!.returner_phone ?? '',
          signature: extra!.returner_signature,
        }
      : null,
    batch_items: batchRows.map(shapeBatchItem),
    return_note: extra!.return_note,
    return_signature: extra!.return_signature,
    return_items: returnRows.map((b) => ({
      ...shapeBatchItem(b),
      return_condition: b.return_condition,
      return_note: b.return_note,
      return_fault_id: b.return_fault_id,
    })),
  };
}

function selectBatchItems(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: s.fieldEquipment.id,
      status: s.fieldEquipment.status,
      issued_at: s.fieldEquipment.issued_at,
      returned_at: s.fieldEquipment.returned_at,
      return_condition: s.fieldEquipment.return_condition,
      return_note: s.fieldEquipment.return_note,
      return_fault_id: s.fieldEquipment.return_fault_id,
      equipment_id: s.equipment.id,
      serial_number: s.equipment.serial_number,
      model: s.equipment.model,
      brand_id: s.brands.id,
      brand_name: s.brands.name,
      category_id: s.categories.id,
      category_name: s.categories.name,
    })
    .from(s.fieldEquipment)
    .innerJoin(s.equipment, eq(s.equipment.id, s.fieldEquipment.equipment_id))
    .innerJoin(s.brands, eq(s.brands.id, s.equipment.brand_id))
    .leftJoin(s.categories, eq(s.categories.id, s.equipment.category_id))
    .where(where)
    .orderBy(asc(s.brands.name), asc(s.equipment.model), asc(s.equipment.serial_number));
}

function shapeBatchItem(b: Awaited<ReturnType<typeof selectBatchItems>>[number]): BatchItem {
  return {
    id: b.id,
    status: b.status,
    issued_at: b.issued_at.toISOString(),
    returned_at: iso(b.returned_at),
    equipment: {
      id: b.equipment_id,
      serial_number: b.serial_number,
      model: b.model,
      brand: { id: b.brand_id, name: b.brand_name },
      category: b.category_id && b.category_name !== null ? { id: b.category_id, name: b.category_name } : null,
    },
  };
}

/**
 * Active hand-overs past their expected return day on the warehouse's local day (Europe/Istanbul),
 * most overdue first, each with `days_overdue`.
 */
export async function listOverdueFieldEquipment(db: Db, user: AuthUser, now: Date = new Date()): Promise<Array<FieldEquipmentListItem & { days_overdue: number }>> {
  const today = warehouseToday(now);
  const rows = await selectRecords(db)
    .where(and(scopeCondition(user), eq(s.fieldEquipment.status, 'active'), lt(s.fieldEquipment.due_date, today)))
    .orderBy(asc(s.fieldEquipment.due_date), asc(s.fieldEquipment.issued_at), asc(s.equipment.serial_number));
  return rows.map((r) => {
    const item = shapeListItem(r);
    return { ...item, days_overdue: daysOverdue(item, today) };
  });
}

// ---------------------------------------------------------------------------------------------
// Writes

async function savedSignature(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ signature: s.users.signature }).from(s.users).where(eq(s.users.id, userId));
  const value = row?.signature;
  return value && value.length > 0 ? value : null;
}

export async function issueEquipment(db: Db, user: AuthUser, input: IssueEquipmentInput): Promise<IssuedRecord> {
  const equipmentId = input.equipment_id.toLowerCase();
  const workerId = input.worker_id.toLowerCase();
  const teamLeaderId = input.team_leader_id ? input.team_leader_id.toLowerCase() : null;
  const batchId = input.batch_id ? input.batch_id.toLowerCase() : randomUUID();

  return db.transaction(async (tx) => {
    const { result: record } = await performMove(tx, user, equipmentId, 'issue', {
      refusal: (item) => moveMessages.notIssuable(item.serial_number, item.status),
      run: async (item) => {
        const [person] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId));
        if (!person) throw badRequest(WORKER_NOT_FOUND);
        if (teamLeaderId) {
          const [lead] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, teamLeaderId));
          if (!lead) throw badRequest(TEAM_LEADER_NOT_FOUND);
        }
        if (input.batch_id) {
          const [sibling] = await tx
            .select({ worker_id: s.fieldEquipment.worker_id })
            .from(s.fieldEquipment)
            .where(eq(s.fieldEquipment.batch_id, batchId))
            .limit(1);
          if (sibling && sibling.worker_id !== workerId) throw badRequest(BATCH_OTHER_WORKER);
        }

        const now = new Date();
        const [row] = await tx
          .insert(s.fieldEquipment)
          .values({
            batch_id: batchId,
            equipment_id: item.id,
            worker_id: workerId,
            team_leader_id: teamLeaderId,
            warehouse_id: item.warehouse_id,
            status: 'active',
            signature: input.signature,
            issued_by: user.id,
            // Drawn in the form by a user without a saved one, else the saved one's copy.
            issuer_signature: input.issuer_signature ?? (await savedSignature(tx, user.id)),
            due_date: input.due_date ?? null,
            issued_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning();
        await audit(tx, { userId: user.id, action: 'issue', entity: 'field_equipment', entityId: row!.id, before: null, after: row });
        return row!;
      },
    });

    return {
      id: record.id,
      batch_id: record.batch_id,
      equipment_id: record.equipment_id,
      worker_id: record.worker_id,
      team_leader_id: record.team_leader_id,
      warehouse_id: record.warehouse_id,
      status: record.status,
      issued_at: record.issued_at.toISOString(),
      due_date: record.due_date,
      created_at: record.created_at.toISOString(),
      updated_at: record.updated_at.toISOString(),
    };
  });
}

export interface ReturnItemInput {
  id: string;
  condition: ReturnCondition;
  note?: string | null;
}

/**
 * Returns one or several hand-overs of one worker in one transaction, all or nothing
 * (docs/field-handover.md). Locks every item's equipment row, then every record, each set in id
 * order (the lock order every equipment write follows, so two batches never wait in a circle).
 * A `damaged` item opens a fault report in the same transaction (the fault form's own rules), so it
 * ends `broken`; the others go back to `available` unless a fault or scrapping reported in the field
 * keeps them.
 */
export async function returnEquipmentBatch(
  db: Db,
  user: AuthUser,
  items: readonly ReturnItemInput[],
  options: { signature: string | null; returnBatchId?: string | null; returnerSignature?: string | null },
): Promise<ReturnBatchAnswer> {
  const scope = warehouseScope(user);
  const ids = items.map((i) => i.id.toLowerCase());
  const byId = new Map(items.map((i) => [i.id.toLowerCase(), i]));
  const returnBatchId = options.returnBatchId ? options.returnBatchId.toLowerCase() : randomUUID();

  return db.transaction(async (tx) => {
    const peeks = await tx
      .select({ id: s.fieldEquipment.id, equipment_id: s.fieldEquipment.equipment_id, warehouse_id: s.fieldEquipment.warehouse_id })
      .from(s.fieldEquipment)
      .where(inArray(s.fieldEquipment.id, ids));
    for (const id of ids) {
      const peek = peeks.find((p) => p.id === id);
      if (!peek || (scope !== null && (peek.warehouse_id === null || !scope.includes(peek.warehouse_id)))) {
        throw notFound(FIELD_RECORD_NOT_FOUND);
      }
    }
    // Equipment first, then the records.
    const equipmentRows = await lockEquipmentRows(
      tx,
      peeks.map((p) => p.equipment_id),
    );
    const records = await tx.select().from(s.fieldEquipment).where(inArray(s.fieldEquipment.id, ids)).orderBy(asc(s.fieldEquipment.id)).for('update');
    if (records.length !== ids.length) throw notFound(FIELD_RECORD_NOT_FOUND);
    const equipmentById = new Map(equipmentRows.map((e) => [e.id, e]));

    for (const record of records) {
      const item = equipmentById.get(record.equipment_id);
      if (!item) throw notFound(FIELD_RECORD_NOT_FOUND);
      // Closed meanwhile: say where the item went since (another warehouse, another worker).
      if (record.status !== 'active') throw conflict(moveMessages.alreadyReturnedNow(item.serial_number, await whereNow(tx, item.id)));
    }
    if (new Set(records.map((r) => r.worker_id)).size > 1) throw badRequest(RETURN_OTHER_WORKER);

    const now = new Date();
    const returnerSignature = options.returnerSignature ?? (await savedSignature(tx, user.id));
    const results = new Map<string, ReturnedRecord>();
    for (const record of records) {
      const item = equipmentById.get(record.equipment_id)!;
      const input = byId.get(record.id)!;
      const note = input.note?.trim() ? input.note.trim() : null;
      let faultId: string | null = null;
      let faultOpened = false;
      let nextStatus = statusAfter('return', item.status as EquipmentStatus);
      if (input.condition === 'damaged') {
        if (item.status === 'broken') {
          faultId = await openFaultReportId(tx, item.id);
        } else if (item.status !== 'scrapped') {
          faultId = await openFaultReport(tx, user.id, item, note ?? DAMAGED_ON_RETURN);
          faultOpened = true;
          nextStatus = 'broken';
        }
      }

      const [updated] = await tx
        .update(s.fieldEquipment)
        .set({
          status: 'returned',
          returned_by: user.id,
          returned_at: now,
          returner_signature: returnerSignature,
          return_batch_id: returnBatchId,
          return_condition: input.condition,
          return_note: note,
          return_signature: options.signature,
          return_fault_id: faultId,
          updated_at: now,
        })
        .where(eq(s.fieldEquipment.id, record.id))
        .returning();
      if (!faultOpened) await writeEquipmentStatus(tx, user.id, item, nextStatus);
      await audit(tx, {
        userId: user.id,
        action: 'return',
        entity: 'field_equipment',
        entityId: record.id,
        before: { status: record.status },
        after: {
          status: 'returned',
          returned_by: user.id,
          returned_at: now.toISOString(),
          return_batch_id: returnBatchId,
          return_condition: input.condition,
          return_note: note,
          return_fault_id: faultId,
        },
      });
      results.set(record.id, {
        id: record.id,
        batch_id: updated!.batch_id,
        equipment_id: updated!.equipment_id,
        status: updated!.status,
        returned_at: now.toISOString(),
        equipment_status: nextStatus,
        updated_at: updated!.updated_at.toISOString(),
        return_batch_id: returnBatchId,
        condition: input.condition,
        fault_id: faultId,
        fault_opened: faultOpened,
      });
    }
    return { return_batch_id: returnBatchId, returned_at: now.toISOString(), items: ids.map((id) => results.get(id)!) };
  });
}

/** PUT /field-equipment/{id}/return: one item; without a condition it is recorded as intact. */
export async function returnEquipment(
  db: Db,
  user: AuthUser,
  id: string,
  input: { condition?: ReturnCondition | null; note?: string | null; signature?: string | null; return_batch_id?: string | null } = {},
): Promise<ReturnedRecord> {
  const result = await returnEquipmentBatch(db, user, [{ id, condition: input.condition ?? 'intact', note: input.note ?? null }], {
    signature: input.signature ?? null,
    returnBatchId: input.return_batch_id ?? null,
  });
  return result.items[0]!;
}
