// The result of a count (docs/stocktake.md): computed from the frozen set, the reads and the books;
// written once at the close; afterwards changed only by a person taking a read that arrived after
// the close into it (an item that was missing becomes found), never by later changes to the books.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  emptyCounters,
  SHELF_STATUSES,
  type LateDecisionInput,
  type SettleAction,
  type StocktakeCounters,
  type StocktakeOutcome,
} from '@shared/schemas/stocktake';
import type { ResultRow, ResultRowScope, Settlement, StocktakeResult } from '@shared/stocktake';
import { audit, auditStatusChange } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import * as st from '@server/db/stocktake-schema';
import { idsIn, isoText, personJson, queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { conflict } from '@server/http/errors';
import { notify } from '../notifications/events';
import { COUNTED_READ, getSession, itemsOf } from './stocktake.service';
import { checkStatesOf, SESSION_CLOSED, SESSION_NOT_CLOSED, sessionRow, type SessionRow } from './stocktake-session';
import { sealCount } from '../documents/record-documents';
import type { Notifier } from '../notifications/settings';

const iso = isoText;
export const LATE_ALREADY_DECIDED = 'Seçilen okumalar için zaten karar verilmiş.';

interface ResultScope {
  /** Which reads count (alias `r`); by default those before the close and those taken in. */
  counted?: SQL;
  /** Only these serials (a list or a subquery of serial numbers). */
  serials?: SQL;
}

/**
 * The result as one SELECT: every expected item (found or missing) and every other serial read,
 * sorted by the rule of `outcomeOfRead` (src/shared/schemas/stocktake.ts, which the tablet uses):
 * off the shelf before another warehouse, another warehouse before "not in the count". Closing
 * inserts these rows as they are; an open session answers with them.
 */
function resultSelect(session: SessionRow, scope: ResultScope = {}): SQL {
  const shelf = sql.join(
    SHELF_STATUSES.map((st) => sql`${st}`),
    sql`, `,
  );
  const counted = scope.counted ?? COUNTED_READ;
  const readSerials = scope.serials ? sql`and r.serial_number in (${scope.serials})` : sql``;
  const itemSerials = scope.serials ? sql`and i.serial_number in (${scope.serials})` : sql``;
  return sql`with reads as (
      select r.serial_number, count(*)::int as read_count, min(r.counted_at) as first_counted_at,
        (array_agg(u.first_name || ' ' || u.last_name order by r.counted_at, r.received_at))[1] as counted_by_name
      from ${st.stocktakeReads} r join ${s.users} u on u.id = r.counted_by
      where r.session_id = ${session.id}::uuid and ${counted} ${readSerials} group by r.serial_number
    ), expected as (
      select * from ${st.stocktakeItems} i where i.session_id = ${session.id}::uuid and i.kind = 'expected' ${itemSerials}
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

/** Counters of the written result rows (by outcome), the expected count and every read that counts. */
async function writtenCounters(db: Db | Tx, session: SessionRow): Promise<StocktakeCounters> {
  const byOutcome = await queryRows<{ outcome: StocktakeOutcome; n: number }>(
    db,
    sql`select outcome, count(*)::int as n from ${st.stocktakeResults} where session_id = ${session.id}::uuid group by outcome`,
  );
  const [totals] = await queryRows<{ expected: number; reads: number }>(
    db,
    sql`select (select count(*)::int from ${st.stocktakeItems} where session_id = ${session.id}::uuid and kind = 'expected') as expected,
        (select count(*)::int from ${st.stocktakeReads} r where r.session_id = ${session.id}::uuid and ${COUNTED_READ}) as reads`,
  );
  const counters = emptyCounters();
  for (const { outcome, n } of byOutcome) counters[outcome] = n;
  counters.expected = totals?.expected ?? 0;
  counters.reads = totals?.reads ?? 0;
  return counters;
}

/** The result as it stands now (an open session), computed from the frozen set, the reads and the books. */
async function computeResult(db: Db | Tx, session: SessionRow): Promise<{ rows: ResultRow[]; counters: StocktakeCounters }> {
  const rows = await queryRows<ResultRow & { first_counted_at_text?: string | null }>(
    db,
    sql`select ${RESULT_COLUMNS}, ${iso(sql`first_counted_at`)} as first_counted_at_text from (${resultSelect(session)}) x order by serial_number`,
  );
  const counters = emptyCounters();
  for (const row of rows) {
    row.first_counted_at = row.first_counted_at_text ?? null;
    delete row.first_counted_at_text;
    counters[row.outcome]++;
    if (row.outcome === 'found' || row.outcome === 'missing') counters.expected++;
    counters.reads += row.read_count;
  }
  return { rows, counters };
}

async function settlementsOf(db: Db | Tx, sessionId: string): Promise<Settlement[]> {
  const rows = await db
    .select({
      id: st.stocktakeSettlements.id,
      serial_number: st.stocktakeSettlements.serial_number,
      action: st.stocktakeSettlements.action,
      note: st.stocktakeSettlements.note,
      transfer_id: st.stocktakeSettlements.transfer_id,
      fault_id: st.stocktakeSettlements.fault_id,
      created_at: st.stocktakeSettlements.created_at,
      created_by_user: { id: s.users.id, first_name: s.users.first_name, last_name: s.users.last_name },
    })
    .from(st.stocktakeSettlements)
    .innerJoin(s.users, eq(s.users.id, st.stocktakeSettlements.created_by))
    .where(eq(st.stocktakeSettlements.session_id, sessionId))
    .orderBy(asc(st.stocktakeSettlements.created_at));
  return rows.map((r) => ({ ...r, action: r.action as SettleAction, created_at: r.created_at.toISOString() }));
}

/**
 * Reads that arrived after the close, as JSON text, each with the outcome of its serial: the row
 * it joined (taken), or the row it would make — an expected item becomes found, another serial is
 * placed by the books of the moment.
 */
async function lateReadsJson(db: Db | Tx, session: SessionRow): Promise<string> {
  const notTaken = sql`r.late and r.decision is distinct from 'taken'`;
  const preview = resultSelect(session, {
    counted: notTaken,
    serials: sql`select r.serial_number from ${st.stocktakeReads} r where r.session_id = ${session.id}::uuid and ${notTaken}`,
  });
  const [row] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(row_to_json(x)::text, ',' order by x.counted_at, x.id), '') || ']' as body from (
      select r.id, r.serial_number, r.source, ${iso(sql`r.counted_at`)} as counted_at, ${iso(sql`r.received_at`)} as received_at,
        ${sql.raw(personJson('u'))} as counted_by_user, r.decision, ${iso(sql`r.decided_at`)} as decided_at, ${sql.raw(personJson('du'))} as decided_by_user,
        coalesce(case when res.outcome <> 'missing' then res.outcome end, p.outcome, res.outcome) as outcome,
        coalesce(res.model, p.model) as model, coalesce(res.brand_name, p.brand_name) as brand_name,
        coalesce(res.warehouse_name, p.warehouse_name) as warehouse_name, coalesce(res.status, p.status) as status, coalesce(res.holder, p.holder) as holder
      from ${st.stocktakeReads} r
      join ${s.users} u on u.id = r.counted_by
      left join ${s.users} du on du.id = r.decided_by
      left join ${st.stocktakeResults} res on res.session_id = r.session_id and res.serial_number = r.serial_number
      left join (${preview}) p on p.serial_number = r.serial_number
      where r.session_id = ${session.id}::uuid and r.late) x`,
  );
  return row?.body ?? '[]';
}

/** A live row as the answer sends it: the fields of `ResultRow`, named, nothing else. */
const resultRow = (r: ResultRow): ResultRow => ({
  serial_number: r.serial_number,
  outcome: r.outcome,
  equipment_id: r.equipment_id,
  model: r.model,
  brand_name: r.brand_name,
  category_name: r.category_name,
  status: r.status,
  warehouse_id: r.warehouse_id,
  warehouse_name: r.warehouse_name,
  holder: r.holder,
  read_count: r.read_count,
  first_counted_at: r.first_counted_at,
  counted_by_name: r.counted_by_name,
  check_state: r.check_state,
});

/**
 * A closed session answers with the rows written at close; an open one with the result as it
 * stands. Built as JSON text: the closed rows are turned into JSON by the database (Node never maps
 * 20,000 rows into objects).
 */
export async function getResultJson(db: Db, user: AuthUser, id: string, scope: ResultRowScope = 'all'): Promise<string> {
  const row = await sessionRow(db, user, id);
  const session = await getSession(db, user, id);
  const away = await itemsOf(db, id, 'away');
  const checkStates = await checkStatesOf(db, id);
  if (row.status === 'open') {
    const live = await computeResult(db, row);
    const rows = live.rows
      .filter((r) => scope === 'all' || r.outcome !== 'found')
      .map((r) => resultRow({ ...r, check_state: (r.equipment_id && checkStates[r.equipment_id]) || null }));
    return JSON.stringify({ session, counters: live.counters, rows, away, settlements: [], late_reads: [] } satisfies StocktakeResult);
  }
  const [rows] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(json_build_object('serial_number', serial_number, 'outcome', outcome, 'equipment_id', equipment_id,
          'model', model, 'brand_name', brand_name, 'category_name', category_name, 'status', status, 'warehouse_id', warehouse_id,
          'warehouse_name', warehouse_name, 'holder', holder, 'read_count', read_count, 'first_counted_at', ${iso(sql`first_counted_at`)},
          'counted_by_name', counted_by_name, 'check_state', ${JSON.stringify(checkStates)}::jsonb ->> equipment_id::text)::text,
          ',' order by serial_number), '') || ']' as body
      from ${st.stocktakeResults} where session_id = ${id}::uuid ${scope === 'all' ? sql`` : sql`and outcome <> 'found'`}`,
  );
  const counters = { ...emptyCounters(), ...(row.counters ?? {}) };
  const settlements = await settlementsOf(db, id);
  const late = await lateReadsJson(db, row);
  return `{"session":${JSON.stringify(session)},"counters":${JSON.stringify(counters)},"rows":${rows?.body ?? '[]'},"away":${JSON.stringify(away)},"settlements":${JSON.stringify(settlements)},"late_reads":${late}}`;
}

/** The same answer as the app reads it (bench). */
export async function getResult(db: Db, user: AuthUser, id: string, scope: ResultRowScope = 'all'): Promise<StocktakeResult> {
  return JSON.parse(await getResultJson(db, user, id, scope)) as StocktakeResult;
}

// ——— close ———

export async function closeSession(n: Notifier, db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const session = await sessionRow(tx, user, id, 'update');
    if (session.status !== 'open') throw conflict(SESSION_CLOSED);
    await tx.execute(sql`insert into ${st.stocktakeResults} (session_id, ${RESULT_COLUMNS})
      select ${id}::uuid, ${RESULT_COLUMNS} from (${resultSelect(session)}) x`);
    const counters = await writtenCounters(tx, session);
    const now = new Date();
    const after = { status: 'closed', closed_by: user.id, closed_at: now, counters, updated_at: now };
    await tx.update(st.stocktakeSessions).set(after).where(eq(st.stocktakeSessions.id, id));
    await auditStatusChange(tx, user.id, 'close', { entity: 'stocktake_sessions', id, status: session.status }, after);
    await sealCount(tx, id);
    await notify(n, tx, { kind: 'stocktake_closed', sessionId: id, by: user.id });
  });
}

// ——— reads that arrived after the close ———

/**
 * A person's decision on reads that arrived after the close. Taken: each serial's row counts the
 * read (a missing item becomes found; a serial with no row gets one, placed by the books now);
 * left out: the read stays on record and counts for nothing. Each read is decided once.
 */
export async function decideLateReads(db: Db, user: AuthUser, id: string, input: LateDecisionInput): Promise<{ decided: number }> {
  return db.transaction(async (tx) => {
    const session = await sessionRow(tx, user, id, 'update');
    if (session.status !== 'closed') throw conflict(SESSION_NOT_CLOSED);
    const ids = [...new Set(input.read_ids.map((r) => r.toLowerCase()))];
    const decided = await queryRows<{ id: string; serial_number: string }>(
      tx,
      sql`update ${st.stocktakeReads} set decision = ${input.decision}, decided_at = now(), decided_by = ${user.id}::uuid
        where session_id = ${id}::uuid and late and decision is null and ${idsIn(sql`id`, ids)} returning id, serial_number`,
    );
    if (decided.length === 0) throw conflict(LATE_ALREADY_DECIDED);
    const serials = [...new Set(decided.map((d) => d.serial_number))];
    if (input.decision === 'taken') {
      const rows = resultSelect(session, {
        serials: sql.join(
          serials.map((x) => sql`${x}`),
          sql`, `,
        ),
      });
      // Rows written at the close keep what they said of the books; only their reads change.
      await tx.execute(sql`update ${st.stocktakeResults} res set
          outcome = case when res.outcome = 'missing' then x.outcome else res.outcome end,
          read_count = x.read_count, first_counted_at = x.first_counted_at, counted_by_name = x.counted_by_name
        from (${rows}) x where res.session_id = ${id}::uuid and res.serial_number = x.serial_number`);
      await tx.execute(sql`insert into ${st.stocktakeResults} (session_id, ${RESULT_COLUMNS})
        select ${id}::uuid, ${RESULT_COLUMNS} from (${rows}) x on conflict (session_id, serial_number) do nothing`);
      const counters = await writtenCounters(tx, session);
      await tx.update(st.stocktakeSessions).set({ counters, updated_at: new Date() }).where(eq(st.stocktakeSessions.id, id));
      // The count's document is sealed again as its next revision: the earlier one (a paper printed
      // at the close) stays verifiable as superseded, and the records match the latest (issue 42).
      await sealCount(tx, id);
    }
    await audit(tx, {
      userId: user.id,
      action: input.decision === 'taken' ? 'take_late_reads' : 'leave_out_late_reads',
      entity: 'stocktake_sessions',
      entityId: id,
      after: { read_ids: decided.map((d) => d.id), serial_numbers: serials },
    });
    return { decided: decided.length };
  });
}
