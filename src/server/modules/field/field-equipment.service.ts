// Field hand-overs, the reads: the whole list (for the mirror), its pages with the spec's search and
// filters (the list screen, the item's and the worker's histories, the dashboard), the detail and
// the overdue list. Every row is the one hand-over row of `field-row.ts`; the writes are
// `field-issue.ts` and `field-return.ts`.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem, FieldEquipmentDetail, FieldEquipmentListItem, PageAnswer } from '@shared/api-types';
import { daysOverdue, warehouseToday } from '@shared/local-day';
import { NOT_FOUND } from '@shared/not-found';
import type { FieldFilterStatus, FieldStatus } from '@shared/status';
import type { Db } from '@server/db/client';
import type { KeysetOrder } from '@server/db/keyset';
import type { CountCache } from '@server/db/count-cache';
import { inOrder, pageOfIds } from '@server/db/paged-query';
import * as s from '@server/db/schema';
import { ITEM_KEY_SEARCH, searchIdsSql, searchRefsSql, WORKER_SEARCH } from '@server/db/search-sql';
import { idsIn } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';
import { nationalIdFor, seesNationalId } from '@server/http/national-id';
import { jsonArrayPieces } from '@server/http/list-stream';
import type { PageRequest } from '@server/http/page-params';
import { fieldRows, fieldRowsJson, handoverScope } from './field-row';
import { documentSearch } from '../documents/document-sql';
import { photosOfRecords } from '../photos/photos.service';
import { handoverStockLines } from '../stock/stock-handover';

/**
 * The whole list (optionally one status, optionally only what changed after `since`) as JSON
 * pieces, newest first (`http/list-stream.ts`).
 */
export function listFieldEquipmentJsonPieces(
  db: Db,
  user: AuthUser,
  status?: FieldStatus,
  batchSize?: number,
  since?: string,
): AsyncGenerator<string> {
  return jsonArrayPieces(
    db,
    {
      from: sql`from ${s.fieldEquipment} f`,
      alias: 'f',
      where: [
        handoverScope(user),
        status ? sql`f.status = ${status}` : undefined,
        since ? sql`f.updated_at > ${since}::timestamptz` : undefined,
      ],
    },
    (ids) => fieldRowsJson(db, [idsIn('f', ids)], seesNationalId(user)),
    batchSize,
  );
}

export interface FieldPageFilter {
  status?: FieldFilterStatus;
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
const MOST_OVERDUE_FIRST: KeysetOrder = {
  columns: [sql`f.due_date`, sql`f.issued_at`, sql`f.id`],
  types: ['date', 'timestamptz', 'uuid'],
  descending: false,
};

// A worker's history: days overdue on the warehouses' day (0 for everything not overdue), then
// newest first — one direction, so the keyset cursor stays a plain row comparison.
const overdueThenNewest = (today: string): KeysetOrder => ({
  columns: [
    sql`(case when f.status = 'active' and f.due_date < ${today}::date then ${today}::date - f.due_date else 0 end)`,
    sql`f.issued_at`,
    sql`f.id`,
  ],
  types: ['integer', 'timestamptz', 'uuid'],
  descending: true,
});

/** Active and past the expected return day on the warehouses' `today`. */
const overdueSql = (today: string): SQL => sql`f.status = 'active' and f.due_date < ${today}::date`;

/**
 * One page of the hand-over list (spec 02 "Field equipment": search over model, serial number and
 * the worker's names; status Sahada / İade Edildi / Gecikmiş; warehouse), with its counts.
 */
export async function pageFieldEquipment(
  db: Db,
  user: AuthUser,
  filter: FieldPageFilter,
  request: PageRequest,
  counts: CountCache,
  now: Date = new Date(),
): Promise<PageAnswer<FieldEquipmentListItem>> {
  const today = warehouseToday(now);
  const overdue = filter.status === 'overdue';
  const statusFilter = overdue ? overdueSql(today) : filter.status ? sql`f.status = ${filter.status}` : undefined;
  const warehouseFilter = filter.warehouseId ? sql`f.warehouse_id = ${filter.warehouseId}::uuid` : undefined;
  // Model and serial number, first and last name: the folded keys the database keeps (migration 0012);
  // the hand-over's and the return's document numbers.
  const searched = [ITEM_KEY_SEARCH(sql`f.equipment_id`), WORKER_SEARCH(sql`f.worker_id`), documentSearch(sql`f.id`, 'handover', 'return')];
  const scope = [
    handoverScope(user),
    filter.workerId ? sql`f.worker_id = ${filter.workerId}::uuid` : undefined,
    filter.equipmentId ? sql`f.equipment_id = ${filter.equipmentId}::uuid` : undefined,
  ];
  const page = await pageOfIds(
    db,
    counts,
    {
      from: sql`from ${s.fieldEquipment} f`,
      countFrom: sql`from ${s.fieldEquipment} f`,
      scope,
      tables: ['field_equipment', 'equipment', 'workers'],
      filters: [statusFilter, warehouseFilter, searchRefsSql(request.words, searched)],
      matching: request.words.length
        ? searchIdsSql(request.words, searched, sql`from ${s.fieldEquipment} f`, sql`f.id`, [...scope, statusFilter, warehouseFilter])
        : undefined,
      id: sql`f.id`,
      order: overdue ? MOST_OVERDUE_FIRST : filter.overdueFirst ? overdueThenNewest(today) : NEWEST_FIRST,
    },
    request,
  );
  const rows = page.items.length ? await fieldRows(db, [idsIn('f', page.items)], seesNationalId(user)) : [];
  return { ...page, items: inOrder(page.items, rows) };
}

export async function getFieldEquipment(db: Db, user: AuthUser, id: string): Promise<FieldEquipmentDetail> {
  const [row] = await fieldRows(db, [sql`f.id = ${id}::uuid`, handoverScope(user)], seesNationalId(user));
  if (!row) throw notFound(NOT_FOUND.handover);
  const issuer = s.users;
  const [extra] = await db
    .select({
      signature: s.fieldEquipment.signature,
      issuer_signature: s.fieldEquipment.issuer_signature,
      returner_signature: s.fieldEquipment.returner_signature,
      return_signature: s.fieldEquipment.return_signature,
      return_note: s.fieldEquipment.return_note,
      issuer_tc_no: issuer.tc_no,
      issuer_phone: issuer.phone,
      returner_tc_no: sql<string | null>`(select u.tc_no from ${s.users} u where u.id = ${s.fieldEquipment.returned_by})`,
      returner_phone: sql<string | null>`(select u.phone from ${s.users} u where u.id = ${s.fieldEquipment.returned_by})`,
    })
    .from(s.fieldEquipment)
    .innerJoin(issuer, eq(issuer.id, s.fieldEquipment.issued_by))
    .where(eq(s.fieldEquipment.id, id));

  const scope = scopeSql(user, sql`${s.fieldEquipment.warehouse_id}`);
  const batchRows = await selectBatchItems(db, and(eq(s.fieldEquipment.batch_id, row.batch_id), scope));
  // A return recorded before return groups existed has none: it stands alone on its document.
  const returnRows =
    row.status !== 'returned'
      ? []
      : row.return_batch_id
        ? await selectBatchItems(db, and(eq(s.fieldEquipment.return_batch_id, row.return_batch_id), scope))
        : batchRows.filter((b) => b.id === row.id);

  const returnPhotos = await photosOfRecords(
    db,
    'return',
    returnRows.map((r) => r.id),
  );
  const handoverPhotos = await photosOfRecords(
    db,
    'handover',
    batchRows.map((r) => r.id),
  );
  return {
    ...row,
    signature: extra!.signature,
    issued_by_user: {
      ...row.issued_by_user,
      tc_no: nationalIdFor(user, extra!.issuer_tc_no),
      phone: extra!.issuer_phone,
      signature: extra!.issuer_signature,
    },
    returned_by_user: row.returned_by_user
      ? {
          ...row.returned_by_user,
          tc_no: nationalIdFor(user, extra!.returner_tc_no),
          phone: extra!.returner_phone ?? '',
          signature: extra!.returner_signature,
        }
      : null,
    batch_items: batchRows.map((b) => ({ ...shapeBatchItem(b), photos: handoverPhotos.get(b.id) ?? [] })),
    stock_issue: await handoverStockLines(db, user, row.batch_id),
    return_note: extra!.return_note,
    return_signature: extra!.return_signature,
    return_items: returnRows.map((b) => ({
      ...shapeBatchItem(b),
      return_condition: b.return_condition,
      return_note: b.return_note,
      return_fault_id: b.return_fault_id,
      photos: returnPhotos.get(b.id) ?? [],
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
      check_override_reason: s.fieldEquipment.check_override_reason,
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
    returned_at: b.returned_at ? b.returned_at.toISOString() : null,
    equipment: {
      id: b.equipment_id,
      serial_number: b.serial_number,
      model: b.model,
      brand: { id: b.brand_id, name: b.brand_name },
      category: b.category_id && b.category_name !== null ? { id: b.category_id, name: b.category_name } : null,
    },
    check_override_reason: b.check_override_reason,
  };
}

/**
 * Active hand-overs past their expected return day on the warehouse's local day (Europe/Istanbul),
 * most overdue first, each with `days_overdue`.
 */
export async function listOverdueFieldEquipment(
  db: Db,
  user: AuthUser,
  now: Date = new Date(),
): Promise<Array<FieldEquipmentListItem & { days_overdue: number }>> {
  const today = warehouseToday(now);
  const rows = await fieldRows(
    db,
    [handoverScope(user), overdueSql(today)],
    seesNationalId(user),
    sql`f.due_date asc, f.issued_at asc, e.serial_number asc`,
  );
  return rows.map((item) => ({ ...item, days_overdue: daysOverdue(item, today) }));
}
