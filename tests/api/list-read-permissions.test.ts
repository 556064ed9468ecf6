// The client's table of who may read each mirrored list must match the server's (docs/permissions.md),
// and the server must answer each list to exactly those permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_READ_PERMISSIONS, type MirroredList } from '@shared/list-read-permissions';
import { PERMISSION_NAMES } from '@shared/permissions';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { readApiRoutes } from '../helpers/api-routes';
import * as fx from '../helpers/fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('mirrored lists', () => {
  const documented = new Map(
    readApiRoutes()
      .filter((r) => r.method === 'GET')
      .map((r) => [r.path, r.permissions]),
  );

  it.each(Object.entries(LIST_READ_PERMISSIONS))('%s: the same permissions as docs/permissions.md', (list, perms) => {
    expect([...(documented.get(list) ?? [])].sort()).toEqual([...perms].sort());
  });

  it.each(Object.keys(LIST_READ_PERMISSIONS) as MirroredList[])(
    '%s: readable with each listed permission alone, 403 without',
    async (list) => {
      for (const p of LIST_READ_PERMISSIONS[list]) {
        const user = await fx.createUserWithPermissions(t, [p]);
        const res = await t.request('GET', `${list}?since=${encodeURIComponent(new Date(0).toISOString())}`, { token: user.token });
        expect(res.status, `${list} with ${p}`).toBe(200);
      }
      const others = PERMISSION_NAMES.filter((p) => !(LIST_READ_PERMISSIONS[list] as readonly string[]).includes(p));
      const without = await fx.createUserWithPermissions(t, others);
      expect((await t.request('GET', list, { token: without.token })).status).toBe(403);
    },
  );
});
