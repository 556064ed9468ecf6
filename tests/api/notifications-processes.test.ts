// Separate processes: a sender killed with SIGKILL mid-batch loses nothing and doubles at most the
// messages that were on the wire, one per sending lane (recognisable by their Message-ID), on PGlite and PostgreSQL; and
// three processes on one PostgreSQL, each with its job queue and each ticking at 08:00, make one
// digest per recipient (on PGlite: the one process, its job queue running, ticking three times at once).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseConfig } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import { LEASE_MS, SEND_CONCURRENCY } from '@server/modules/notifications/sender';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createUserWithPermissions, createWarehouse } from '../helpers/fixtures';
import { later } from '../helpers/notification-fixtures';
import { startSmtpSink, type SmtpSink } from '../helpers/notification-sinks';

const ROWS = 120;
const NOW = new Date('2026-11-23T09:00:00Z');
const onPostgres = Boolean(inject('postgresBaseUrl'));

function child(args: object): { process: ChildProcess; done: Promise<number | null> } {
  // Node itself with tsx's loader: the pid killed is the process that sends (the tsx command would be a parent).
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/notify-process.ts', JSON.stringify(args)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<number | null>((resolve) =>
    proc.on('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') console.error(stderr);
      resolve(code);
    }),
  );
  return { process: proc, done };
}

async function seedRows(db: Database['db']): Promise<void> {
  const [admin] = await queryRows<{ id: string }>(db, sql`select id from users order by created_at limit 1`);
  const payload = {
    day: '2026-11-23',
    warehouses: [
      {
        id: 'x',
        name: 'Merkez Depo',
        late_1_7: 2,
        late_8_30: 0,
        late_over_30: 1,
        due_today: 0,
        due_tomorrow: 3,
        faults_over_7_days: 0,
        not_counted: false,
      },
    ],
  };
  await db.execute(sql`insert into notification_outbox (key, event, channel, user_id, payload, not_before)
    select 'kill-test:' || g || ':email', 'digest', 'email', ${admin!.id}::uuid, ${JSON.stringify(payload)}::jsonb, ${NOW.toISOString()}::timestamptz
    from generate_series(1, ${ROWS}) g`);
}

describe('kill -9 of the sender mid-batch', () => {
  let smtp: SmtpSink;
  let t: TestServer | undefined;
  let dir: string | undefined;
  let database: DatabaseConfig;

  beforeAll(async () => {
    // Each message takes a while to be accepted, so the kill lands in the middle of the batch.
    smtp = await startSmtpSink(0, { delayMs: 25 });
    if (onPostgres) {
      t = await startTestServer();
      database = { kind: 'postgres', url: t.databaseUrl! };
      await seedRows(t.database.db);
    } else {
      dir = await mkdtemp(path.join(tmpdir(), 'depo-kill-'));
      const dataDir = path.join(dir, 'data');
      const pg = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) });
      await pg.close();
      database = { kind: 'pglite', dataDir };
      const db = await openDatabase(database, { migrate: false });
      await seedRows(db.db);
      await db.close();
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('loses nothing and repeats at most the messages on the wire', async () => {
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const first = child({ mode: 'send', database, env, now: NOW.toISOString() });
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (smtp.mails.length >= 30) {
          clearInterval(poll);
          resolve();
        }
      }, 5);
    });
    first.process.kill('SIGKILL');
    await first.done;
    const atKill = smtp.mails.length;
    expect(atKill).toBeLessThan(ROWS);

    // The next sender starts after the dead one's lease has run out.
    const second = child({ mode: 'send', database, env, now: later(NOW, LEASE_MS + 1_000).toISOString() });
    expect(await second.done).toBe(0);

    const check = t ? t.database : await openDatabase(database, { migrate: false });
    try {
      const rows = await queryRows<{ id: string; status: string }>(
        check.db,
        sql`select id, status from notification_outbox where key like 'kill-test:%'`,
      );
      expect(rows).toHaveLength(ROWS);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      const ids = smtp.mails.map((m) => m.messageId);
      const distinct = new Set(ids);
      expect(distinct.size).toBe(ROWS);
      expect([...distinct].sort()).toEqual(rows.map((r) => `<${r.id}@depo-takip>`).sort());
      // Only the messages on the wire at the kill (one per sending lane) can go twice.
      expect(ids.length - distinct.size).toBeLessThanOrEqual(SEND_CONCURRENCY);
    } finally {
      if (!t) await check.close();
    }
  }, 90_000);
});

// On PostgreSQL three processes, each with its job queue, tick at 08:00; on PGlite the one process
// (its job queue running) ticks three times at once. Either way: one digest per recipient.
describe(onPostgres ? 'three processes on one PostgreSQL' : 'three ticks at once in the one PGlite process', () => {
  const at = '2026-11-23T05:00:30Z'; // 08:00:30 in Istanbul
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(onPostgres ? {} : { notifications: { workers: true, clock: () => new Date(at) } });
  });
  afterAll(async () => t?.close());

  it('make one digest per recipient', async () => {
    const warehouse = await createWarehouse(t);
    const staff = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [warehouse.id] });
    const item = await createEquipment(t, { warehouse_id: warehouse.id, status: 'in_field' });
    // Something to report: a hand-over three days late.
    await t.database.db
      .execute(sql`insert into field_equipment (batch_id, equipment_id, worker_id, warehouse_id, status, signature, issued_by, due_date)
      select gen_random_uuid(), ${item.id}::uuid, w.id, ${warehouse.id}::uuid, 'active', 'data:,', ${staff.id}::uuid, '2026-11-20'
      from (select id from workers limit 1) w`);
    if (onPostgres) {
      const args = { mode: 'tick', database: { kind: 'postgres', url: t.databaseUrl }, env: {}, now: at };
      const runs = [child(args), child(args), child(args)];
      expect(await Promise.all(runs.map((r) => r.done))).toEqual([0, 0, 0]);
    } else {
      const now = new Date(at);
      const results = await Promise.all([
        t.server.notifications.tick(now),
        t.server.notifications.tick(now),
        t.server.notifications.tick(now),
      ]);
      // (the queue's own worker may have ticked first: then none of the three scans)
      expect(results.filter((r) => r.scanned).length).toBeLessThanOrEqual(1);
    }
    const rows = await queryRows<{ user_id: string; n: number }>(
      t.database.db,
      sql`select user_id, count(*)::int as n from notifications where event = 'digest' group by user_id`,
    );
    expect(rows.find((r) => r.user_id === staff.id)?.n).toBe(1);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const emails = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_outbox where event = 'digest' and user_id = ${staff.id}::uuid`,
    );
    expect(emails[0]!.n).toBe(1);
    const claims = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_runs where day = '2026-11-23'`,
    );
    expect(claims[0]!.n).toBe(2); // the scan and the 08:00 digests, once each
  }, 90_000);
});
