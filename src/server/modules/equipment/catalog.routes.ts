// One router shape for brands and categories.
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { PermissionName } from '@shared/permissions';
import type { NamedInput } from '@shared/schemas/inventory';
import type { AppEnv } from '@server/http/context';
import { deltaListRoute } from '@server/http/delta-list-route';
import { writeRoutes } from '@server/http/write-routes';
import { createCatalogItem, deleteCatalogItem, listCatalog, updateCatalogItem, type CatalogKind } from './catalog.service';
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

  deltaListRoute(routes, {
    read: o.read,
    answer: deltaList(CatalogAnswer),
    table: o.kind.tableName,
    list: (db, since) => listCatalog(db, o.kind, since),
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
