// `npm run bench:stock`: the figures of issue 44 (docs/stock.md) on 5,000 stock items in 12
// warehouses with 2,000,000 movements over two years, on PGlite and on PostgreSQL, the services
// called directly: the 'Stok' list's first page (25 rows in Turkish order, counts beside) and a
// searched page, a warehouse's whole stock list (every level of its 5,000 items), a worker's PPE card,
// an issue of 5 lines (median and p95 of 30), and 50 issues of one unit sent at once for the last
// 10 units of an item. Figures only, nothing asserted; the load average is printed beside them.
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL server; a temporary database is
// created and dropped), BENCH_SKIP=postgres to leave PostgreSQL out.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { signatureDataUrl } from '@server/cli/signature-png';
import { openDatabase, type Database } from '@server/db/client';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { Notifier } from '@server/modules/notifications/settings';
import { warehouseLevels } from '@server/modules/stock/stock-items.service';
import { warehouseLevelsPage } from '@server/modules/stock/stock-levels-page';
import { searchWords } from '@server/http/page-params';
import { STOCK_PAGE_SIZE } from '@shared/stock-list';
import { issueStock } from '@server/modules/stock/stock-moves.service';
import { ppeCard } from '@server/modules/stock/stock-reads.service';
import { BENCH_ADMIN, fmt, median, table, withPostgres } from './lib';

const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const MOVEMENTS = Number(process.env.BENCH_STOCK_MOVEMENTS ?? 2_000_000);
const log = (line: string) => console.error(`[bench:stock] ${line}`);
const load = () => os.loadavg()[0]!.toFixed(2);

/**
 * 12 warehouses, 5,000 items (one in five PPE), 2,000 workers, and the ledger: movement g is a
 * receipt of 6 (one in four) or an issue of 1–2 to a worker, of item g % 5,000 in warehouse g % 12,
 * spread over two years. Written with the ledger's trigger off (the bench's data, not a user's: the
 * levels are then set to the ledger's sums in one statement) and sealed again.
 */
async function seed(db: Database['db']): Promise<void> {
  await seedPermissions(db);
  await ensureAdmin(db, BENCH_ADMIN);
  await db.execute(
    sql`insert into warehouses (name, location) select 'Depo ' || lpad(g::text, 2, '0'), 'Şehir ' || g from generate_series(1, 12) g`,
  );
  await db.execute(sql`insert into departments (name) values ('Saha')`);
  await db.execute(sql`insert into workers (first_name, last_name, tc_no, phone, department_id)
    select 'İşçi', 'No ' || g, (10000000000 + g)::text, (5300000000 + g)::text, (select id from departments limit 1) from generate_series(1, 2000) g`);
  await db.execute(sql`insert into stock_items (name, kind, unit, replacement_months)
    select 'Kalem ' || lpad(g::text, 4, '0'), case when g % 5 = 0 then 'ppe' else 'consumable' end, 'adet', case when g % 5 = 0 then 12 end
    from generate_series(0, 4999) g`);
  await db.execute(sql`alter table stock_movements disable trigger stock_movement_apply_on_insert`);
  await db.execute(sql`with i as (select id, row_number() over (order by name) - 1 as n from stock_items),
      w as (select id, row_number() over (order by name) - 1 as n from warehouses),
      k as (select id, row_number() over (order by tc_no) - 1 as n from workers)
    insert into stock_movements (kind, item_id, warehouse_id, quantity, delta, balance_after, unit_cost, worker_id, created_by, created_at)
    select case when g % 4 = 0 then 'receipt' else 'issue' end, i.id, w.id,
      case when g % 4 = 0 then 6 else 1 + g % 2 end,
      case when g % 4 = 0 then 6 else -(1 + g % 2) end,
      0, 10, case when g % 4 = 0 then null else k.id end,
      (select id from users order by created_at limit 1), now() - (${MOVEMENTS} - g) * interval '30 seconds'
    from generate_series(1, ${MOVEMENTS}) g join i on i.n = g % 5000 join w on w.n = g % 12 join k on k.n = g % 2000`);
  await db.execute(sql`alter table stock_movements enable trigger stock_movement_apply_on_insert`);
  await db.execute(sql`insert into stock_levels (warehouse_id, item_id, on_hand, avg_cost)
    select warehouse_id, item_id, greatest(sum(delta), 0), 10 from stock_movements group by warehouse_id, item_id
    on conflict (warehouse_id, item_id) do update set on_hand = excluded.on_hand, avg_cost = excluded.avg_cost`);
  await db.execute(sql`analyze`);
}

async function adminUser(db: Database['db']): Promise<AuthUser> {
  const [admin] = await queryRows<Omit<AuthUser, 'sessionId' | 'permissions' | 'warehouseIds'>>(
    db,
    sql`select id, first_name, last_name, email, tc_no, phone, role_id from users order by created_at limit 1`,
  );
  const permissions = (await queryRows<{ name: string }>(db, sql`select name from permissions`)).map((p) => p.name);
  return { ...admin!, sessionId: randomUUID(), permissions, warehouseIds: [] };
}

async function runs(count: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

interface Figures {
  pageMs: number;
  pageFiltered: number;
  searchMs: number;
  searchFiltered: number;
  listMs: number;
  listRows: number;
  cardMs: number;
  cardLines: number;
  issueP50: number;
  issueP95: number;
  race: { sent: number; won: number; refused: number; other: number; left: number };
  load: string;
}

async function figures(database: Database): Promise<Figures> {
  const db = database.db;
  const user = await adminUser(db);
  const n = new Notifier();
  const [wh] = await queryRows<{ id: string }>(db, sql`select id from warehouses where name = 'Depo 03'`);
  const [worker] = await queryRows<{ id: string }>(db, sql`select id from workers order by tc_no offset 17 limit 1`);
  // The screen's first page, as GET /stock/levels?limit=25 asks it; then a search ('kalem 12': ~200 items).
  const firstPage = () => warehouseLevelsPage(db, user, wh!.id, { words: [], limit: STOCK_PAGE_SIZE, page: 1 });
  const searched = () => warehouseLevelsPage(db, user, wh!.id, { words: searchWords('KALEM 12'), limit: STOCK_PAGE_SIZE, page: 1 });
  const pageTimes = await runs(7, firstPage);
  const pageFiltered = (await firstPage()).filtered;
  const searchTimes = await runs(7, searched);
  const searchFiltered = (await searched()).filtered;
  const listTimes = await runs(7, () => warehouseLevels(db, user, wh!.id));
  const listRows = (await warehouseLevels(db, user, wh!.id)).length;
  const cardTimes = await runs(7, () => ppeCard(db, user, worker!.id));
  const cardLines = (await ppeCard(db, user, worker!.id)).length;
  const measuredLoad = load();

  const items = (
    await queryRows<{ item_id: string }>(
      db,
      sql`select item_id from stock_levels where warehouse_id = ${wh!.id}::uuid order by on_hand desc limit 5`,
    )
  ).map((r) => r.item_id);
  // A receipt of 1,000 of each, so that the 31 issues below never run short.
  await db.execute(sql`insert into stock_movements (kind, item_id, warehouse_id, quantity, delta, unit_cost, created_by)
    select 'receipt', item_id, ${wh!.id}::uuid, 1000, 1000, 10, ${user.id}::uuid from unnest(string_to_array(${items.join(',')}, ',')::uuid[]) item_id`);
  const signature = signatureDataUrl(0);
  const issue = (lines: Array<{ item_id: string; quantity: number }>) =>
    issueStock(
      n,
      db,
      user,
      {
        id: randomUUID(),
        warehouse_id: wh!.id,
        worker_id: worker!.id,
        signature,
        issuer_signature: null,
        offline: false,
        ppe_briefed: true,
        lines,
      },
      true,
    );
  const issueTimes = await runs(30, () => issue(items.map((item_id) => ({ item_id, quantity: 1 }))));

  // The last 10 units: 50 issues of one, at once.
  const [last] = await queryRows<{ id: string }>(
    db,
    sql`insert into stock_items (name, kind, unit) values (${`Son Kalan ${randomBytes(3).toString('hex')}`}, 'consumable', 'adet') returning id`,
  );
  await db.execute(sql`insert into stock_movements (kind, item_id, warehouse_id, quantity, delta, unit_cost, created_by)
    values ('receipt', ${last!.id}::uuid, ${wh!.id}::uuid, 10, 10, 5, ${user.id}::uuid)`);
  const results = await Promise.allSettled(Array.from({ length: 50 }, () => issue([{ item_id: last!.id, quantity: 1 }])));
  const won = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.filter((r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 409).length;
  const [level] = await queryRows<{ on_hand: number }>(
    db,
    sql`select on_hand::float8 as on_hand from stock_levels where warehouse_id = ${wh!.id}::uuid and item_id = ${last!.id}::uuid`,
  );
  return {
    pageMs: median(pageTimes),
    pageFiltered,
    searchMs: median(searchTimes),
    searchFiltered,
    listMs: median(listTimes),
    listRows,
    cardMs: median(cardTimes),
    cardLines,
    issueP50: median(issueTimes),
    issueP95: p95(issueTimes),
    race: { sent: 50, won, refused, other: 50 - won - refused, left: level?.on_hand ?? Number.NaN },
    load: measuredLoad,
  };
}

const withOwnPostgres = <T>(run: (url: string) => Promise<T>): Promise<T | string> =>
  SKIP.has('postgres') ? Promise.resolve('skipped') : withPostgres('depo_stock_bench', run);

async function measured(database: Database, label: string): Promise<Figures> {
  log(`seeding ${label} (${MOVEMENTS.toLocaleString('en')} movements)…`);
  const t = performance.now();
  await seed(database.db);
  log(`seeded in ${fmt.s((performance.now() - t) / 1000)}`);
  return figures(database);
}

async function main(): Promise<void> {
  const memory = await openDatabase({ kind: 'pglite-memory' });
  let lite: Figures;
  try {
    lite = await measured(memory, 'PGlite');
  } finally {
    await memory.close();
  }
  const pg = await withOwnPostgres(async (url) => {
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: 10 });
    try {
      return await measured(database, 'PostgreSQL');
    } finally {
      await database.close();
    }
  });
  const col = (f: (x: Figures) => string) => (typeof pg === 'string' ? pg : f(pg));
  const race = (r: Figures['race']) => `${r.won} left · ${r.refused} refused (409) · other ${r.other} · level ${r.left}`;
  console.log(
    table(
      [`stock (5,000 items × 12 warehouses, ${MOVEMENTS.toLocaleString('en')} movements)`, 'PGlite', 'PostgreSQL', 'target'],
      [
        ["the stock list's first page (25 of the warehouse's levels)", fmt.ms(lite.pageMs), col((x) => fmt.ms(x.pageMs)), '≤ 100 ms'],
        ['  of rows', String(lite.pageFiltered), col((x) => String(x.pageFiltered)), ''],
        ["the stock list's first page, searched ('KALEM 12')", fmt.ms(lite.searchMs), col((x) => fmt.ms(x.searchMs)), ''],
        ['  of rows', String(lite.searchFiltered), col((x) => String(x.searchFiltered)), ''],
        ["a warehouse's whole stock list (the device's forms)", fmt.ms(lite.listMs), col((x) => fmt.ms(x.listMs)), ''],
        ['  rows', String(lite.listRows), col((x) => String(x.listRows)), ''],
        ["a worker's PPE card", fmt.ms(lite.cardMs), col((x) => fmt.ms(x.cardMs)), '≤ 100 ms'],
        ['  lines', String(lite.cardLines), col((x) => String(x.cardLines)), ''],
        [
          'an issue of 5 lines, p50 · p95',
          `${fmt.ms(lite.issueP50)} · ${fmt.ms(lite.issueP95)}`,
          col((x) => `${fmt.ms(x.issueP50)} · ${fmt.ms(x.issueP95)}`),
          'p50 ≤ 50 ms',
        ],
        ['50 issues of 1 at once for the last 10', race(lite.race), col((x) => race(x.race)), '10 leave, level 0'],
        ['load average (1 min) at the reads', lite.load, col((x) => x.load), ''],
      ],
    ),
  );
}

await main();
