// The API's calls as docs/permissions.md lists them: one row per call, `| METHOD | /api/path | permissions |`.
// The one parser of the matrix (the permission walk and the hostile-input suite both read it). It is
// strict: a table line it cannot read, an unknown permission or a call listed twice fails the suite,
// so the matrix cannot silently drift into prose.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPermissionName, type PermissionName } from '@shared/permissions';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Without the /api prefix and the query, e.g. '/users/:id'. */
  path: string;
  /** The query of the row as written ('' when none), e.g. 'forTransfer=true'. */
  query: string;
  /** Empty for 'public' and 'signed in'. */
  permissions: PermissionName[];
  access: 'public' | 'signed in' | 'permission';
  line: number;
}

const HEADER = /^\|\s*method\s*\|\s*path\s*\|\s*permissions\s*\|$/i;
const SEPARATOR = /^\|(\s*:?-{3,}:?\s*\|){3}$/;
const ROW = /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*\/api((?:\/[A-Za-z0-9_.:-]+)+)(?:\?([A-Za-z0-9_=&.-]+))?\s*\|\s*([^|]+?)\s*\|$/;

/** Parses the matrix's markdown; throws one error naming every line it could not read. */
export function parseApiRoutes(markdown: string): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const problems: string[] = [];
  markdown.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    if (!text.startsWith('|') || HEADER.test(text) || SEPARATOR.test(text)) return;
    const m = ROW.exec(text);
    if (!m) {
      problems.push(`satır ${index + 1}: okunamadı: ${text}`);
      return;
    }
    const [, method, routePath, query, cell] = m as unknown as [string, ApiRoute['method'], string, string | undefined, string];
    const access = cell === 'public' ? 'public' : cell === 'signed in' ? 'signed in' : 'permission';
    const permissions: PermissionName[] = [];
    if (access === 'permission') {
      const names = cell.split(',').map((s) => s.trim().replace(/`/g, ''));
      const unknown = names.filter((n) => !isPermissionName(n));
      if (unknown.length > 0 || names.length === 0) {
        problems.push(`satır ${index + 1}: bilinmeyen yetki: ${unknown.join(', ') || '(boş)'}`);
        return;
      }
      permissions.push(...(names as PermissionName[]));
    }
    routes.push({ method, path: routePath, query: query ?? '', permissions, access, line: index + 1 });
  });
  const seen = new Map<string, number>();
  for (const r of routes) {
    const key = `${r.method} /api${r.path}${r.query ? `?${r.query}` : ''}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push(`satır ${r.line}: ${key} iki kez yazılmış (ilki satır ${first})`);
    else seen.set(key, r.line);
  }
  if (problems.length > 0) throw new Error(`docs/permissions.md okunamadı:\n${problems.join('\n')}`);
  return routes;
}

export function readApiRoutes(file = path.resolve('docs/permissions.md')): ApiRoute[] {
  return parseApiRoutes(readFileSync(file, 'utf8'));
}
