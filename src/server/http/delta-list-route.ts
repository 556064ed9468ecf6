// `GET /` of a list the app mirrors: the whole list, or with `?since=` the rows changed and the ids
// deleted since then (the delta sync, delta.ts), for whoever holds one of `read`.
//   deltaListRoute(repairersRoutes, { read: LIST_READ_PERMISSIONS['/repairers'], table: 'repairers', ... });
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { PermissionName } from '@shared/permissions';
import { sinceParam } from '@shared/schemas/list-query';
import { answer } from './answer';
import type { AppEnv, AuthUser } from './context';
import { deltaAnswer } from './delta';
import { requirePermission } from './guard';
import { query } from './route-input';

type Db = AppEnv['Variables']['db'];

export interface DeltaListRouteOptions<Row> {
  read: readonly PermissionName[];
  /** The answer: the rows, or `deltaList(row)` when `?since=` is given. */
  answer: v.GenericSchema;
  /** The table whose deletions `?since=` reports. */
  table: string;
  /** The rows (changed since `since`, when given) as `user` may see them. */
  list: (db: Db, since: string | undefined, user: AuthUser) => Promise<Row[]>;
}

export function deltaListRoute<Row>(routes: Hono<AppEnv>, o: DeltaListRouteOptions<Row>): void {
  routes.get('/', requirePermission(...o.read), query(v.object({ since: sinceParam })), answer(o.answer), async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    return c.json(await deltaAnswer(db, o.table, c.req.valid('query').since, (since) => o.list(db, since, user)));
  });
}
