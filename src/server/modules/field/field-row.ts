// The hand-over row, built once: every answer that carries a hand-over (the whole list, its pages,
// the item's and the worker's histories, the overdue list, the detail) gets this object, made as
// JSON text by PostgreSQL. Node never maps rows to objects for the lists that print them straight on.
import { sql, type SQL } from 'drizzle-orm';
import type { FieldEquipmentListItem } from '@shared/api-types';
import type { Db, Tx } from '@server/db/client';
import { isoText, queryRows, whereSql } from '@server/db/sql';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';
import { nationalIdSql } from '@server/http/national-id';
import { documentRefSql } from '../documents/document-sql';

/** Hand-overs are scoped by the warehouse the item left from (copied onto the record at issue). */
export const handoverScope = (user: AuthUser) => scopeSql(user, sql`f.warehouse_id`);

/** One row (`FieldEquipmentListItem`) over `FIELD_ROW_FROM`'s aliases; national ids whole only when `reveal`. */
const fieldRowJson = (reveal: boolean) => sql`json_build_object(
  'id', f.id, 'batch_id', f.batch_id, 'equipment_id', e.id,
  'equipment', json_build_object('id', e.id, 'serial_number', e.serial_number, 'model', e.model, 'status', e.status,
    'brand', json_build_object('id', b.id, 'name', b.name),
    'category', case when c.id is not null then json_build_object('id', c.id, 'name', c.name) end,
    'warehouse_id', e.warehouse_id),
  'warehouse_id', w.id,
  'warehouse', case when w.id is not null then json_build_object('id', w.id, 'name', w.name) end,
  'worker_id', wk.id,
  'worker', json_build_object('id', wk.id, 'first_name', wk.first_name, 'last_name', wk.last_name, 'tc_no', ${nationalIdSql('wk.tc_no', reveal)}, 'phone', wk.phone,
    'department', case when wd.id is not null then json_build_object('id', wd.id, 'name', wd.name) end),
  'team_leader_id', tl.id,
  'team_leader', case when tl.id is not null then json_build_object('id', tl.id, 'first_name', tl.first_name, 'last_name', tl.last_name,
    'tc_no', ${nationalIdSql('tl.tc_no', reveal)}, 'phone', tl.phone, 'department', case when tld.name is not null then json_build_object('name', tld.name) end) end,
  'issued_by_user', json_build_object('id', iu.id, 'first_name', iu.first_name, 'last_name', iu.last_name),
  'returned_by_user', case when ru.id is not null then json_build_object('id', ru.id, 'first_name', ru.first_name, 'last_name', ru.last_name) end,
  'issued_at', ${isoText(sql`f.issued_at`)}, 'returned_at', ${isoText(sql`f.returned_at`)}, 'due_date', f.due_date,
  'return_batch_id', f.return_batch_id, 'return_condition', f.return_condition, 'return_fault_id', f.return_fault_id,
  'check_override_reason', f.check_override_reason,
  'status', f.status, 'created_at', ${isoText(sql`f.created_at`)}, 'updated_at', ${isoText(sql`f.updated_at`)},
  'document', ${documentRefSql('handover', sql`f.id`)}, 'return_document', ${documentRefSql('return', sql`f.id`)})::text`;
const FIELD_ROW_JSON = { masked: fieldRowJson(false), whole: fieldRowJson(true) };

const FIELD_ROW_FROM = sql`from ${s.fieldEquipment} f
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

/** Newest first: the lists' order. */
export const NEWEST_FIRST_SQL = sql`f.created_at desc, f.id desc`;

/**
 * The rows matching `where` (conditions on `f`, `e`, …) as a JSON array text, in `order`; the
 * national ids whole only when `reveal` (the reader holds `view_national_id`).
 */
export async function fieldRowsJson(
  db: Db | Tx,
  where: ReadonlyArray<SQL | undefined>,
  reveal: boolean,
  order: SQL = NEWEST_FIRST_SQL,
): Promise<string> {
  const [row] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(${reveal ? FIELD_ROW_JSON.whole : FIELD_ROW_JSON.masked}, ',' order by ${order}), '') || ']' as body ${FIELD_ROW_FROM} ${whereSql(where)}`,
  );
  return row?.body ?? '[]';
}

/** The same rows as objects (a detail, a CSV export). */
export async function fieldRows(
  db: Db | Tx,
  where: ReadonlyArray<SQL | undefined>,
  reveal: boolean,
  order?: SQL,
): Promise<FieldEquipmentListItem[]> {
  return JSON.parse(await fieldRowsJson(db, where, reveal, order)) as FieldEquipmentListItem[];
}
