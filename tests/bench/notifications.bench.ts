// `npm run bench:notifications` (also a part of `npm run bench`): reminders at scale, on PGlite and,
// with a PostgreSQL URL, on PostgreSQL. Figures only, nothing asserted (docs/notifications.md).
//   1. The due/overdue scan over 300,000 hand-overs (47,000 active) and the digests of 12 warehouses.
//   2. 1,000 e-mails sent by the real server to a local SMTP sink, `/api/health` timed meanwhile,
//      the server's RSS sampled throughout (job queue and sender running).
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL server; a temporary database is
// created and dropped), BENCH_SKIP=postgres,scan,mail to leave parts out.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database, type DatabaseConfig } from '@server/db/client';
import { ensureAdmin, seedPermissions } from '@server/db/seed';
import { queryRows } from '@server/db/sql';
import { runTick, scanDue } from '@server/modules/notifications/scheduled';
import { Notifier } from '@server/modules/notifications/settings';
import { startSmtpSink } from '../helpers/notification-sinks';
import { BENCH_ADMIN, fmt, login, median, sampleRss, startServerProcess, table } from './lib';

const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const log = (line: string) => console.error(`[bench:notifications] ${line}`);
const DAY = '2026-11-23';
const AT_EIGHT = new Date('2026-11-23T05:00:30Z'); // 08:00:30 in Istanbul
// Not 4190: fetch refuses it (ManageSieve is on the fetch standard's list of bad ports).
const PORTS = { pglite: 4196, postgres: 4197 } as const;
const EMAILS = 1_000;

/** 12 warehouses, 100k items, 20k workers, 300k hand-overs of which 47k active, due dates spread over two months. */
async function seedLarge(db: Database['db']): Promise<void> {
  await seedPermissions(db);
  await ensureAdmin(db, BENCH_ADMIN);
  await db.execute(sql`insert into warehouses (name, location) select 'Depo ' || g, 'Şehir ' || g from generate_series(1, 12) g`);
  await db.execute(sql`insert into brands (name) values ('Bosch')`);
  await db.execute(sql`insert into departments (name) values ('Saha')`);
  await db.execute(sql`insert into equipment (serial_number, model, brand_id, warehouse_id, status)
    select 'BN-' || g, 'GSB 18V', (select id from brands limit 1), (select id from warehouses order by name offset (g % 12) limit 1), case when g <= 47000 then 'in_field' else 'available' end
    from generate_series(1, 100000) g`);
  await db.execute(sql`insert into workers (first_name, last_name, tc_no, phone, department_id)
    select 'İşçi', 'No ' || g, (10000000000 + g)::text, (5300000000 + g)::text, (select id from departments limit 1) from generate_series(1, 20000) g`);
  const admin = sql`(select id from users order by created_at limit 1)`;
  const numbered = sql`with e as (select id, warehouse_id, status, row_number() over (order by serial_number) as n from equipment),
    w as (select id, row_number() over (order by tc_no) as n from workers)`;
  // Active: one per item among the first 47,000 (in the field), due from 60 days ago to 10 days ahead.
  await db.execute(sql`${numbered} insert into field_equipment (batch_id, equipment_id, worker_id, warehouse_id, status, signature, issued_by, issued_at, due_date)
    select gen_random_uuid(), e.id, w.id, e.warehouse_id, 'active', 'data:,', ${admin}, now() - interval '70 days', ${DAY}::date - 60 + (e.n % 71)::int
    from e join w on w.n = 1 + e.n % 20000 where e.status = 'in_field'`);
  // Returned history: 253,000 rows over the available items.
  await db.execute(sql`${numbered} insert into field_equipment (batch_id, equipment_id, worker_id, warehouse_id, status, signature, issued_by, issued_at, returned_at, due_date)
    select gen_random_uuid(), e.id, w.id, e.warehouse_id, 'returned', 'data:,', ${admin}, now() - interval '200 days', now() - interval '150 days', ${DAY}::date - 160
    from generate_series(1, 253000) g join e on e.n = 47001 + g % 53000 join w on w.n = 1 + g % 20000`);
  // Staff: one user per warehouse holding view_field_equipment, limited to it.
  await db.execute(sql`insert into roles (name) values ('Depo Sorumlusu')`);
  await db.execute(sql`insert into role_permissions (role_id, permission_id)
    select (select id from roles where name = 'Depo Sorumlusu'), id from permissions where name = 'view_field_equipment'`);
  await db.execute(sql`insert into users (first_name, last_name, tc_no, email, phone, role_id, password_hash)
    select 'Sorumlu', 'No ' || g, (20000000000 + g)::text, 'sorumlu' || g || '@depo.local', '5551110000', (select id from roles where name = 'Depo Sorumlusu'), 'x'
    from generate_series(1, 12) g`);
  await db.execute(sql`insert into user_warehouses (user_id, warehouse_id)
    select u.id, w.id from (select id, row_number() over (order by email) n from users where email like 'sorumlu%') u
    join (select id, row_number() over (order by name) n from warehouses) w on w.n = u.n`);
  await db.execute(sql`analyze`);
}

interface ScanFigures {
  scanMs: number;
  hits: { items: number; workers: number; users: number };
  digestMs: number;
  digests: number;
}

async function scanBench(database: Database): Promise<ScanFigures> {
  const notifier = new Notifier({ smsEnabled: true, clock: () => AT_EIGHT });
  const db = database.db;
  let t = performance.now();
  const hits = await db.transaction((tx) => scanDue(notifier, tx, DAY));
  const scanMs = performance.now() - t;
  await db.execute(sql`insert into notification_runs (name, day) values ('scan', ${DAY})`);
  t = performance.now();
  const tick = await runTick(notifier, db, AT_EIGHT);
  const digestMs = performance.now() - t;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where event = 'digest'`);
  log(`scan ${JSON.stringify(hits)}; tick ${JSON.stringify(tick)}`);
  return { scanMs, hits, digestMs, digests: count?.n ?? 0 };
}

interface MailFigures {
  sendSeconds: number;
  healthMedianMs: number;
  healthMaxMs: number;
  rssPeak: number;
}

/** 1,000 e-mails waiting in the outbox when the real server starts; it sends them to a local SMTP sink. */
async function mailBench(config: DatabaseConfig, env: NodeJS.ProcessEnv, port: number): Promise<MailFigures> {
  const database = await openDatabase(config);
  await seedPermissions(database.db);
  await ensureAdmin(database.db, BENCH_ADMIN);
  await database.db.execute(sql`insert into notification_outbox (key, event, channel, user_id, payload)
    select 'bench:' || g || ':email', 'digest', 'email', (select id from users order by created_at limit 1),
      ${JSON.stringify({ day: DAY, warehouses: [{ id: 'x', name: 'Merkez Depo', late_1_7: 3, late_8_30: 1, late_over_30: 0, due_today: 2, due_tomorrow: 4, faults_over_7_days: 1, not_counted: false }] })}::jsonb
    from generate_series(1, ${EMAILS}) g`);
  await database.close();

  const sink = await startSmtpSink();
  const server = await startServerProcess(port, { ...env, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  const rss = sampleRss(server.pid);
  const started = performance.now();
  const health: number[] = [];
  try {
    await login(server.url);
    while (sink.mails.length < EMAILS && performance.now() - started < 300_000) {
      const t = performance.now();
      await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
    const sendSeconds = (performance.now() - started) / 1000;
    log(`${sink.mails.length} e-mails received, ${new Set(sink.mails.map((m) => m.messageId)).size} distinct`);
    return { sendSeconds, healthMedianMs: median(health), healthMaxMs: Math.max(...health), rssPeak: await rss.stop() };
  } finally {
    await server.stop();
    await sink.close();
  }
}

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T | string> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url || SKIP.has('postgres')) return 'n/a';
  const name = `depo_notify_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    return await work(target.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function pgliteScanBench(): Promise<ScanFigures | string> {
  if (SKIP.has('scan')) return 'skipped';
  log('seeding PGlite (300,000 hand-overs)…');
  const memory = await openDatabase({ kind: 'pglite-memory' });
  try {
    await seedLarge(memory.db);
    return await scanBench(memory);
  } finally {
    await memory.close();
  }
}

async function pgliteMailBench(): Promise<MailFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'depo-notify-bench-'));
  try {
    const dataDir = path.join(dir, 'data');
    return await mailBench({ kind: 'pglite', dataDir }, { DATA_DIR: dataDir }, PORTS.pglite);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const pgliteScan = await pgliteScanBench();
  const pgScan = SKIP.has('scan')
    ? 'skipped'
    : await withPostgres(async (url) => {
        log('seeding PostgreSQL…');
        const database = await openDatabase({ kind: 'postgres', url });
        try {
          await seedLarge(database.db);
          return await scanBench(database);
        } finally {
          await database.close();
        }
      });

  const pgliteMail = SKIP.has('mail') ? 'skipped' : await pgliteMailBench();
  const pgMail = SKIP.has('mail')
    ? 'skipped'
    : await withPostgres((url) => mailBench({ kind: 'postgres', url }, { DATABASE_URL: url }, PORTS.postgres));

  const col = <T>(v: T | string, f: (x: T) => string) => (typeof v === 'string' ? v : f(v));
  const rows = [
    [
      'due/overdue scan, 300k hand-overs (47k active)',
      col(pgliteScan, (x) => fmt.ms(x.scanMs)),
      col(pgScan, (x) => fmt.ms(x.scanMs)),
      '≤ 2 s',
    ],
    [
      '  items reminded · workers · users',
      col(pgliteScan, (x) => `${x.hits.items} · ${x.hits.workers} · ${x.hits.users}`),
      col(pgScan, (x) => `${x.hits.items} · ${x.hits.workers} · ${x.hits.users}`),
      '',
    ],
    ['digests, 12 warehouses', col(pgliteScan, (x) => fmt.ms(x.digestMs)), col(pgScan, (x) => fmt.ms(x.digestMs)), '≤ 5 s'],
    ['  digests written (one per staff member)', col(pgliteScan, (x) => String(x.digests)), col(pgScan, (x) => String(x.digests)), ''],
    [
      `${EMAILS} e-mails to a local SMTP sink`,
      col(pgliteMail, (x) => fmt.s(x.sendSeconds)),
      col(pgMail, (x) => fmt.s(x.sendSeconds)),
      '≤ 60 s',
    ],
    [
      '  /api/health meanwhile, median · max',
      col(pgliteMail, (x) => `${fmt.ms(x.healthMedianMs)} · ${fmt.ms(x.healthMaxMs)}`),
      col(pgMail, (x) => `${fmt.ms(x.healthMedianMs)} · ${fmt.ms(x.healthMaxMs)}`),
      '≤ 200 ms',
    ],
    [
      '  server RSS peak (queue and sender running)',
      col(pgliteMail, (x) => fmt.mb(x.rssPeak)),
      col(pgMail, (x) => fmt.mb(x.rssPeak)),
      'PGlite ≤ 400 MB, PostgreSQL ≤ 300 MB',
    ],
  ];
  console.log(table(['measure', 'PGlite', 'PostgreSQL', 'target'], rows));
}

await main();
