// Equipment: the list (built as JSON inside PostgreSQL, so 100k rows pass through Node as one
// string), its keyset walks and change detection, and the detail. The writes: equipment-writes.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { brands, categories, equipment, users, warehouses } from '@server/db/schema';
import { deletedRows } from '@server/db/sync-schema';
import { isoText, queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';
import type { EquipmentRow } from '@shared/api-types';
import type { EquipmentValue } from '@shared/equipment-value';
import { valueJson } from './equipment-value.service';

import { NOT_FOUND } from '@shared/not-found';

export interface ListFilter {
  since?: string;
  warehouseId?: string;
  status?: string;
  id?: string;
  /** These items only (a delta's changed rows, `equipment-delta.ts`): one parameter whatever the count, so the statement stays one. */
  ids?: readonly string[];
}

/**
 * The equipment rows with the nested names the spec's screens read, as a subquery `x` whose
 * row_to_json is the answer's object (compact JSON, no spaces). Timestamps are ISO text in UTC,
 * so ordering by the text orders by time.
 */
export function equipmentRows(where: SQL | undefined): SQL {
  return sql`(select e.id, e.serial_number, e.model,
      e.brand_id, (select row_to_json(bb) from (select b.id, b.name) bb) as brand,
      e.category_id, (select row_to_json(cc) from (select c.id, c.name) cc where c.id is not null) as category,
      e.warehouse_id, (select row_to_json(ww) from (select w.id, w.name) ww where w.id is not null) as warehouse,
      e.status, e.check_due,
      (select row_to_json(uu) from (select u.first_name, u.last_name) uu where u.id is not null) as created_by_user,
      ${isoText(sql`e.created_at`)} as created_at,
      ${isoText(sql`e.updated_at`)} as updated_at
    from ${equipment} e
    join ${brands} b on b.id = e.brand_id
    left join ${categories} c on c.id = e.category_id
    left join ${warehouses} w on w.id = e.warehouse_id
    left join ${users} u on u.id = e.created_by
    ${where ? sql`where ${where}` : sql``}) x`;
}

export function equipmentWhere(user: AuthUser, filter: ListFilter): SQL | undefined {
  const parts: SQL[] = [];
  const scope = scopeSql(user, sql`e.warehouse_id`);
  if (scope) parts.push(scope);
  if (filter.id) parts.push(sql`e.id = ${filter.id}::uuid`);
  if (filter.ids) parts.push(sql`e.id in (select jsonb_array_elements_text(${JSON.stringify(filter.ids)}::jsonb)::uuid)`);
  if (filter.warehouseId) parts.push(sql`e.warehouse_id = ${filter.warehouseId}::uuid`);
  if (filter.status) parts.push(sql`e.status = ${filter.status}`);
  if (filter.since) parts.push(sql`e.updated_at > ${filter.since}::timestamptz`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/**
 * The list as a JSON array text, newest first. PostgreSQL builds the text in one query (measured
 * on PGlite: row_to_json + string_agg is 2-3× faster than json_build_object + json_agg); Node
 * never holds the rows as objects.
 */
export async function listEquipmentJson(db: Db, user: AuthUser, filter: ListFilter = {}): Promise<string> {
  const [row] = await queryRows<{ body: string }>(
    db,
    sql`select '[' || coalesce(string_agg(row_to_json(x)::text, ',' order by x.created_at desc, x.id), '') || ']' as body
        from ${equipmentRows(equipmentWhere(user, filter))}`,
  );
  return row?.body ?? '[]';
}

/** Where a keyset walk of the slim list stands: the last row's `updated_at` (PostgreSQL's text) and id. */
export interface SlimCursor {
  updatedAt: string;
  id: string;
}

/**
 * The mirror's slim rows (`?fields=ids`): ids instead of nested names (the device resolves them
 * from its mirrored brands, categories, warehouses and users), timestamps as PostgreSQL's own JSON
 * text (ISO 8601 with offset; `to_char` would cost more than the rest of the row). Ordered by
 * (updated_at, id) so a paged first download walks the index and a row changed during the walk
 * comes again later in it. `limit` rows at most; the cursor of the last row comes along.
 */
export async function listEquipmentSlimJson(
  db: Db,
  user: AuthUser,
  filter: ListFilter & { after?: SlimCursor; limit?: number },
): Promise<{ body: string; count: number; last: SlimCursor | null }> {
  const parts: SQL[] = [];
  const where = equipmentWhere(user, filter);
  if (where) parts.push(where);
  if (filter.after) {
    const at = sql`${filter.after.updatedAt}::timestamptz`;
    parts.push(sql`e.updated_at >= ${at} and (e.updated_at > ${at} or e.id > ${filter.after.id}::uuid)`);
  }
  const [row] = await queryRows<{ body: string | null; n: number | string; last_at: string | null; last_id: string | null }>(
    db,
    sql`with page as (
          select e.id, e.serial_number, e.model, e.brand_id, e.category_id, e.warehouse_id, e.status, e.check_due, e.created_by, e.created_at, e.updated_at
          from ${equipment} e ${parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``}
          order by e.updated_at, e.id ${filter.limit ? sql`limit ${filter.limit}` : sql``})
        select string_agg(row_to_json(page)::text, ',' order by updated_at, id) as body, count(*) as n,
          (select p.updated_at::text from page p order by p.updated_at desc, p.id desc limit 1) as last_at,
          (select p.id::text from page p order by p.updated_at desc, p.id desc limit 1) as last_id
        from page`,
  );
  const count = Number(row?.n ?? 0);
  return { body: `[${row?.body ?? ''}]`, count, last: row?.last_at && row.last_id ? { updatedAt: row.last_at, id: row.last_id } : null };
}

/** How many rows a slim walk will pass (the first page tells the device, for its progress bar). */
export async function countEquipment(db: Db, user: AuthUser, filter: ListFilter): Promise<number> {
  const where = equipmentWhere(user, filter);
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${equipment} e ${where ? sql`where ${where}` : sql``}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A row's place in the list's order (newest first: `created_at desc, id`): the creation time as
 * PostgreSQL's text (cast back exactly) and in microseconds (compared in Node), and the id.
 */
export interface ListKey {
  at: string;
  us: bigint;
  id: string;
}

/** True when `a` comes after `b` in the list (older, or as old with a greater id). */
export function comesAfter(a: ListKey, b: ListKey): boolean {
  return a.us < b.us || (a.us === b.us && a.id > b.id);
}

const keyColumns = (alias: string) =>
  sql.raw(
    `${alias}.created_at::text as at, (extract(epoch from ${alias}.created_at) * 1000000)::bigint::text as us, ${alias}.id::text as id`,
  );
const toKey = (row: { at: string; us: string; id: string }): ListKey => ({ at: row.at, us: BigInt(row.us), id: row.id });
const afterKey = (k: ListKey) =>
  sql`e.created_at <= ${k.at}::timestamptz and (e.created_at < ${k.at}::timestamptz or e.id > ${k.id}::uuid)`;
const throughKey = (k: ListKey) =>
  sql`e.created_at >= ${k.at}::timestamptz and (e.created_at > ${k.at}::timestamptz or e.id <= ${k.id}::uuid)`;

/**
 * The list's rows after `after` and up to `through` (either open), newest first, as JSON text
 * pieces of `batchSize` rows (no brackets), each with its row count and last row's key. Each piece
 * is one keyset step down the creation-time index, built as JSON text in PostgreSQL: neither the
 * database (PGlite's WASM heap never shrinks) nor Node ever holds the whole answer as one value,
 * and no step re-reads the rows before it.
 */
export async function* listEquipmentRange(
  db: Db,
  user: AuthUser,
  filter: ListFilter,
  range: { after?: ListKey | null; through?: ListKey | null },
  batchSize = 5000,
): AsyncGenerator<{ body: string; rows: number; last: ListKey }> {
  const where = equipmentWhere(user, filter);
  let after = range.after ?? null;
  for (;;) {
    const conditions: SQL[] = [where, after ? afterKey(after) : undefined, range.through ? throughKey(range.through) : undefined].filter(
      (c): c is SQL => c !== undefined,
    );
    const rows: Array<{ body: string | null; at: string | null; us: string | null; id: string | null; n: number | string }> =
      await queryRows(
        db,
        sql`with page as (
            select e.id, e.created_at from ${equipment} e
            ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
            order by e.created_at desc, e.id limit ${batchSize}),
          last as (select ${keyColumns('page')} from page order by created_at, id desc limit 1)
          select (select string_agg(row_to_json(x)::text, ',' order by x.created_at desc, x.id)
                    from ${equipmentRows(sql`e.id in (select id from page)`)}) as body,
                 (select at from last) as at, (select us from last) as us, (select id from last) as id,
                 (select count(*) from page) as n`,
      );
    const row = rows[0];
    const n = Number(row?.n ?? 0);
    if (!row?.body || !row.at || !row.us || !row.id || n === 0) return;
    const last = toKey({ at: row.at, us: row.us, id: row.id });
    yield { body: row.body, rows: n, last };
    if (n < batchSize) return;
    after = last;
  }
}

/** The full list's JSON in pieces of `batchSize` rows, newest first (see `listEquipmentRange`). */
export async function* listEquipmentJsonPieces(db: Db, user: AuthUser, filter: ListFilter = {}, batchSize = 5000): AsyncGenerator<string> {
  for await (const piece of listEquipmentRange(db, user, filter, {}, batchSize)) yield piece.body;
}

/**
 * The keys of every row whose list entry may have changed since the given newest-change times of
 * the list's tables (microseconds since the epoch, as `equipmentListVersion` gives them): rows
 * written since, and rows naming a brand, category, depot or user written since. At most `limit`.
 */
export async function equipmentChangedKeys(db: Db, since: ListMaxima, limit: number): Promise<ListKey[]> {
  const at = (us: string | null) =>
    us === null ? sql`'-infinity'::timestamptz` : sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;
  const named = (table: typeof brands | typeof categories | typeof warehouses | typeof users, column: string, us: string | null) =>
    sql`select ${keyColumns('e')} from ${equipment} e
        where exists (select 1 from ${table} t where t.updated_at > ${at(us)})
          and e.${sql.raw(column)} in (select t.id from ${table} t where t.updated_at > ${at(us)})`;
  const rows = await queryRows<{ at: string; us: string; id: string }>(
    db,
    sql`(select ${keyColumns('e')} from ${equipment} e where e.updated_at > ${at(since.equipment)})
        union (${named(brands, 'brand_id', since.brands)})
        union (${named(categories, 'category_id', since.categories)})
        union (${named(warehouses, 'warehouse_id', since.warehouses)})
        union (${named(users, 'created_by', since.users)})
        limit ${limit}`,
  );
  return rows.map(toKey);
}

/** The newest change of each table the list reads, in microseconds since the epoch (null: none yet). */
export interface ListMaxima {
  equipment: string | null;
  /** The newest deletion of an item (`deleted_rows`). */
  deleted: string | null;
  brands: string | null;
  categories: string | null;
  warehouses: string | null;
  users: string | null;
}

export interface EquipmentListVersion {
  /** Equal versions mean equal answers. */
  version: string;
  /** Nothing changed for a few seconds: the version may be trusted for caching. */
  settled: boolean;
  maxima: ListMaxima;
}

/**
 * A cheap fingerprint of what the list would answer: the newest write and the newest deletion of
 * any item, and the newest change of every table whose names the rows carry: six index lookups,
 * the same for every reader and filter (an item leaving a reader's depot or filter is a write
 * too). Equal fingerprints mean equal answers, so the list can be answered 304 without building it.
 */
export async function equipmentListVersion(db: Db): Promise<EquipmentListVersion> {
  const us = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint::text`);
  const [row] = await queryRows<{
    e: string | null;
    d: string | null;
    b: string | null;
    c: string | null;
    w: string | null;
    u: string | null;
    age: number | string | null;
  }>(
    db,
    sql`select ${us('e_max')} as e, ${us('d_max')} as d, ${us('b_max')} as b, ${us('c_max')} as c, ${us('w_max')} as w, ${us('u_max')} as u,
          extract(epoch from now() - greatest(e_max, b_max, c_max, w_max, u_max)) as age
        from (select
          (select max(updated_at) from ${equipment}) as e_max,
          (select max(deleted_at) from ${deletedRows} where table_name = 'equipment') as d_max,
          (select max(updated_at) from ${brands}) as b_max,
          (select max(updated_at) from ${categories}) as c_max,
          (select max(updated_at) from ${warehouses}) as w_max,
          (select max(updated_at) from ${users}) as u_max) m`,
  );
  const maxima: ListMaxima = {
    equipment: row?.e ?? null,
    deleted: row?.d ?? null,
    brands: row?.b ?? null,
    categories: row?.c ?? null,
    warehouses: row?.w ?? null,
    users: row?.u ?? null,
  };
  // A write whose transaction began before the newest change but commits after it would leave
  // the newest times unchanged. Writes here last milliseconds, so a version is trusted (for ETags
  // and the server's cache) only once nothing has been written for a few seconds. (A deletion
  // changes the version at once and makes the kept list build whole.)
  const age = row?.age === null || row?.age === undefined ? Number.POSITIVE_INFINITY : Number(row.age);
  return { version: Object.values(maxima).join(':'), settled: age > VERSION_SETTLE_SECONDS, maxima };
}

const VERSION_SETTLE_SECONDS = 5;

export async function getEquipment(db: Db, user: AuthUser, id: string): Promise<EquipmentRow> {
  const [row] = await queryRows<{ item: string; value: string }>(
    db,
    sql`select row_to_json(x)::text as item, ${valueJson(sql`x.id`)} as value from ${equipmentRows(equipmentWhere(user, { id }))}`,
  );
  if (!row) throw notFound(NOT_FOUND.equipment);
  return { ...(JSON.parse(row.item) as EquipmentRow), value: JSON.parse(row.value) as EquipmentValue };
}
