// One router shape for brands and categories.
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { PermissionName } from '@shared/permissions';
import type { NamedInput } from '@shared/schemas/inventory';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { requirePermission } from '@server/http/guard';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import { createCatalogItem, deleteCatalogItem, listCatalog, updateCatalogItem, type CatalogKind } from './catalog.service';

export interface CatalogRouteOptions {
  kind: CatalogKind;
  schema: v.GenericSchema<unknown, NamedInput>;
  read: readonly PermissionName[];
  create: PermissionName;
  edit: PermissionName;
  remove: PermissionName;
  deletedMessage: string;
}

export function catalogRoutes(o: CatalogRouteOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', requirePermission(...o.read), async (c) => {
    const db = c.get('db');
    const since = sinceParam(c);
    if (since) {
      const serverTime = deltaClock();
      const items = await listCatalog(db, o.kind, since);
      return c.json({ items, deleted: await deletedSince(db, o.kind.tableName, since), server_time: serverTime });
    }
    return c.json(await listCatalog(db, o.kind));
  });

  routes.post('/', requirePermission(o.create), async (c) => {
    const input = await parseBody(c, o.schema);
    return c.json(await createCatalogItem(c.get('db'), o.kind, c.get('user'), input), 201);
  });

  routes.put('/:id', requirePermission(o.edit), async (c) => {
    const id = idParam(c, 'id', o.kind.notFound);
    const input = await parseBody(c, o.schema);
    return c.json(await updateCatalogItem(c.get('db'), o.kind, c.get('user'), id, input));
  });

  routes.delete('/:id', requirePermission(o.remove), async (c) => {
    const id = idParam(c, 'id', o.kind.notFound);
    await deleteCatalogItem(c.get('db'), o.kind, c.get('user'), id);
    return c.json({ message: o.deletedMessage });
  });

  return routes;
}
