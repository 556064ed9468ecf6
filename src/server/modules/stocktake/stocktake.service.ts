// Stocktake ('Sayım', docs/stocktake.md): a session per warehouse freezes what is expected on the
// shelf, counters add reads (through the outbox, so a read may arrive late and more than once),
// closing writes the result once, and settling acts on the differences through the transfer and
// fault rules. Scope: a session belongs to its warehouse; outside the user's warehouses it is 404.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AWAY_STATUSES,
  emptyCounters,
  SHELF_STATUSES,
  type SettleAction,
  type SettleInput,
  type StartStocktakeInput,
  type StocktakeCounters,
  type StocktakeOutcome,
  type StocktakeReadInput,
} from '@shared/schemas/stocktake';
import type { FrozenItem, ResultRow, SettleAnswer, Settlement, StocktakeRead, StocktakeResult, StocktakeSession as SessionSummary, WarehouseCountOverview } from '@shared/stocktake';
import { moveMessages } from '@shared/equipment-moves';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import { dayStartSql, idsIn, isoText, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, HttpError, notFound } from '@server/http/errors';
import { inScope, scopeSql } from '@server/http/guard';
import { NOT_FOUND } from '@shared/not-found';
import { lockEquipmentRow } from '../equipment/equipment-move';
import { openFaultReport } from '../repairs/broken-equipment.service';
import { insertTransfer } from '../transfers/transfers.service';
import { notify } from '../notifications/events';

export const SESSION_NOT_FOUND = 'Sayım bulunamadı.';
export const WAREHOUSE_NOT_FOUND = NOT_FOUND.warehouse;
export const SESSION_CLOSED = 'Bu sayım kapatılmış; sonucu değiştirilemez.';
export const SESSION_ALREADY_OPEN = 'Bu depoda devam eden bir sayım var. Önce onu kapatın.';
export const SETTLE_ONLY_CLOSED = 'Farklar sayım kapatıldıktan sonra giderilebilir.';

type SessionRow = typeof s.stocktakeSessions.$inferSelect;
const CHUNK = 1000;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function sessionRow(db: Db | Tx, user: AuthUser, id: string, lock?: 'update' | 'share'): Promise<SessionRow> {
  const query = db.select().from(s.stocktakeSessions).where(eq(s.stocktakeSessions.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || !inScope(user, row.warehouse_id)) throw notFound(SESSION_NOT_FOUND);
  return row;
}

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
      .select({ id: s.stocktakeSessions.id })
      .from(s.stocktakeSessions)
      .where(and(eq(s.stocktakeSessions.warehouse_id, warehouse.id), eq(s.stocktakeSessions.status, 'open')))
      .limit(1);
    if (open) throw new HttpError(409, SESSION_ALREADY_OPEN, { session_id: open.id });

    const [session] = await tx
      .insert(s.stocktakeSessions)
      .values({ warehouse_id: warehouse.id, warehouse_name: warehouse.name, categories, note: input.note || null, started_by: user.id })
      .returning();
    const sessionId = session!.id;
    const statuses = sql.join([...SHELF_STATUSES, ...AWAY_STATUSES].map((st) => sql`${st}`), sql`, `);
    const shelf = sql.join(SHELF_STATUSES.map((st) => sql`${st}`), sql`, `);
    const categoryFilter = categoryIds.length ? sql`and ${idsIn(sql`e.category_id`, categoryIds)}` : sql``;
    // Frozen in one statement: what the books say at this moment, names copied.
    await tx.execute(sql`
      insert into ${s.stocktakeItems} (session_id, equipment_id, kind, serial_number, model, brand_name, category_name, status, holder)
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

function sessionSelect(where: SQL): SQL {
  return sql`select ss.id, ss.warehouse_id, ss.warehouse_name, ss.categories, ss.note, ss.status, ss.counters,
      ${iso(sql`ss.started_at`)} as started_at, ${iso(sql`ss.closed_at`)} as closed_at,
      (select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) from ${s.users} u where u.id = ss.started_by) as started_by_user,
      (select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) from ${s.users} u where u.id = ss.closed_by) as closed_by_user,
      (select count(*)::int from ${s.stocktakeItems} i where i.session_id = ss.id and i.kind = 'expected') as expected_count,
      (select count(*)::int from ${s.stocktakeReads} r where r.session_id = ss.id) as read_count,
      (select coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) order by u.first_name, u.last_name), '[]'::json)
         from ${s.users} u where u.id in (select distinct r.counted_by from ${s.stocktakeReads} r where r.session_id = ss.id)) as counters_users
    from ${s.stocktakeSessions} ss where ${where}`;
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
function itemsOf(db: Db | Tx, sessionId: string, kind?: 'away'): Promise<FrozenItem[]> {
  const where = kind ? and(eq(s.stocktakeItems.session_id, sessionId), eq(s.stocktakeItems.kind, kind)) : eq(s.stocktakeItems.session_id, sessionId);
  return db
    .select({
      equipment_id: s.stocktakeItems.equipment_id,
      kind: s.stocktakeItems.kind,
      serial_number: s.stocktakeItems.serial_number,
      model: s.stocktakeItems.model,
      brand_name: s.stocktakeItems.brand_name,
      category_name: s.stocktakeItems.category_name,
      status: s.stocktakeItems.status,
      holder: s.stocktakeItems.holder,
    })
    .from(s.stocktakeItems)
    .where(where)
    .orderBy(asc(s.stocktakeItems.serial_number)) as Promise<FrozenItem[]>;
}

/** The frozen set: what the tablet keeps to count offline. */
export async function frozenItems(db: Db | Tx, user: AuthUser, id: string): Promise<FrozenItem[]> {
  await sessionRow(db, user, id);
  return itemsOf(db, id);
}

export type ReadRow = StocktakeRead<Date>;

const readColumns = {
  id: s.stocktakeReads.id,
  client_id: s.stocktakeReads.client_id,
  serial_number: s.stocktakeReads.serial_number,
  source: s.stocktakeReads.source,
  counted_at: s.stocktakeReads.counted_at,
  received_at: s.stocktakeReads.received_at,
  counted_by_user: { id: s.users.id, first_name: s.users.first_name, last_name: s.users.last_name },
};

export async function listReads(db: Db, user: AuthUser, id: string): Promise<ReadRow[]> {
  await sessionRow(db, user, id);
  return db
    .select(readColumns)
    .from(s.stocktakeReads)
    .innerJoin(s.users, eq(s.users.id, s.stocktakeReads.counted_by))
    .where(eq(s.stocktakeReads.session_id, id))
    .orderBy(desc(s.stocktakeReads.counted_at), desc(s.stocktakeReads.received_at));
}

// ——— reads ———

/**
 * One read. The read's own id (made on the device) is unique per session, so a replay — even one
 * sent with a new Idempotency-Key after a retry — answers with the read already stored (200).
 */
export async function addRead(db: Db, user: AuthUser, id: string, input: StocktakeReadInput): Promise<{ read: ReadRow; created: boolean }> {
  return db.transaction(async (tx) => {
    // Shared lock: counters read side by side; a close (update lock) waits for reads in flight.
    const session = await sessionRow(tx, user, id, 'share');
    const clientId = input.id.toLowerCase();
    const existing = async () => {
      const [row] = await tx
        .select(readColumns)
        .from(s.stocktakeReads)
        .innerJoin(s.users, eq(s.users.id, s.stocktakeReads.counted_by))
        .where(and(eq(s.stocktakeReads.session_id, id), eq(s.stocktakeReads.client_id, clientId)));
      return row;
    };
    const already = await existing();
    if (already) return { read: already, created: false };
    if (session.status !== 'open') throw conflict(SESSION_CLOSED);
    const countedAt = input.counted_at ? new Date(input.counted_at) : new Date();
    // A device clock far ahead is not believed: the read cannot be later than its arrival.
    const now = new Date();
    await tx.insert(s.stocktakeReads).values({
      session_id: id,
      client_id: clientId,
      serial_number: input.serial_number,
      source: input.source,
      counted_by: user.id,
      counted_at: countedAt > now ? now : countedAt,
    });
    return { read: (await existing())!, created: true };
  });
}

// ——— result ———



/**
 * The result as one SELECT: every expected item (found or missing) and every other serial read,
 * sorted by the rule of `outcomeOfRead` (src/shared/schemas/stocktake.ts, which the tablet uses):
 * off the shelf before another warehouse, another warehouse before "not in the count". Closing
 * inserts these rows as they are; an open session answers with them.
 */
function resultSelect(session: SessionRow): SQL {
  const shelf = sql.join(SHELF_STATUSES.map((st) => sql`${st}`), sql`, `);
  return sql`with reads as (
      select r.serial_number, count(*)::int as read_count, min(r.counted_at) as first_counted_at,
        (array_agg(u.first_name || ' ' || u.last_name order by r.counted_at, r.received_at))[1] as counted_by_name
      from ${s.stocktakeReads} r join ${s.users} u on u.id = r.counted_by
      where r.session_id = ${session.id}::uuid group by r.serial_number
    ), expected as (
      select * from ${s.stocktakeItems} i where i.session_id = ${session.id}::uuid and i.kind = 'expected'
    )
    select e.serial_number, case when rd.serial_number is null then 'missing' else 'found' end as outcome,
      e.equipment_id, e.model, e.brand_name, e.category_name, e.status,
      ${session.warehouse_id}::uuid as warehouse_id, ${session.warehouse_name}::text as warehouse_name, null::text as holder,
      coalesce(rd.read_count, 0) as read_count, rd.first_counted_at, rd.counted_by_name
    from expected e left join reads rd on rd.serial_number = e.serial_number
    union all
    select rd.serial_number,
      case when q.id is null then 'unknown'
        when q.status not in (${shelf}) then 'not_on_shelf'
        when q.warehouse_id is distinct from ${session.warehouse_id}::uuid then 'elsewhere'
        else 'out_of_scope' end as outcome,
      q.id, q.model, b.name, c.name, q.status, q.warehouse_id, w.name,
      case
        when q.status = 'in_field' then (select wk.first_name || ' ' || wk.last_name from ${s.fieldEquipment} f
          join ${s.workers} wk on wk.id = f.worker_id where f.equipment_id = q.id and f.status = 'active' limit 1)
        when q.status = 'in_transfer' then (select tw.name from ${s.transfers} t
          join ${s.warehouses} tw on tw.id = t.to_warehouse_id where t.equipment_id = q.id and t.status = 'in_transit' limit 1)
      end,
      rd.read_count, rd.first_counted_at, rd.counted_by_name
    from reads rd
    left join ${s.equipment} q on q.serial_number = rd.serial_number
    left join ${s.brands} b on b.id = q.brand_id
    left join ${s.categories} c on c.id = q.category_id
    left join ${s.warehouses} w on w.id = q.warehouse_id
    where not exists (select 1 from expected e where e.serial_number = rd.serial_number)`;
}

const RESULT_COLUMNS = sql.raw(
  'serial_number, outcome, equipment_id, model, brand_name, category_name, status, warehouse_id, warehouse_name, holder, read_count, first_counted_at, counted_by_name',
);

/** Counters of result rows (by outcome), the expected count and every read. */
async function countersOf(db: Db | Tx, session: SessionRow, rowsSql: SQL): Promise<StocktakeCounters> {
  const byOutcome = await queryRows<{ outcome: StocktakeOutcome; n: number }>(db, sql`select outcome, count(*)::int as n from (${rowsSql}) x group by outcome`);
  const [totals] = await queryRows<{ expected: number; reads: number }>(
    db,
    sql`select (select count(*)::int from ${s.stocktakeItems} where session_id = ${session.id}::uuid and kind = 'expected') as expected,
        (select count(*)::int from ${s.stocktakeReads} where session_id = ${session.id}::uuid) as reads`,
  );
  const counters = emptyCounters();
  for (const { outcome, n } of byOutcome) counters[outcome] = n;
  counters.expected = totals?.expected ?? 0;
  counters.reads = totals?.reads ?? 0;
  return counters;
}

/** The result as it stands now (an open session), computed from the frozen set, the reads and the books. */
async function computeResult(db: Db | Tx, session: SessionRow): Promise<{ rows: ResultRow[]; counters: StocktakeCounters }> {
  const rows = await queryRows<ResultRow>(
    db,
    sql`select ${RESULT_COLUMNS}, ${iso(sql`first_counted_at`)} as first_counted_at_text from (${resultSelect(session)}) x order by serial_number`,
  );
  const counters = emptyCounters();
  counters.expected = 0;
  for (const row of rows) {
    row.first_counted_at = (row as ResultRow & { first_counted_at_text: string | null }).first_counted_at_text;
    delete (row as Partial<ResultRow & { first_counted_at_text: string | null }>).first_counted_at_text;
    counters[row.outcome]++;
    if (row.outcome === 'found' || row.outcome === 'missing') counters.expected++;
    counters.reads += row.read_count;
  }
  return { rows, counters };
}

async function settlementsOf(db: Db | Tx, sessionId: string): Promise<Settlement[]> {
  const rows = await db
    .select({
      id: s.stocktakeSettlements.id,
      serial_number: s.stocktakeSettlements.serial_number,
      action: s.stocktakeSettlements.action,
      note: s.stocktakeSettlements.note,
      transfer_id: s.stocktakeSettlements.transfer_id,
      fault_id: s.stocktakeSettlements.fault_id,
      created_at: s.stocktakeSettlements.created_at,
      created_by_user: { id: s.users.id, first_name: s.users.first_name, last_name: s.users.last_name },
    })
    .from(s.stocktakeSettlements)
    .innerJoin(s.users, eq(s.users.id, s.stocktakeSettlements.created_by))
    .where(eq(s.stocktakeSettlements.session_id, sessionId))
    .orderBy(asc(s.stocktakeSettlements.created_at));
  return rows.map((r) => ({ ...r, action: r.action as SettleAction, created_at: r.created_at.toISOString() }));
}

/**
 * A closed session answers with the rows written at close; an open one with the result as it
 * stands. Built as JSON text: the closed rows are turned into JSON by the database (Node never maps
 * 20,000 rows into objects).
 */
export async function getResultJson(db: Db, user: AuthUser, id: string): Promise<string> {
  const row = await sessionRow(db, user, id);
  const session = await getSession(db, user, id);
  const away = await itemsOf(db, id, 'away');
  if (row.status === 'open') {
    const live = await computeResult(db, row);
    return JSON.stringify({ session, counters: live.counters, rows: live.rows, away, settlements: [] });
  }
  const [rows] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(row_to_json(x)::text, ',' order by x.serial_number), '') || ']' as body
      from (select serial_number, outcome, equipment_id, model, brand_name, category_name, status, warehouse_id, warehouse_name, holder,
          read_count, ${iso(sql`first_counted_at`)} as first_counted_at, counted_by_name
        from ${s.stocktakeResults} where session_id = ${id}::uuid) x`,
  );
  const counters = { ...emptyCounters(), ...(row.counters ?? {}) };
  const settlements = await settlementsOf(db, id);
  return `{"session":${JSON.stringify(session)},"counters":${JSON.stringify(counters)},"rows":${rows?.body ?? '[]'},"away":${JSON.stringify(away)},"settlements":${JSON.stringify(settlements)}}`;
}

/** The same answer as an object (tests, bench). */
export async function getResult(db: Db, user: AuthUser, id: string): Promise<StocktakeResult> {
  return JSON.parse(await getResultJson(db, user, id)) as StocktakeResult;
}

// ——— close ———

export async function closeSession(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const session = await sessionRow(tx, user, id, 'update');
    if (session.status !== 'open') throw conflict(SESSION_CLOSED);
    await tx.execute(sql`insert into ${s.stocktakeResults} (session_id, ${RESULT_COLUMNS})
      select ${id}::uuid, ${RESULT_COLUMNS} from (${resultSelect(session)}) x`);
    const counters = await countersOf(tx, session, sql`select outcome from ${s.stocktakeResults} where session_id = ${id}::uuid`);
    const now = new Date();
    const after = { status: 'closed', closed_by: user.id, closed_at: now, counters, updated_at: now };
    await tx.update(s.stocktakeSessions).set(after).where(eq(s.stocktakeSessions.id, id));
    await audit(tx, { userId: user.id, action: 'close', entity: 'stocktake_sessions', entityId: id, before: { status: session.status }, after });
    await notify(tx, { kind: 'stocktake_closed', sessionId: id, by: user.id });
  });
}

// ——— settle ———


const TRANSFER_OUTCOMES: readonly StocktakeOutcome[] = ['elsewhere'];
const FAULT_OUTCOMES: readonly StocktakeOutcome[] = ['found', 'elsewhere', 'out_of_scope', 'not_on_shelf'];

/**
 * One action for each chosen row, each in its own transaction (one refusal does not undo the
 * others). The transfer and the fault report go through their modules' own rules and audit rows.
 */
export async function settle(db: Db, user: AuthUser, id: string, input: SettleInput): Promise<SettleAnswer> {
  const session = await sessionRow(db, user, id);
  if (session.status !== 'closed') throw conflict(SETTLE_ONLY_CLOSED);
  const serials = [...new Set(input.serial_numbers)];
  const results = new Map<string, ResultRow>();
  for (const part of chunks(serials)) {
    const rows = await db
      .select()
      .from(s.stocktakeResults)
      .where(and(eq(s.stocktakeResults.session_id, id), inArray(s.stocktakeResults.serial_number, part)));
    for (const r of rows) results.set(r.serial_number, r as unknown as ResultRow);
  }
  const report: SettleAnswer = { done: [], failed: [] };
  for (const serial of serials) {
    try {
      const done = await db.transaction((tx) => settleOne(tx, user, session, results.get(serial), serial, input));
      report.done.push({ serial_number: serial, ...done });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      report.failed.push({ serial_number: serial, error: error.message });
    }
  }
  return report;
}

async function settleOne(
  tx: Tx,
  user: AuthUser,
  session: SessionRow,
  row: ResultRow | undefined,
  serial: string,
  input: SettleInput,
): Promise<{ transfer_id: string | null; fault_id: string | null }> {
  if (!row) throw conflict(`${serial}: bu sayımın sonucunda böyle bir satır yok.`);
  let transferId: string | null = null;
  let faultId: string | null = null;
  if (input.action === 'transfer' || input.action === 'fault') {
    const allowed = input.action === 'transfer' ? TRANSFER_OUTCOMES : FAULT_OUTCOMES;
    if (!allowed.includes(row.outcome) || !row.equipment_id) {
      throw conflict(
        input.action === 'transfer'
          ? `${serial}: yalnızca başka depoda kayıtlı ekipman bu depoya transfer edilebilir.`
          : `${serial}: arıza yalnızca sayımda bulunan ekipman için bildirilebilir.`,
      );
    }
    const item = await lockEquipmentRow(tx, row.equipment_id);
    if (!item) throw conflict(moveMessages.noLongerExists(serial));
    // 409, not 403: a refusal here must not end the counter's session in the client.
    if (!inScope(user, item.warehouse_id)) throw conflict(`${serial}: ekipmanın kayıtlı olduğu depoda işlem yetkiniz yok.`);
    if (input.action === 'transfer') {
      if (!item.warehouse_id) throw conflict(moveMessages.noWarehouse(serial));
      if (item.warehouse_id === session.warehouse_id) throw conflict(moveMessages.alreadyHere(serial));
      transferId = await insertTransfer(tx, user, {
        equipment_id: item.id,
        from_warehouse_id: item.warehouse_id,
        to_warehouse_id: session.warehouse_id,
        assigned_to: user.id,
      });
    } else {
      faultId = await openFaultReport(tx, user.id, item, input.note ?? '');
    }
  }
  const [settlement] = await tx
    .insert(s.stocktakeSettlements)
    .values({ session_id: session.id, serial_number: serial, action: input.action, note: input.note || null, transfer_id: transferId, fault_id: faultId, created_by: user.id })
    .returning();
  await audit(tx, { userId: user.id, action: 'settle', entity: 'stocktake_sessions', entityId: session.id, after: settlement });
  return { transfer_id: transferId, fault_id: faultId };
}

// ——— overview: last count per warehouse ———


export async function countOverview(db: Db, user: AuthUser): Promise<WarehouseCountOverview[]> {
  const where = whereSql([scopeSql(user, sql`w.id`)]);
  return queryRows<WarehouseCountOverview>(
    db,
    sql`select w.id as warehouse_id, w.name as warehouse_name,
        (select o.id from ${s.stocktakeSessions} o where o.warehouse_id = w.id and o.status = 'open' limit 1) as open_session_id,
        l.id as last_session_id, ${iso(sql`l.closed_at`)} as last_closed_at, l.counters as last_counters
      from ${s.warehouses} w
      left join lateral (select c.id, c.closed_at, c.counters from ${s.stocktakeSessions} c
        where c.warehouse_id = w.id and c.status = 'closed' order by c.closed_at desc limit 1) l on true
      ${where}
      order by w.name`,
  );
}
