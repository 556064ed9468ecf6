// /api/check-schedules (a category's required checks), /api/equipment-checks (recording a check,
// certificates, the due list) and /api/equipment/:id/checks (an item's recorded checks). docs/equipment-care.md, docs/permissions.md.
import { Hono } from 'hono';
import * as v from 'valibot';
import { NOT_FOUND } from '@shared/not-found';
import { CategoryCheckSchema, CategoryCheckUpdateSchema, CERTIFICATE_SIZE_MESSAGE, EquipmentCheckSchema } from '@shared/schemas/care';
import { uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, MB, pathId, query } from '@server/http/route-input';
import {
  CHECK_NOT_FOUND,
  CHECK_RECORD_NOT_FOUND,
  createCategoryCheck,
  deleteCategoryCheck,
  listCategoryChecks,
  listEquipmentChecks,
  readCertificate as readCertificateFile,
  recordEquipmentCheck,
  updateCategoryCheck,
} from './care-checks.service';
import { readCertificate } from './certificate';
import { listDueChecks } from './checks-due.service';
import { answer } from '@server/http/answer';
import { MessageAnswer } from '@server/http/answers/common';
import {
  CheckSchedulesGetAnswer,
  CategoryCheckRowAnswer,
  EquipmentChecksPost201Answer,
  EquipmentChecksByIdCertificateGetAnswer,
  EquipmentItemChecksByIdChecksGetAnswer,
} from '@server/http/answers/care';
import { DueChecksAnswerAnswer } from '@server/http/answers/shared-care-types';

export const checkSchedulesRoutes = new Hono<AppEnv>();

// The categories tab, the equipment detail's record form and the dashboard read them.
checkSchedulesRoutes.get(
  '/',
  requirePermission('view_categories', 'view_equipment', 'manage_stocktake'),
  answer(CheckSchedulesGetAnswer),
  async (c) => {
    return c.json(await listCategoryChecks(c.get('db')));
  },
);
checkSchedulesRoutes.post(
  '/',
  requirePermission('edit_category'),
  body(CategoryCheckSchema),
  answer(CategoryCheckRowAnswer, 201),
  async (c) => {
    return c.json(await createCategoryCheck(c.get('db'), c.get('user'), c.req.valid('json')), 201);
  },
);
checkSchedulesRoutes.put(
  '/:id',
  requirePermission('edit_category'),
  pathId(CHECK_NOT_FOUND),
  body(CategoryCheckUpdateSchema),
  answer(CategoryCheckRowAnswer),
  async (c) => {
    return c.json(await updateCategoryCheck(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')));
  },
);
checkSchedulesRoutes.delete('/:id', requirePermission('edit_category'), pathId(CHECK_NOT_FOUND), answer(MessageAnswer), async (c) => {
  await deleteCategoryCheck(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.json({ message: 'Kontrol tanımı silindi.' });
});

export const equipmentChecksRoutes = new Hono<AppEnv>();

const DueQuery = v.object({ warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID) });

// Registered before '/:id'.
equipmentChecksRoutes.get(
  '/due',
  requirePermission('view_equipment', 'view_dashboard', 'view_warehouses'),
  query(DueQuery),
  answer(DueChecksAnswerAnswer),
  async (c) => {
    return c.json(await listDueChecks(c.get('db'), c.get('user'), { warehouseId: c.req.valid('query').warehouse_id }));
  },
);

equipmentChecksRoutes.post(
  '/',
  requirePermission('record_equipment_check'),
  body(EquipmentCheckSchema, { bytes: 15 * MB, message: CERTIFICATE_SIZE_MESSAGE }),
  answer(EquipmentChecksPost201Answer, 201),
  async (c) => {
    const input = c.req.valid('json');
    const certificate = readCertificate(input.certificate);
    const id = await recordEquipmentCheck(c.get('db'), c.get('user'), input, certificate);
    const [row] = await listEquipmentChecks(c.get('db'), c.get('user'), input.equipment_id.toLowerCase(), id);
    return c.json(row, 201);
  },
);

equipmentChecksRoutes.get(
  '/:id/certificate',
  requirePermission('view_equipment'),
  pathId(CHECK_RECORD_NOT_FOUND),
  answer(EquipmentChecksByIdCertificateGetAnswer),
  async (c) => {
    const file = await readCertificateFile(c.get('db'), c.get('user'), c.req.valid('param').id);
    // JSON like a repair invoice's detail: the app tells its server's answers by their media type.
    return c.json({ filename: file.filename, type: file.type, data: `data:${file.type};base64,${file.bytes.toString('base64')}` });
  },
);

/** Mounted at /equipment beside the item's other histories: GET /equipment/:id/checks. */
export const equipmentItemChecksRoutes = new Hono<AppEnv>();

equipmentItemChecksRoutes.get(
  '/:id/checks',
  requirePermission('view_equipment'),
  pathId(NOT_FOUND.equipment),
  answer(EquipmentItemChecksByIdChecksGetAnswer),
  async (c) => {
    return c.json(await listEquipmentChecks(c.get('db'), c.get('user'), c.req.valid('param').id));
  },
);
