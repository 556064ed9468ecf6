// Stocktake ('Sayım', docs/stocktake.md): a session per warehouse freezes what is expected on the
// shelf at its start; this file starts, lists and describes sessions. Reads and devices live in
// stocktake-reads.service.ts, the result and the close in stocktake-result.service.ts, settling in
// stocktake-settle.service.ts. Scope: a session belongs to its warehouse; outside the user's
// warehouses it is 404.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AWAY_STATUSES, SHELF_STATUSES, type StartStocktakeInput } from '@shared/schemas/stocktake';
import type { FrozenItem, StocktakeSession as SessionSummary, WarehouseCountOverview } from '@shared/stocktake';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import * as st from '@server/db/stocktake-schema';
import { dayStartSql, idsIn, isoText, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest, HttpError, notFound } from '@server/http/errors';
import { inScope, scopeSql } from '@server/http/guard';
import { checkStatesOf, SESSION_ALREADY_OPEN, SESSION_NOT_FOUND, sessionRow, WAREHOUSE_NOT_FOUND } from './stocktake-session';
import { recordCount } from '../documents/record-documents';
import { documentRefSql } from '../documents/document-sql';

// ——— start ———

export async function startStocktake(db: Db, user: AuthUser, input: StartStocktakeInput): Promise<string> {
  if (!inScope(user, input.warehouse_id)) throw notFound(WAREHOUSE_NOT_FOUND);
  const categoryIds = [...new Set(input.category_ids.map((c) => c.toLowerCase()))];
  return db.transaction(async (tx) => {
    // The warehouse row lock makes "one open session per warehouse" hold under concurrent starts.
    const [warehouse] = await tx.select().from(s.warehouses).where(eq(s.warehouses.id, input.warehouse_id)).for('update');
    if (!warehouse) throw notFound(WAREHOUSE_NOT_FOUND);
    const categories = categoryIds.length
      ? await tx.select({ id: s.categories.id, name: s.categories.name }).from(s.categories).where(inArray(s.categories.id, categoryIds))
      : [];
    if (categories.length !== categoryIds.length) throw badRequest('Kategori bulunamadı.');
    const [open] = await tx
      .select({ id: st.stocktakeSessions.id })
      .from(st.stocktakeSessions)
      .where(and(eq(st.stocktakeSessions.warehouse_id, warehouse.id), eq(st.stocktakeSessions.status, 'open')))
      .limit(1);
    if (open) throw new HttpError(409, SESSION_ALREADY_OPEN, { session_id: open.id });

    const [session] = await tx
      .insert(st.stocktakeSessions)
      .values({ warehouse_id: warehouse.id, warehouse_name: warehouse.name, categories, note: input.note || null, started_by: user.id })
      .returning();
    const sessionId = session!.id;
    const statuses = sql.join(
      [...SHELF_STATUSES, ...AWAY_STATUSES].map((st) => sql`${st}`),
      sql`, `,
    );
    const shelf = sql.join(
      SHELF_STATUSES.map((st) => sql`${st}`),
      sql`, `,
    );
    const categoryFilter = categoryIds.length ? sql`and ${idsIn(sql`e.category_id`, categoryIds)}` : sql``;
    // Frozen in one statement: what the books say at this moment, names copied.
    await tx.execute(sql`
      insert into ${st.stocktakeItems} (session_id, equipment_id, kind, serial_number, model, brand_name, category_name, status, holder)
      select ${sessionId}::uuid, e.id, case when e.status in (${shelf}) then 'expected' else 'away' end,
        e.serial_number, e.model, b.name, c.name, e.status,
        case
          when e.status = 'in_field' then (select wk.first_name || ' ' || wk.last_name from ${s.fieldEquipment} f
            join ${s.workers} wk on wk.id = f.worker_id where f.equipment_id = e.id and f.status = 'active' limit 1)
          when e.status = 'in_transfer' then (select tw.name from ${s.transfers} t
            join ${s.warehouses} tw on tw.id = t.to_warehouse_id where t.equipment_id = e.id and t.status = 'in_transit' limit 1)
        end
      from ${s.equipment} e
      join ${s.brands} b on b.id = e.brand_id
      left join ${s.categories} c on c.id = e.category_id
      where e.warehouse_id = ${warehouse.id}::uuid and e.status in (${statuses}) ${categoryFilter}`);
    await audit(tx, { userId: user.id, action: 'create', entity: 'stocktake_sessions', entityId: sessionId, after: session });
    await recordCount(tx, user.id, session!);
    return sessionId;
  });
}

// ——— reading sessions ———

export interface SessionFilter {
  warehouseId?: string;
  status?: string;
  /** Started on or after / before these days (YYYY-MM-DD, inclusive). */
  from?: string;
  to?: string;
}

const iso = isoText;

/** A read that counts: it arrived before the close, or someone took it into the result (alias `r`). */
export const COUNTED_READ = sql.raw(`(not r.late or r.decision = 'taken')`);

function sessionSelect(where: SQL): SQL {
  return sql`select ss.id, ss.warehouse_id, ss.warehouse_name, ss.categories, ss.note, ss.status, ss.counters,
      ${iso(sql`ss.started_at`)} as started_at, ${iso(sql`ss.closed_at`)} as closed_at,
      (select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) from ${s.users} u where u.id = ss.started_by) as started_by_user,
      (select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) from ${s.users} u where u.id = ss.closed_by) as closed_by_user,
      (select count(*)::int from ${st.stocktakeItems} i where i.session_id = ss.id and i.kind = 'expected') as expected_count,
      (select count(*)::int from ${st.stocktakeReads} r where r.session_id = ss.id and ${COUNTED_READ}) as read_count,
      (select count(*)::int from ${st.stocktakeReads} r where r.session_id = ss.id and r.late and r.decision is null) as late_pending,
      (select coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) order by u.first_name, u.last_name), '[]'::json)
         from ${s.users} u where u.id in (select distinct r.counted_by from ${st.stocktakeReads} r where r.session_id = ss.id)) as counters_users,
      ${documentRefSql('count', sql`ss.id`)} as document
    from ${st.stocktakeSessions} ss where ${where}`;
}

function scopeWhere(user: AuthUser): SQL | undefined {
  return scopeSql(user, sql`ss.warehouse_id`);
}

export async function listSessions(db: Db, user: AuthUser, filter: SessionFilter = {}): Promise<SessionSummary[]> {
  const parts: SQL[] = [sql`true`];
  const scope = scopeWhere(user);
  if (scope) parts.push(scope);
  if (filter.warehouseId) parts.push(sql`ss.warehouse_id = ${filter.warehouseId}::uuid`);
  if (filter.status) parts.push(sql`ss.status = ${filter.status}`);
  if (filter.from) parts.push(sql`ss.started_at >= ${dayStartSql(filter.from)}`);
  if (filter.to) parts.push(sql`ss.started_at < ${dayStartSql(filter.to, 1)}`);
  return queryRows<SessionSummary>(db, sql`${sessionSelect(sql.join(parts, sql` and `))} order by ss.started_at desc limit 500`);
}

export async function getSession(db: Db | Tx, user: AuthUser, id: string): Promise<SessionSummary> {
  const [row] = await queryRows<SessionSummary>(db, sessionSelect(sql`ss.id = ${id}::uuid`));
  if (!row || !inScope(user, row.warehouse_id)) throw notFound(SESSION_NOT_FOUND);
  return row;
}

/** The frozen set (or only its `away` part), in serial order. */
export function itemsOf(db: Db | Tx, sessionId: string, kind?: 'away'): Promise<FrozenItem[]> {
  const where = kind
    ? and(eq(st.stocktakeItems.session_id, sessionId), eq(st.stocktakeItems.kind, kind))
    : eq(st.stocktakeItems.session_id, sessionId);
  return db
    .select({
      equipment_id: st.stocktakeItems.equipment_id,
      kind: st.stocktakeItems.kind,
      serial_number: st.stocktakeItems.serial_number,
      model: st.stocktakeItems.model,
      brand_name: st.stocktakeItems.brand_name,
      category_name: st.stocktakeItems.category_name,
      status: st.stocktakeItems.status,
      holder: st.stocktakeItems.holder,
    })
    .from(st.stocktakeItems)
    .where(where)
    .orderBy(asc(st.stocktakeItems.serial_number)) as Promise<FrozenItem[]>;
}

/** The frozen set: what the tablet keeps to count offline. */
export async function frozenItems(db: Db | Tx, user: AuthUser, id: string): Promise<FrozenItem[]> {
  await sessionRow(db, user, id);
  const states = await checkStatesOf(db, id);
  return (await itemsOf(db, id)).map((item) => ({ ...item, check_state: states[item.equipment_id] ?? null }));
}

// ——— overview: last count per warehouse ———

export async function countOverview(db: Db, user: AuthUser): Promise<WarehouseCountOverview[]> {
  const where = whereSql([scopeSql(user, sql`w.id`)]);
  return queryRows<WarehouseCountOverview>(
    db,
    sql`select w.id as warehouse_id, w.name as warehouse_name,
        (select o.id from ${st.stocktakeSessions} o where o.warehouse_id = w.id and o.status = 'open' limit 1) as open_session_id,
        l.id as last_session_id, ${iso(sql`l.closed_at`)} as last_closed_at, l.counters as last_counters
      from ${s.warehouses} w
      left join lateral (select c.id, c.closed_at, c.counters from ${st.stocktakeSessions} c
        where c.warehouse_id = w.id and c.status = 'closed' order by c.closed_at desc limit 1) l on true
      ${where}
      order by w.name`,
  );
}
