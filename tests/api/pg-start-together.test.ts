// Three server processes started at the same instant on an empty PostgreSQL database, as an
// orchestrator starts replicas on a first deploy: every one of them serves, and the migrations, the
// start's seeding (permissions, the administrator's role and account) and the job queue's own
// schema were set up exactly once. They are the BUILT server (`dist/server/main.js`, what `npm
// start` runs), started from outside: run through tsx each process spends seconds compiling first,
// which staggers their starts and once hid a deadlock between them (issue 42).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PERMISSION_DEFINITIONS } from '@shared/permissions';
import { migrationsFolder } from '@server/db/client';
import { ADMIN_ROLE_NAME } from '@server/db/seed';
import { postgresUrlFor } from '../helpers/global-setup';
// @ts-expect-error: plain JavaScript without types (it runs before anything is compiled)
import { buildIsStale } from '../../src/server/cli/start.mjs';
import { asStarted } from '../../src/server/cli/memory-settings.mjs';

const ADMIN = { email: 'birlikte@depo.local', password: 'birlikte-basla-1' };
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  port: number;
  output: string;
}

let name: string;
let url: string;
let maintenance: postgres.Sql;
const servers: Started[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Health answers 200, or the process has exited: its exit code (and what it printed). */
async function serving(server: Started): Promise<true | string> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return `exited with ${server.child.exitCode}: ${server.output.slice(-600)}`;
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return `did not answer: ${server.output.slice(-600)}`;
}

beforeAll(async () => {
  // The build the processes run: made here when the sources are newer (`npm test` builds before this suite).
  if ((buildIsStale as () => boolean)()) {
    const built = spawnSync(process.execPath, [path.join(ROOT, 'src/server/cli/start.mjs'), '--build'], {
      cwd: ROOT,
      stdio: 'pipe',
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`derleme başarısız: ${built.stdout.slice(-800)}${built.stderr.slice(-800)}`);
  }
  name = `depo_birlikte_${randomBytes(5).toString('hex')}`;
  maintenance = postgres(postgresUrlFor(inject('postgresBaseUrl'), 'postgres'), { max: 1, onnotice: () => {} });
  await maintenance.unsafe(`create database ${name}`);
  url = postgresUrlFor(inject('postgresBaseUrl'), name);
  const ports = [await freePort(), await freePort(), await freePort()];
  // All three spawned in one go, before any of them has done anything.
  for (const port of ports) {
    const started = asStarted([path.join(ROOT, 'dist/server/main.js')], process.env);
    const child = spawn(process.execPath, started.args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...started.env,
        DATABASE_URL: url,
        DATA_DIR: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_REQUESTS: '0',
        CLIENT_DIR: '',
      },
    });
    const server: Started = { child, port, output: '' };
    child.stdout?.on('data', (d: Buffer) => (server.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (server.output += d.toString()));
    servers.push(server);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await maintenance?.unsafe(`drop database if exists ${name} with (force)`);
  await maintenance?.end();
}, 60_000);

describe('three API processes started together on an empty PostgreSQL', () => {
  it('all serve, each signs the administrator in', async () => {
    const states = await Promise.all(servers.map(serving));
    expect(states).toEqual([true, true, true]);
    for (const server of servers) {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(res.status).toBe(200);
    }
  }, 180_000);

  it('migrated and seeded once: every migration once, one administrator role holding every permission, one account', async () => {
    const db = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const [migrations] = await db<
        { n: string; hashes: string }[]
      >`select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations`;
      const roles = await db<
        { name: string; holds: string }[]
      >`select r.name, (select count(*) from role_permissions rp where rp.role_id = r.id) as holds from roles r`;
      const [permissions] = await db<{ n: string; names: string }[]>`select count(*) as n, count(distinct name) as names from permissions`;
      const users = await db<{ email: string }[]>`select email from users`;
      const [ticks] = await db<{ n: string }[]>`select count(*) as n from pgboss.schedule where name = 'notifications-tick'`;
      expect({
        migrations: Number(migrations!.n),
        distinctMigrations: Number(migrations!.hashes),
        roles: roles.map((r) => [r.name, Number(r.holds)]),
        permissions: Number(permissions!.n),
        distinctPermissions: Number(permissions!.names),
        users: users.map((u) => u.email),
        ticks: Number(ticks!.n),
      }).toEqual({
        migrations: journal.entries.length,
        distinctMigrations: journal.entries.length,
        roles: [[ADMIN_ROLE_NAME, PERMISSION_DEFINITIONS.length]],
        permissions: PERMISSION_DEFINITIONS.length,
        distinctPermissions: PERMISSION_DEFINITIONS.length,
        users: [ADMIN.email],
        ticks: 1,
      });
    } finally {
      await db.end();
    }
  });
});
