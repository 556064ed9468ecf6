// Two API servers, each with its own connection pool, on one PostgreSQL database: what must be
// shared between processes (sessions, sign-in throttling) lives in the database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrationsFolder, openDatabase } from '@server/db/client';
import { readConfig } from '@server/env';
import { startServer, type RunningServer } from '@server/server';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';
import { loginBurst } from '../helpers/login-burst';
import { postgresUrlFor } from '../helpers/global-setup';
import { TEST_ADMIN } from '../helpers/test-env';

let t: TestServer;
let second: RunningServer;

beforeAll(async () => {
  t = await startTestServer();
  expect(inject('postgresBaseUrl')).not.toBe('');
  // The suite's database, reached through a second pool: another process as far as PostgreSQL can tell.
  const url = (t.database.db as unknown as { $client: { options: { database: string } } }).$client.options.database;
  const base = new URL(inject('postgresBaseUrl'));
  base.pathname = `/${url}`;
  const database = await openDatabase({ kind: 'postgres', url: base.toString(), maxConnections: 3 }, { migrate: false });
  second = await startServer({ ...readConfig({}), port: 0, host: '127.0.0.1' }, { database });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function login(baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email, password }) });
  return { status: res.status, body: (await res.json()) as { error?: string; token?: string } };
}

describe('several API processes on one PostgreSQL', () => {
  it('count failed sign-ins together and lock after 5 in total', async () => {
    const email = 'iki-surec@depo.local';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? t.url : second.url;
      statuses.push((await login(server, email, 'yanlis-sifre')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const other = await login(second.url, email, 'yanlis-sifre');
    expect(other.status).toBe(429);
    expect(other.body.error).toMatch(/^Hesabınız kilitli\. \d+ dakika sonra tekrar deneyin\.$/);
  });

  it('count parallel failures exactly', async () => {
    const email = 'paralel@depo.local';
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => login(i % 2 === 0 ? t.url : second.url, email, 'yanlis-sifre')));
    // However they interleave, at most 4 attempts may be answered "wrong password" before the lock.
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(4);
  });

  it('check at most 5 passwords in a burst of 100 parallel sign-ins spread over both, the right one last', async () => {
    const user = await fx.createUserWithPermissions(t, []);
    const burst = await loginBurst([t.url, second.url], user.email, user.password);
    console.info(`burst on two processes: ${burst.checked} passwords checked, answers ${JSON.stringify(burst.statuses)}`);
    expect(burst.checked).toBeLessThanOrEqual(5);
    expect(burst.statuses[200] ?? 0).toBe(0);
    expect(burst.lastStatus).toBe(429);
    expect((burst.statuses[401] ?? 0) + (burst.statuses[429] ?? 0)).toBe(100);
    expect((await login(second.url, user.email, user.password)).status).toBe(429);
  });

  it('start side by side on an empty database: migrations run one after the other', async () => {
    const name = `depo_bos_${randomBytes(5).toString('hex')}`;
    const admin = postgres(postgresUrlFor(inject('postgresBaseUrl'), 'postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    try {
      const url = postgresUrlFor(inject('postgresBaseUrl'), name);
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url, maxConnections: 2 })));
      for (const database of opened) await database.close();
      // Every migration applied exactly once, and the schema they build is there.
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const db = postgres(url, { max: 1, onnotice: () => {} });
      try {
        const [applied] = await db<
          { n: string; distinct_hashes: string }[]
        >`select count(*) as n, count(distinct hash) as distinct_hashes from drizzle.__drizzle_migrations`;
        expect({ applied: Number(applied!.n), distinct: Number(applied!.distinct_hashes) }).toEqual({
          applied: journal.entries.length,
          distinct: journal.entries.length,
        });
        const [tables] = await db<
          { n: string }[]
        >`select count(*) as n from information_schema.tables where table_schema = 'public' and table_name in ('users', 'equipment', 'field_equipment', 'stocktake_sessions')`;
        expect(Number(tables!.n)).toBe(4);
      } finally {
        await db.end();
      }
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it('share sessions: a token from one works on the other, and logout on one ends it on both', async () => {
    const { body } = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const headers = { authorization: `Bearer ${body.token}` };
    expect((await fetch(`${second.url}/api/auth/me`, { headers })).status).toBe(200);
    expect((await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers })).status).toBe(200);
    expect((await fetch(`${t.url}/api/auth/me`, { headers })).status).toBe(401);
  });
});
