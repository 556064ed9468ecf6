// Issue 42, point 1: a masked national id ('•••••••1320') must not be recoverable. A user without
// view_national_id once uploaded a worker file with the ~90,000 ids the mask leaves and the preview
// answered 'create: 89999, error: 1' — the error row naming the stored id. Now:
// - the preview of such a user does not look ids up: a file naming a stored worker previews exactly
//   as a file of new ids (same counts, same rows, no message);
// - the write counts every row as a look-up (1,000 a day), refusing a file past that whole (429,
//   Retry-After, nothing written), and a row matching a stored worker is neither updated nor
//   skipped, its message naming no id;
// - the search by a whole id (and a whole id written on a worker) is limited to 10 a minute per user
//   (Turkish 429 with Retry-After) and every search is audited, with the id masked.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskNationalId } from '@shared/documents';
import type { ImportPreview, ImportProgressLine, ImportSummary } from '@shared/import';
import { queryRows } from '@server/db/sql';
import { NATIONAL_ID_LIMITS } from '@server/http/national-id-budget';
import { HIDDEN_MATCH } from '@server/modules/imports/worker-import';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions, createWorker, uniqueTcNo, type TestUser } from '../helpers/fixtures';
import { csvText, utf8 } from '../helpers/spreadsheets';

let t: TestServer;
let clerk: TestUser;
let stored: { id: string; tc_no: string; department_id: string | null };
let department: string;

beforeAll(async () => {
  t = await startTestServer();
  clerk = await createUserWithPermissions(t, ['view_workers', 'create_worker', 'edit_worker', 'view_users']);
  stored = await createWorker(t, { tc_no: uniqueTcNo() });
  department = (
    await queryRows<{ name: string }>(t.database.db, sql`select name from departments where id = ${stored.department_id}::uuid`)
  )[0]!.name;
});
afterAll(async () => {
  await t?.close();
});

const HEADER = ['Ad', 'Soyad', 'TC Kimlik No', 'Telefon', 'Departman'];
const file = (ids: string[]) => utf8(csvText([HEADER, ...ids.map((id, i) => [`Aday${i}`, 'Deneme', id, '5321112233', department])]), true);

async function upload(path: string, bytes: Uint8Array, token: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'adaylar.csv');
  return fetch(`${t.url}/api/imports/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

async function preview(ids: string[], token = clerk.token) {
  const res = await upload('workers/preview', file(ids), token);
  return { status: res.status, body: (await res.json()) as ImportPreview };
}

async function write(ids: string[], token = clerk.token) {
  const res = await upload('workers', file(ids), token);
  const text = await res.text();
  if (!res.ok)
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      error: (JSON.parse(text) as { error: string }).error,
      summary: undefined,
    };
  const lines = text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ImportProgressLine);
  const last = lines.at(-1);
  return {
    status: res.status,
    retryAfter: null,
    error: undefined,
    summary: last?.type === 'summary' ? last.summary : (undefined as ImportSummary | undefined),
  };
}

/** The parts of a preview that could tell one file from another. */
const shape = (p: ImportPreview) => ({ total: p.total, counts: p.counts, rows: p.rows.map((r) => [r.row, r.action, r.message ?? null]) });

describe('the worker import of a user who sees national ids masked', () => {
  it('previews a file naming a stored worker exactly as a file of new ids', async () => {
    const withStored = await preview([uniqueTcNo(), stored.tc_no, uniqueTcNo()]);
    const allNew = await preview([uniqueTcNo(), uniqueTcNo(), uniqueTcNo()]);
    expect(withStored.status).toBe(200);
    expect(shape(withStored.body)).toEqual(shape(allNew.body));
    expect(withStored.body.counts).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
    // Whoever sees ids is told the truth: the stored worker would be updated.
    const admin = await upload('workers/preview', file([uniqueTcNo(), stored.tc_no]), t.adminToken);
    expect(((await admin.json()) as ImportPreview).counts).toEqual({ create: 1, update: 1, skip: 0, error: 0 });
  });

  it('writes the new rows; the stored worker is neither changed nor named', async () => {
    const fresh = uniqueTcNo();
    const res = await write([fresh, stored.tc_no]);
    expect(res.status).toBe(200);
    expect(res.summary!.counts).toEqual({ create: 1, update: 0, skip: 0, error: 1 });
    expect(res.summary!.errors.map((e) => e.message)).toEqual([HIDDEN_MATCH]);
    expect(HIDDEN_MATCH).not.toMatch(/\d{4}/);
    const [still] = await queryRows<{ first_name: string }>(
      t.database.db,
      sql`select first_name from workers where id = ${stored.id}::uuid`,
    );
    expect(still!.first_name).not.toBe('Aday1');
  });

  it('counts every row as a look-up: a file past the day’s limit is refused whole, in Turkish, with Retry-After', async () => {
    const other = await createUserWithPermissions(t, ['view_workers', 'create_worker']);
    const ids = Array.from({ length: NATIONAL_ID_LIMITS.import.limit + 1 }, () => uniqueTcNo());
    const res = await write(ids, other.token);
    expect(res.status).toBe(429);
    expect(res.error).toMatch(
      /^TC Kimlik No görme yetkisi olmadan günde en fazla 1\.000 işçi satırı içe aktarılabilir\. Hiçbir satır yazılmadı/,
    );
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
    const [written] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from workers where created_by = ${other.id}::uuid`,
    );
    expect(written!.n).toBe(0);
    // A refused file counted nothing: a small one still goes.
    expect((await write([uniqueTcNo()], other.token)).status).toBe(200);
  });
});

describe('the search by a whole national id', () => {
  it('answers 10 a minute per user, then a Turkish 429 with Retry-After; each search is audited with the id masked', async () => {
    const searcher = await createUserWithPermissions(t, ['view_workers']);
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'search' and entity = 'national_id' and user_id = ${searcher.id}::uuid`,
    );
    for (let i = 0; i < NATIONAL_ID_LIMITS.search.limit; i++) {
      const res = await t.request('POST', '/national-id/search', {
        token: searcher.token,
        body: { tc_no: i === 0 ? stored.tc_no : uniqueTcNo() },
      });
      expect(res.status).toBe(200);
    }
    const refused = await t.request<{ error: string }>('POST', '/national-id/search', {
      token: searcher.token,
      body: { tc_no: stored.tc_no },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^TC Kimlik No ile dakikada en fazla 10 sorgulama yapılabilir\. \d+ saniye sonra tekrar deneyin\.$/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another user is not held back by this one.
    expect((await t.request('POST', '/national-id/search', { token: clerk.token, body: { tc_no: stored.tc_no } })).status).toBe(200);

    const audited = await queryRows<{ after: { tc_no: string; workers: number } }>(
      t.database.db,
      sql`select after from audit_log where action = 'search' and entity = 'national_id' and user_id = ${searcher.id}::uuid order by id`,
    );
    expect(audited.length - before[0]!.n).toBe(NATIONAL_ID_LIMITS.search.limit);
    expect(audited[0]!.after).toEqual({ tc_no: maskNationalId(stored.tc_no), workers: 1, users: 0 });
    expect(JSON.stringify(audited)).not.toContain(stored.tc_no);
  });

  it('a whole id written on a worker by someone who sees ids masked is a look-up too', async () => {
    const writer = await createUserWithPermissions(t, ['view_workers', 'create_worker']);
    const body = (tc: string) => ({
      first_name: 'Deneme',
      last_name: 'Aday',
      tc_no: tc,
      phone: '5321112233',
      department_id: stored.department_id,
    });
    const answers: number[] = [];
    for (let i = 0; i <= NATIONAL_ID_LIMITS.search.limit; i++) {
      answers.push((await t.request('POST', '/workers', { token: writer.token, body: body(i % 2 ? stored.tc_no : uniqueTcNo()) })).status);
    }
    expect(answers.slice(0, NATIONAL_ID_LIMITS.search.limit).every((s) => s === 201 || s === 409)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
