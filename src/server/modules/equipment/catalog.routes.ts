// One router shape for brands and categories.
import { Hono } from 'hono';
import * as v from 'valibot';
import { sinceParam } from '@shared/schemas/list-query';
import type { PermissionName } from '@shared/permissions';
import type { NamedInput } from '@shared/schemas/inventory';
import type { AppEnv } from '@server/http/context';
import { deltaAnswer } from '@server/http/delta';
import { requirePermission } from '@server/http/guard';
import { query } from '@server/http/route-input';
import { writeRoutes } from '@server/http/write-routes';
import { createCatalogItem, deleteCatalogItem, listCatalog, updateCatalogItem, type CatalogKind } from './catalog.service';
import { answer } from '@server/http/answer';
import { deltaList } from '@server/http/answers/common';
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

  writeRoutes(routes, {
    answer: CatalogAnswer,
    notFound: o.kind.notFound,
    createPermission: o.create,
    createBody: o.schema,
    create: (db, user, input) => createCatalogItem(db, o.kind, user, input),
    editPermission: o.edit,
    updateBody: o.schema,
    update: (db, user, id, input) => updateCatalogItem(db, o.kind, user, id, input),
    deletePermission: o.remove,
    remove: (db, user, id) => deleteCatalogItem(db, o.kind, user, id),
    deletedMessage: o.deletedMessage,
  });

  return routes;
}
