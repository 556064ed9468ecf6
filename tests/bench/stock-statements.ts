// `npx tsx tests/bench/stock-statements.ts`: the statements an issue of 5 lines sends to the database
// (a figure that does not depend on the machine's load), and the plan of the stock list's query, on
// PGlite in memory with a small ledger (BENCH_STOCK_MOVEMENTS, default 50,000).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { signatureDataUrl } from '@server/cli/signature-png';
import { openDatabase } from '@server/db/client';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { Notifier } from '@server/modules/notifications/settings';
import { warehouseLevels } from '@server/modules/stock/stock-items.service';
import { issueStock } from '@server/modules/stock/stock-moves.service';
import { sortByKey } from '@shared/collation';
import { BENCH_ADMIN } from './lib';

type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
interface Queries {
  query: Query;
  exec: (text: string, ...rest: unknown[]) => Promise<unknown>;
}

const MOVEMENTS = Number(process.env.BENCH_STOCK_MOVEMENTS ?? 50_000);
const seen: string[] = [];
let counting = false;
function counted<T extends Queries>(target: T): T {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, ...rest: unknown[]) => {
    if (counting) seen.push(text.replace(/\s+/g, ' ').slice(0, 110));
    return query(text, ...rest);
  }) as T['query'];
  target.exec = ((text: string, ...rest: unknown[]) => {
    if (counting) seen.push(text.replace(/\s+/g, ' ').slice(0, 110));
    return exec(text, ...rest);
  }) as T['exec'];
  return target;
}

const database = await openDatabase({ kind: 'pglite-memory' });
const db = database.db;
const pg = database.pglite!;
const transaction = pg.transaction.bind(pg);
pg.transaction = ((fn: (tx: Queries) => Promise<unknown>) =>
  transaction((tx) => fn(counted(tx as unknown as Queries)))) as typeof pg.transaction;
counted(pg as unknown as Queries);

await seedPermissions(db);
await ensureAdmin(db, BENCH_ADMIN);
await db.execute(
  sql`insert into warehouses (name, location) select 'Depo ' || lpad(g::text, 2, '0'), 'Şehir' from generate_series(1, 12) g`,
);
await db.execute(
  sql`insert into workers (first_name, last_name, tc_no, phone) select 'İşçi', 'No ' || g, (10000000000 + g)::text, (5300000000 + g)::text from generate_series(1, 200) g`,
);
await db.execute(
  sql`insert into stock_items (name, kind, unit) select 'Kalem ' || lpad(g::text, 4, '0'), 'consumable', 'adet' from generate_series(0, 4999) g`,
);
await db.execute(sql`with i as (select id, row_number() over (order by name) - 1 as n from stock_items),
    w as (select id, row_number() over (order by name) - 1 as n from warehouses)
  insert into stock_movements (kind, item_id, warehouse_id, quantity, delta, unit_cost, created_by)
  select 'receipt', i.id, w.id, 6, 6, 10, (select id from users limit 1)
  from generate_series(1, ${MOVEMENTS}) g join i on i.n = g % 5000 join w on w.n = g % 12`);
await db.execute(sql`analyze`);

const [admin] = await queryRows<Omit<AuthUser, 'sessionId' | 'permissions' | 'warehouseIds'>>(
  db,
  sql`select id, first_name, last_name, email, tc_no, phone, role_id from users order by created_at limit 1`,
);
const permissions = (await queryRows<{ name: string }>(db, sql`select name from permissions`)).map((p) => p.name);
const user: AuthUser = { ...admin!, sessionId: randomUUID(), permissions, warehouseIds: [] };
const [wh] = await queryRows<{ id: string }>(db, sql`select id from warehouses where name = 'Depo 03'`);
const [worker] = await queryRows<{ id: string }>(db, sql`select id from workers limit 1`);
const items = (
  await queryRows<{ item_id: string }>(
    db,
    sql`select item_id from stock_levels where warehouse_id = ${wh!.id}::uuid order by on_hand desc limit 5`,
  )
).map((r) => r.item_id);
const issue = () =>
  issueStock(
    new Notifier(),
    db,
    user,
    {
      id: randomUUID(),
      warehouse_id: wh!.id,
      worker_id: worker!.id,
      signature: signatureDataUrl(0),
      issuer_signature: null,
      offline: false,
      ppe_briefed: true,
      lines: items.map((item_id) => ({ item_id, quantity: 1 })),
    },
    true,
  );
await issue();
counting = true;
let t = performance.now();
await issue();
const issueMs = performance.now() - t;
counting = false;
console.log(`an issue of 5 lines: ${seen.length} statements, ${issueMs.toFixed(1)} ms (load ${os.loadavg()[0]!.toFixed(2)})`);
if (process.env.VERBOSE) for (const s of seen) console.log(`  ${s}`);
seen.length = 0;
counting = true;
t = performance.now();
const list = await warehouseLevels(db, user, wh!.id);
console.log(
  `stock list: ${list.length} rows, ${seen.length} statements, ${(performance.now() - t).toFixed(1)} ms (load ${os.loadavg()[0]!.toFixed(2)})`,
);
counting = false;
// Where the list's time goes: the query alone, the Turkish sort alone, and the plan.
t = performance.now();
const raw = await queryRows<{ name: string; variant: string | null }>(
  db,
  sql`select i.*, l.* from stock_items i cross join (select id from warehouses where id = ${wh!.id}::uuid) w
      left join stock_levels l on l.item_id = i.id and l.warehouse_id = w.id`,
);
const queryMs = performance.now() - t;
t = performance.now();
sortByKey(raw, (r) => [r.name, r.variant]);
console.log(`  of which the query ${queryMs.toFixed(1)} ms, the Turkish sort ${(performance.now() - t).toFixed(1)} ms`);
const LEVEL = `i.id, i.name, i.kind, i.unit, i.barcode,
  (select row_to_json(c) from (select ic.id, ic.name from categories ic where ic.id = i.category_id) c) as category,
  i.variant, i.standard, i.replacement_months, i.returnable, i.created_at, i.updated_at, w.id as warehouse_id,
  coalesce(l.on_hand, 0)::float8 as on_hand, coalesce(l.min_qty, 0)::float8 as min_qty, coalesce(l.reorder_qty, 0)::float8 as reorder_qty,
  coalesce(l.avg_cost, 0)::float8 as avg_cost, round(coalesce(l.on_hand * l.avg_cost, 0), 2)::float8 as value`;
const FROM = sql`from stock_items i cross join (select id from warehouses where id = ${wh!.id}::uuid) w
      left join stock_levels l on l.item_id = i.id and l.warehouse_id = w.id`;
for (let round = 0; round < 2; round++) {
  t = performance.now();
  await queryRows(db, sql`select ${sql.raw(LEVEL)} ${FROM}`);
  const asRows = performance.now() - t;
  t = performance.now();
  const [one] = await queryRows<{ body: string }>(
    db,
    sql`select coalesce(json_agg(x), '[]')::text as body from (select ${sql.raw(LEVEL)} ${FROM}) x`,
  );
  JSON.parse(one!.body);
  console.log(
    `  rows: ${asRows.toFixed(1)} ms; one JSON text: ${(performance.now() - t).toFixed(1)} ms (load ${os.loadavg()[0]!.toFixed(2)})`,
  );
}
const plan = await queryRows<{ 'QUERY PLAN': string }>(
  db,
  sql`explain analyze select i.id from stock_items i cross join (select id from warehouses where id = ${wh!.id}::uuid) w
      left join stock_levels l on l.item_id = i.id and l.warehouse_id = w.id`,
);
for (const line of plan) console.log(`  ${line['QUERY PLAN']}`);
await database.close();
