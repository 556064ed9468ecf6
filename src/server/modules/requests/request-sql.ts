// A request as JSON, one home (docs/planning.md "Requests"): the row with its lines, the
// reservation its approval made, and the lists (one's own, and a warehouse's to decide).
import { sql, type SQL } from 'drizzle-orm';
import { sortByKey, sortByName } from '@shared/collation';
import type { FieldRequest, RequestOptions, RequestStatus } from '@shared/requests';
import type { Db, Tx } from '@server/db/client';
import { requestLines, requests } from '@server/db/requests-schema';
import { reservations } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { stockItems } from '@server/db/stock-schema';
import { isoText, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';

const person = (a: string) =>
  sql.raw(
    `case when ${a}.id is not null then json_build_object('id', ${a}.id, 'first_name', ${a}.first_name, 'last_name', ${a}.last_name) end`,
  );

/** A kit line's kit: its name and code now, or as asked once the kit was deleted. */
export const KIT_JSON = sql.raw(`case when l.kit_label is not null then json_build_object('id', l.kit_id,
  'label', coalesce((select k.name || ' (' || k.code || ')' from kits k where k.id = l.kit_id), l.kit_label)) end`);

const ROW_JSON = sql`json_build_object(
  'id', q.id,
  'warehouse', json_build_object('id', w.id, 'name', w.name),
  'requested_by', ${person('ru')},
  'worker', ${person('wk')},
  'site', q.site, 'start_day', q.start_day::text, 'end_day', q.end_day::text, 'note', q.note,
  'status', q.status,
  'decided_by', ${person('du')},
  'decided_at', ${isoText(sql`q.decided_at`)},
  'decision_note', q.decision_note,
  'reservation_id', (select r.id from ${reservations} r where r.request_id = q.id order by r.created_at limit 1),
  'created_at', ${isoText(sql`q.created_at`)},
  'lines', coalesce((select json_agg(json_build_object(
      'id', l.id,
      'kind', case when l.equipment_id is not null then 'item' when l.stock_item_id is not null then 'stock'
        when l.kit_label is not null then 'kit' else 'model' end,
      'equipment', case when e.id is not null then json_build_object('id', e.id, 'serial_number', e.serial_number, 'model', e.model,
        'brand', eb.name, 'status', e.status) end,
      'brand_id', l.brand_id, 'brand', lb.name, 'model', l.model,
      'stock_item', case when si.id is not null then json_build_object('id', si.id,
        'name', si.name || coalesce(' (' || si.variant || ')', ''), 'unit', si.unit) end,
      'kit', ${KIT_JSON},
      'quantity', l.quantity::float8, 'approved', l.approved::float8)
      order by l.position)
    from ${requestLines} l
    left join ${s.equipment} e on e.id = l.equipment_id
    left join ${s.brands} eb on eb.id = e.brand_id
    left join ${s.brands} lb on lb.id = l.brand_id
    left join ${stockItems} si on si.id = l.stock_item_id
    where l.request_id = q.id), '[]'::json)
)::text`;

const FROM = sql`from ${requests} q
  join ${s.warehouses} w on w.id = q.warehouse_id
  join ${s.users} ru on ru.id = q.requested_by
  left join ${s.workers} wk on wk.id = q.worker_id
  left join ${s.users} du on du.id = q.decided_by`;

/** Requests of the user's warehouses matching `where`. */
export async function requestRows(
  db: Db | Tx,
  user: AuthUser,
  where: ReadonlyArray<SQL | undefined>,
  order: SQL = sql`q.created_at desc, q.id`,
  limit = 200,
): Promise<FieldRequest[]> {
  const rows = await queryRows<{ j: string }>(
    db,
    sql`select ${ROW_JSON} as j ${FROM} ${whereSql([scopeSql(user, sql`q.warehouse_id`), ...where])} order by ${order} limit ${limit}`,
  );
  return rows.map((row) => JSON.parse(row.j) as FieldRequest);
}

/** 'Taleplerim': the caller's own requests, newest first. */
export function myRequests(db: Db, user: AuthUser): Promise<FieldRequest[]> {
  return requestRows(db, user, [sql`q.requested_by = ${user.id}::uuid`]);
}

/** The warehouse's requests to decide: open ones by their first day; others newest first. */
export function warehouseRequests(
  db: Db,
  user: AuthUser,
  filter: { warehouseId?: string; status?: RequestStatus },
): Promise<FieldRequest[]> {
  const status = filter.status ?? 'open';
  const order = status === 'open' ? sql`q.start_day, q.created_at, q.id` : sql`q.updated_at desc, q.id`;
  return requestRows(
    db,
    user,
    [sql`q.status = ${status}`, filter.warehouseId ? sql`q.warehouse_id = ${filter.warehouseId}::uuid` : undefined],
    order,
  );
}

/** What the request form offers: the caller's warehouses, the models each holds, workers and stock cards. */
export async function requestOptions(db: Db, user: AuthUser): Promise<RequestOptions> {
  const scope = scopeSql(user, sql`w.id`);
  const warehouses = await queryRows<RequestOptions['warehouses'][number]>(
    db,
    sql`select w.id, w.name from ${s.warehouses} w ${whereSql([scope])} `,
  );
  const models = await queryRows<RequestOptions['models'][number]>(
    db,
    sql`select e.warehouse_id, e.brand_id, b.name as brand, e.model, count(*)::int as count
      from ${s.equipment} e join ${s.brands} b on b.id = e.brand_id
      ${whereSql([scopeSql(user, sql`e.warehouse_id`), sql`e.status <> 'scrapped'`])}
      group by e.warehouse_id, e.brand_id, b.name, e.model`,
  );
  const workers = await queryRows<RequestOptions['workers'][number]>(
    db,
    sql`select id, first_name, last_name from ${s.workers} limit 5000`,
  );
  const stock = await queryRows<RequestOptions['stock_items'][number]>(
    db,
    sql`select id, name || coalesce(' (' || variant || ')', '') as name, unit from ${stockItems}`,
  );
  // In Turkish order (the databases may sort by bytes): the form shows them as they come.
  return {
    warehouses: sortByName(warehouses),
    models: sortByKey(models, (m) => [m.brand, m.model]),
    workers: sortByKey(workers, (w) => [w.first_name, w.last_name]),
    stock_items: sortByName(stock),
  };
}
