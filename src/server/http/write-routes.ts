// The three writes of a reference list (POST /, PUT /:id, DELETE /:id) for the modules whose
// writes are nothing but their service's create, update and delete: each checks its permission,
// reads the body with its schema and declares its answer, as every other route does.
//   writeRoutes(warehousesRoutes, { answer: WarehouseAnswer, notFound: NOT_FOUND.warehouse, ... });
import type { Hono } from 'hono';
import type * as v from 'valibot';
import type { PermissionName } from '@shared/permissions';
import { answer as declareAnswer } from './answer';
import { MessageAnswer, OkAnswer } from './answers/common';
import type { AppEnv, AuthUser } from './context';
import { requirePermission } from './guard';
import { body, pathId } from './route-input';
import { idParam } from './validate';

type Db = AppEnv['Variables']['db'];

export interface WriteRouteOptions<Create, Update, Row> {
  /** The saved row's answer (201 after a create, 200 after an update). */
  answer: v.GenericSchema;
  /** The 404 message for an `:id` that names no row. */
  notFound: string;
  createPermission: PermissionName;
  createBody: v.GenericSchema<unknown, Create>;
  create: (db: Db, user: AuthUser, input: Create) => Promise<Row>;
  editPermission: PermissionName;
  updateBody: v.GenericSchema<unknown, Update>;
  update: (db: Db, user: AuthUser, id: string, input: Update) => Promise<Row>;
  deletePermission: PermissionName;
  remove: (db: Db, user: AuthUser, id: string) => Promise<unknown>;
  /** The delete's answer is `{ message }` with this text; without it, `{ ok: true }`. */
  deletedMessage?: string;
  /** The saved row as the one who asked may see it (e.g. `asSeenBy` masks a national id). */
  shown?: (user: AuthUser, row: Row) => Row;
}

export function writeRoutes<Create, Update, Row extends object>(routes: Hono<AppEnv>, o: WriteRouteOptions<Create, Update, Row>): void {
  const shown = (user: AuthUser, row: Row) => (o.shown ? o.shown(user, row) : row);

  routes.post('/', requirePermission(o.createPermission), body(o.createBody), declareAnswer(o.answer, 201), async (c) => {
    return c.json(shown(c.get('user'), await o.create(c.get('db'), c.get('user'), c.req.valid('json'))), 201);
  });

  routes.put('/:id', requirePermission(o.editPermission), pathId(o.notFound), body(o.updateBody), declareAnswer(o.answer), async (c) => {
    const id = c.req.valid('param').id;
    return c.json(shown(c.get('user'), await o.update(c.get('db'), c.get('user'), id, c.req.valid('json'))));
  });

  const deleted = o.deletedMessage;
  routes.delete(
    '/:id',
    requirePermission(o.deletePermission),
    declareAnswer(deleted === undefined ? OkAnswer : MessageAnswer),
    async (c) => {
      await o.remove(c.get('db'), c.get('user'), idParam(c, 'id', o.notFound));
      return deleted === undefined ? c.json({ ok: true }) : c.json({ message: deleted });
    },
  );
}
