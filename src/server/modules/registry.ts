// Every API area, mounted under /api by app.ts. Each area owns its folder.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { equipmentActivityRoutes } from './audit/equipment-activity.routes';
import { authRoutes } from './auth/auth.routes';
import { checkSchedulesRoutes, equipmentChecksRoutes, equipmentItemChecksRoutes } from './care/care.routes';
import { brandsRoutes } from './equipment/brands.routes';
import { categoriesRoutes } from './equipment/categories.routes';
import { equipmentRoutes } from './equipment/equipment.routes';
import { fieldEquipmentRoutes } from './field/field-equipment.routes';
import { importsRoutes } from './imports/imports.routes';
import { kvkkRoutes } from './kvkk/kvkk.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { equipmentPhotosRoutes, photosRoutes } from './photos/photos.routes';
import { brokenEquipmentRoutes } from './repairs/broken-equipment.routes';
import { repairersRoutes } from './repairs/repairers.routes';
import { dashboardRoutes, reportsRoutes } from './reports/reports.routes';
import { requestsRoutes } from './requests/requests.routes';
import { reservationsRoutes } from './reservations/reservations.routes';
import { ssoRoutes } from './sso/sso.routes';
import { kitsRoutes } from './kits/kits.routes';
import { stockRoutes } from './stock/stock.routes';
import { stocktakeRoutes } from './stocktake/stocktake.routes';
import { transfersRoutes } from './transfers/transfers.routes';
import { permissionsRoutes } from './users/permissions.routes';
import { rolesRoutes } from './users/roles.routes';
import { usersRoutes } from './users/users.routes';
import { warehousesRoutes } from './warehouses/warehouses.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';
import { departmentsRoutes } from './workers/departments.routes';
import { companyRoutes, documentsRoutes, documentTextsRoutes, nationalIdRoutes, workerDocumentsRoutes } from './documents/documents.routes';
import { workersRoutes } from './workers/workers.routes';

export const apiModules: ReadonlyArray<readonly [string, Hono<AppEnv>]> = [
  ['/auth/sso', ssoRoutes],
  ['/auth', authRoutes],
  ['/permissions', permissionsRoutes],
  ['/users', usersRoutes],
  ['/roles', rolesRoutes],
  ['/workers', workersRoutes],
  ['/departments', departmentsRoutes],
  ['/warehouses', warehousesRoutes],
  ['/equipment', equipmentRoutes],
  ['/equipment', equipmentActivityRoutes],
  ['/brands', brandsRoutes],
  ['/categories', categoriesRoutes],
  ['/field-equipment', fieldEquipmentRoutes],
  ['/broken-equipment', brokenEquipmentRoutes],
  ['/repairers', repairersRoutes],
  ['/transfers', transfersRoutes],
  ['/imports', importsRoutes],
  ['/stocktakes', stocktakeRoutes],
  ['/stock', stockRoutes],
  ['/documents', documentsRoutes],
  ['/company', companyRoutes],
  ['/document-texts', documentTextsRoutes],
  ['/workers', workerDocumentsRoutes],
  ['/national-id', nationalIdRoutes],
  ['/notifications', notificationsRoutes],
  ['/check-schedules', checkSchedulesRoutes],
  ['/equipment-checks', equipmentChecksRoutes],
  ['/equipment', equipmentItemChecksRoutes],
  ['/equipment', equipmentPhotosRoutes],
  ['/photos', photosRoutes],
  ['/dashboard', dashboardRoutes],
  ['/reports', reportsRoutes],
  ['/webhooks', webhooksRoutes],
  ['/api-tokens', apiTokensRoutes],
  ['/reservations', reservationsRoutes],
  ['/kvkk', kvkkRoutes],
  ['/kits', kitsRoutes],
  ['/requests', requestsRoutes],
];
