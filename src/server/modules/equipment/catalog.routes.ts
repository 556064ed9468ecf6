// One router shape for brands and categories.
import { Hono } from 'hono';
import * as v from 'valibot';
import { sinceParam } from '@shared/schemas/list-query';
import type { PermissionName } from '@shared/permissions';
import type { NamedInput } from '@shared/schemas/inventory';
import type { AppEnv } from '@server/http/context';
import { deltaAnswer } from '@server/http/delta';
import { requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import { idParam } from '@server/http/validate';
import { createCatalogItem, deleteCatalogItem, listCatalog, updateCatalogItem, type CatalogKind } from './catalog.service';
import { answer } from '@server/http/answer';
import { deltaList, MessageAnswer } from '@server/http/answers/common';
import { CatalogAnswer } from '@server/http/answers/reference';

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

  routes.get('/', requirePermission(...o.read), query(v.object({ since: sinceParam })), answer(deltaList(CatalogAnswer)), async (c) => {
    const db = c.get('db');
    return c.json(await deltaAnswer(db, o.kind.tableName, c.req.valid('query').since, (since) => listCatalog(db, o.kind, since)));
  });

  routes.post('/', requirePermission(o.create), body(o.schema), answer(CatalogAnswer, 201), async (c) => {
    return c.json(await createCatalogItem(c.get('db'), o.kind, c.get('user'), c.req.valid('json')), 201);
  });

  routes.put('/:id', requirePermission(o.edit), pathId(o.kind.notFound), body(o.schema), answer(CatalogAnswer), async (c) => {
    const id = c.req.valid('param').id;
    return c.json(await updateCatalogItem(c.get('db'), o.kind, c.get('user'), id, c.req.valid('json')));
  });

  routes.delete('/:id', requirePermission(o.remove), answer(MessageAnswer), async (c) => {
    const id = idParam(c, 'id', o.kind.notFound);
    await deleteCatalogItem(c.get('db'), o.kind, c.get('user'), id);
    return c.json({ message: o.deletedMessage });
  });

  return routes;
}
