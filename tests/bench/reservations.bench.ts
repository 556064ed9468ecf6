// `npm run bench:reservations`: the figures of issue 46 (docs/planning.md) on 100,000 items in 12
// warehouses (500 models) and 50,000 reservations over four months around today, on PGlite and on
// PostgreSQL: a model's availability over a month (every warehouse, the admin's view), the day's pick
// list (every warehouse and one), and 20 reservations of the last free item sent at once — on PGlite
// from one process (it has one), on PostgreSQL from three server processes over HTTP. Figures only,
// nothing asserted; the load average is printed beside them.
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL server; a temporary database is
// created and dropped), BENCH_SKIP=postgres to leave PostgreSQL out. Ports 4191–4193.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@server/db/client';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { availability } from '@server/modules/reservations/availability';
import { pickList } from '@server/modules/reservations/reservations-reads';
import { createReservation } from '@server/modules/reservations/reservations.service';
import { addDays, warehouseToday } from '@shared/local-day';
import { BENCH_ADMIN, fmt, login, median, startServerProcess, table, withPostgres } from './lib';

const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const PORTS = [4191, 4192, 4193] as const;
const RUNS = 7;
const log = (line: string) => console.error(`[bench:reservations] ${line}`);
const load = () => os.loadavg()[0]!.toFixed(2);

/** 12 warehouses, 100k items of 500 models (20 brands), 2,000 workers, 50k reservations of one line each. */
async function seed(db: Database['db']): Promise<void> {
  await seedPermissions(db);
  await ensureAdmin(db, BENCH_ADMIN);
  await db.execute(
    sql`insert into warehouses (name, location) select 'Depo ' || lpad(g::text, 2, '0'), 'Şehir ' || g from generate_series(1, 12) g`,
  );
  await db.execute(sql`insert into brands (name) select 'Marka ' || lpad(g::text, 2, '0') from generate_series(0, 19) g`);
  await db.execute(sql`insert into departments (name) values ('Saha')`);
  // Item g: model 'M-(g % 500)' of brand (g % 20), warehouse (g % 12); one in ten out, one in fifty in repair.
  await db.execute(sql`with b as (select id, row_number() over (order by name) - 1 as n from brands),
      w as (select id, row_number() over (order by name) - 1 as n from warehouses)
    insert into equipment (serial_number, model, brand_id, warehouse_id, status)
    select 'RZ-' || lpad(g::text, 6, '0'), 'M-' || (g % 500), b.id, w.id,
      case when g % 10 = 0 then 'in_field' when g % 50 = 1 then 'broken' else 'available' end
    from generate_series(1, 100000) g join b on b.n = g % 20 join w on w.n = g % 12`);
  await db.execute(sql`insert into workers (first_name, last_name, tc_no, phone, department_id)
    select 'İşçi', 'No ' || g, (10000000000 + g)::text, (5300000000 + g)::text, (select id from departments limit 1) from generate_series(1, 2000) g`);
  const today = warehouseToday();
  // Reservation g: warehouse g % 12, starting from 30 days ago to 90 ahead, 1–10 days long; its line
  // a specific available item of that warehouse (3 in 5) or 1–3 of a model.
  await db.execute(sql`with w as (select id, row_number() over (order by name) - 1 as n from warehouses),
      k as (select id, row_number() over (order by tc_no) as n from workers)
    insert into reservations (id, warehouse_id, worker_id, site, start_day, end_day, created_by)
    select md5('r' || g)::uuid, w.id, k.id, 'Şantiye ' || (g % 300), ${today}::date - 30 + (g % 120), ${today}::date - 30 + (g % 120) + 1 + (g % 10),
      (select id from users order by created_at limit 1)
    from generate_series(1, 50000) g join w on w.n = g % 12 join k on k.n = 1 + g % 2000`);
  await db.execute(sql`with e as (select id, warehouse_id, brand_id, model, row_number() over (partition by warehouse_id order by serial_number) as n
        from equipment where status = 'available'),
      w as (select id, row_number() over (order by name) - 1 as n from warehouses),
      b as (select id, row_number() over (order by name) - 1 as n from brands)
    insert into reservation_lines (reservation_id, equipment_id, brand_id, model, quantity)
    select md5('r' || g)::uuid,
      case when g % 5 < 3 then e.id end,
      case when g % 5 >= 3 then b.id end,
      case when g % 5 >= 3 then 'M-' || (g % 500) end,
      case when g % 5 >= 3 then 1 + g % 3 else 1 end
    from generate_series(1, 50000) g join w on w.n = g % 12
      join e on e.warehouse_id = w.id and e.n = 1 + (g / 12) % 6000
      join b on b.n = (g % 500) % 20`);
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

async function timedRuns(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

interface ReadFigures {
  availabilityMs: number;
  pickAllMs: number;
  pickOneMs: number;
  pickRows: number;
  load: string;
}

async function readFigures(database: Database): Promise<ReadFigures> {
  const db = database.db;
  const user = await adminUser(db);
  const [brand] = await queryRows<{ id: string }>(db, sql`select id from brands where name = 'Marka 07'`);
  const [one] = await queryRows<{ id: string }>(db, sql`select id from warehouses where name = 'Depo 05'`);
  const today = warehouseToday();
  const month = addDays(today, 30);
  const availabilityMs = await timedRuns(() => availability(db, user, { brandId: brand!.id, model: 'M-107' }, today, month));
  const pickAllMs = await timedRuns(() => pickList(db, user, undefined));
  const pickOneMs = await timedRuns(() => pickList(db, user, one!.id));
  const list = await pickList(db, user, undefined);
  return { availabilityMs, pickAllMs, pickOneMs, pickRows: list.today_out.length + list.late.length, load: load() };
}

/** A model of one item, free: the item every racer asks for. */
async function lastFreeItem(db: Database['db']): Promise<{ warehouseId: string; equipmentId: string; workers: string[] }> {
  const [w] = await queryRows<{ id: string }>(db, sql`select id from warehouses where name = 'Depo 01'`);
  const [b] = await queryRows<{ id: string }>(db, sql`select id from brands where name = 'Marka 00'`);
  const [e] = await queryRows<{ id: string }>(
    db,
    sql`insert into equipment (serial_number, model, brand_id, warehouse_id, status)
      values (${`SON-${randomBytes(3).toString('hex')}`}, 'Son Kalan', ${b!.id}::uuid, ${w!.id}::uuid, 'available') returning id`,
  );
  const workers = (await queryRows<{ id: string }>(db, sql`select id from workers order by tc_no limit 20`)).map((r) => r.id);
  return { warehouseId: w!.id, equipmentId: e!.id, workers };
}

const raceBody = (target: { warehouseId: string; equipmentId: string }, workerId: string) => {
  const start = addDays(warehouseToday(), 3);
  return {
    warehouse_id: target.warehouseId,
    worker_id: workerId,
    site: 'Yarış',
    start_day: start,
    end_day: addDays(start, 2),
    equipment_ids: [target.equipmentId],
    models: [],
  };
};

interface RaceFigures {
  winners: number;
  refused: number;
  other: string;
  ms: number;
}

async function raceInProcess(database: Database): Promise<RaceFigures> {
  const db = database.db;
  const user = await adminUser(db);
  const target = await lastFreeItem(db);
  const t = performance.now();
  const results = await Promise.allSettled(
    target.workers.map((w) => createReservation(db, user, { ...raceBody(target, w), note: undefined })),
  );
  const ms = performance.now() - t;
  const refused = results.filter((r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 409).length;
  const winners = results.filter((r) => r.status === 'fulfilled').length;
  return { winners, refused, other: String(results.length - winners - refused), ms };
}

async function raceOverHttp(url: string, database: Database): Promise<RaceFigures> {
  const target = await lastFreeItem(database.db);
  const servers = await Promise.all(PORTS.map((port) => startServerProcess(port, { DATABASE_URL: url, NOTIFY_WORKERS: '0' })));
  try {
    const tokens = await Promise.all(servers.map((s) => login(s.url)));
    const t = performance.now();
    const statuses = await Promise.all(
      target.workers.map(async (w, i) => {
        const res = await fetch(`${servers[i % 3]!.url}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 3]}` },
          body: JSON.stringify(raceBody(target, w)),
        });
        return res.status;
      }),
    );
    const ms = performance.now() - t;
    const winners = statuses.filter((s) => s === 201 || s === 200).length;
    const refused = statuses.filter((s) => s === 409).length;
    const other = statuses.filter((s) => s !== 201 && s !== 200 && s !== 409);
    return { winners, refused, other: other.length ? other.join(',') : '0', ms };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const withOwnPostgres = <T>(run: (url: string) => Promise<T>): Promise<T | string> =>
  SKIP.has('postgres') ? Promise.resolve('skipped') : withPostgres('depo_reservations_bench', run);

async function main(): Promise<void> {
  log('seeding PGlite (100,000 items, 50,000 reservations)…');
  const memory = await openDatabase({ kind: 'pglite-memory' });
  let lite: { reads: ReadFigures; race: RaceFigures };
  try {
    await seed(memory.db);
    lite = { reads: await readFigures(memory), race: await raceInProcess(memory) };
  } finally {
    await memory.close();
  }
  const pg = await withOwnPostgres(async (url) => {
    log('seeding PostgreSQL…');
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await seed(database.db);
      return { reads: await readFigures(database), race: await raceOverHttp(url, database) };
    } finally {
      await database.close();
    }
  });
  const col = (f: (x: { reads: ReadFigures; race: RaceFigures }) => string) => (typeof pg === 'string' ? pg : f(pg));
  const race = (r: RaceFigures) => `${r.winners} won · ${r.refused} refused (409) · other ${r.other} · ${fmt.ms(r.ms)}`;
  console.log(
    table(
      ['reservations (100k items, 50k reservations)', 'PGlite', 'PostgreSQL', 'target'],
      [
        ['availability of a model over a month', fmt.ms(lite.reads.availabilityMs), col((x) => fmt.ms(x.reads.availabilityMs)), '≤ 200 ms'],
        ["the day's pick list, every warehouse", fmt.ms(lite.reads.pickAllMs), col((x) => fmt.ms(x.reads.pickAllMs)), '≤ 100 ms'],
        ["the day's pick list, one warehouse", fmt.ms(lite.reads.pickOneMs), col((x) => fmt.ms(x.reads.pickOneMs)), '≤ 100 ms'],
        ['  rows on the pick list (today + late)', String(lite.reads.pickRows), col((x) => String(x.reads.pickRows)), ''],
        ['20 reservations of the last free item at once', race(lite.race), col((x) => race(x.race)), 'exactly 1 wins'],
        ['  from', 'one process', col(() => 'three server processes over HTTP'), ''],
        ['load average (1 min) at the reads', lite.reads.load, col((x) => x.reads.load), ''],
      ],
    ),
  );
}

await main();
