// The API's calls as docs/permissions.md lists them: one row per call, `| METHOD | /api/path | permissions |`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPermissionName, type PermissionName } from '../../src/shared/permissions';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Without the /api prefix, e.g. '/users/:id'. */
  path: string;
  /** Empty for 'public' and 'signed in'. */
  permissions: PermissionName[];
  access: 'public' | 'signed in' | 'permission';
  line: number;
}

const ROW = /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*(\/api\/\S*)\s*\|\s*([^|]+?)\s*\|\s*$/;

export function readApiRoutes(file = path.resolve('docs/permissions.md')): ApiRoute[] {
  const routes: ApiRoute[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (!/^\|\s*(GET|POST|PUT|DELETE|PATCH)\b/.test(text)) return;
      const m = ROW.exec(text);
      if (!m) throw new Error(`docs/permissions.md:${index + 1}: satır biçimi bozuk: ${text}`);
      const [, method, fullPath, perms] = m as unknown as [string, ApiRoute['method'], string, string];
      const access = perms === 'public' ? 'public' : perms === 'signed in' ? 'signed in' : 'permission';
      const permissions: PermissionName[] = [];
      if (access === 'permission') {
        for (const p of perms.split(',').map((s) => s.trim().replace(/`/g, ''))) {
          if (!isPermissionName(p)) throw new Error(`docs/permissions.md:${index + 1}: bilinmeyen yetki '${p}'`);
          permissions.push(p);
        }
      }
      routes.push({ method, path: fullPath.replace(/^\/api/, '').split('?')[0]!, permissions, access, line: index + 1 });
    });
  return routes;
}
