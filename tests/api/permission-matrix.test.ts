// Walks docs/permissions.md: for every protected call, a user holding every permission except the
// ones listed gets 403. The parser is strict: a table row it cannot read fails the suite, so the
// matrix cannot silently drift into prose.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermissionName, PERMISSION_NAMES, type PermissionName } from '../../src/shared/permissions';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createUserWithPermissions } from '../helpers/fixtures';

export interface MatrixRow {
  line: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** null for 'public' and 'signed in' rows. */
  permissions: PermissionName[] | null;
}

const HEADER = /^\|\s*method\s*\|\s*path\s*\|\s*permissions\s*\|$/i;
const SEPARATOR = /^\|(\s*:?-{3,}:?\s*\|){3}$/;
const ROW = /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*(\/api(?:\/[A-Za-z0-9_.:-]+)+(?:\?[A-Za-z0-9_=&.-]+)?)\s*\|\s*([^|]+?)\s*\|$/;

export function parseMatrix(markdown: string): MatrixRow[] {
  const rows: MatrixRow[] = [];
  const problems: string[] = [];
  markdown.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line.startsWith('|')) return;
    if (HEADER.test(line) || SEPARATOR.test(line)) return;
    const m = ROW.exec(line);
    if (!m) {
      problems.push(`satır ${index + 1}: okunamadı: ${line}`);
      return;
    }
    const [, method, path, cell] = m as unknown as [string, MatrixRow['method'], string, string];
    if (cell === 'public' || cell === 'signed in') {
      rows.push({ line: index + 1, method, path, permissions: null });
      return;
    }
    const names = cell.split(',').map((n) => n.trim());
    const unknown = names.filter((n) => !isPermissionName(n));
    if (names.length === 0 || unknown.length > 0) {
      problems.push(`satır ${index + 1}: bilinmeyen yetki: ${unknown.join(', ') || '(boş)'}`);
      return;
    }
    rows.push({ line: index + 1, method, path, permissions: names as PermissionName[] });
  });
  if (problems.length > 0) throw new Error(`docs/permissions.md okunamadı:\n${problems.join('\n')}`);
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) throw new Error(`docs/permissions.md: ${key} iki kez yazılmış (satır ${r.line})`);
    seen.add(key);
  }
  return rows;
}

const matrix = parseMatrix(readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8'));
const protectedRows = matrix.filter((r) => r.permissions !== null);

let t: TestServer;
const tokens = new Map<string, Promise<string>>();
function tokenWithout(excluded: readonly PermissionName[]): Promise<string> {
  const held = PERMISSION_NAMES.filter((p) => !excluded.includes(p));
  const key = [...excluded].sort().join(',');
  let token = tokens.get(key);
  if (!token) tokens.set(key, (token = createUserWithPermissions(t, held).then((u) => u.token)));
  return token;
}

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('the parser', () => {
  it('reads rows and refuses malformed ones', () => {
    const ok = parseMatrix('| method | path | permissions |\n|---|---|---|\n| GET | /api/x/:id | view_users, manage_roles |\n| POST | /api/auth/login | public |');
    expect(ok).toEqual([
      { line: 3, method: 'GET', path: '/api/x/:id', permissions: ['view_users', 'manage_roles'] },
      { line: 4, method: 'POST', path: '/api/auth/login', permissions: null },
    ]);
    expect(() => parseMatrix('| GET | /api/x | view_everything |')).toThrow(/bilinmeyen yetki/);
    expect(() => parseMatrix('| FETCH | /api/x | view_users |')).toThrow(/okunamadı/);
    expect(() => parseMatrix('| GET | /x | view_users |')).toThrow(/okunamadı/);
    expect(() => parseMatrix('| GET | /api/x | view_users | extra |')).toThrow(/okunamadı/);
    expect(() => parseMatrix('| GET | /api/x | view_users |\n| GET | /api/x | view_users |')).toThrow(/iki kez/);
  });

  it('finds the matrix non-empty', () => {
    expect(protectedRows.length).toBeGreaterThan(10);
  });
});

describe('every protected call without its permission answers 403', () => {
  it.each(protectedRows.map((r) => [`${r.method} ${r.path} (${r.permissions!.join(', ')})`, r] as const))('%s', async (_name, row) => {
    const token = await tokenWithout(row.permissions!);
    const path = row.path.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, () => randomUUID());
    const res = await t.request<{ error: string }>(row.method, path, {
      token,
      body: row.method === 'GET' || row.method === 'DELETE' ? undefined : {},
    });
    expect(res.status, `${row.method} ${path} → ${res.status} ${JSON.stringify(res.body)}`).toBe(403);
  });
});
