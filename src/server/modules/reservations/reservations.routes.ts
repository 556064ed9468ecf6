// /api/reservations (docs/planning.md, docs/permissions.md): the agenda, today's pick list, a
// model's availability, making and cancelling, and the lapse setting. Scoped by warehouse.
import { Hono } from 'hono';
import * as v from 'valibot';
import { addDays, daysBetween, isLocalDay, warehouseToday } from '@shared/local-day';
import {
  CreateReservationSchema,
  MAX_AGENDA_ROWS,
  MAX_RESERVATION_DAYS,
  RESERVATION_MESSAGES as M,
  RESERVATION_STATUSES,
  ReservationSettingsSchema,
} from '@shared/reservations';
import { integerParam, statusFilter, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import type { AppEnv } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import { availability } from './availability';
import { listReservations, pickList } from './reservations-reads';
import {
  cancelReservation,
  createReservation,
  getReservation,
  readReservationSettings,
  writeReservationSettings,
} from './reservations.service';
import { answer } from '@server/http/answer';
import {
  ReservationsGetAnswer,
  ReservationsAvailabilityGetAnswer,
  ReservationsSettingsGetAnswer,
  ReservationsSettingsPutAnswer,
} from '@server/http/answers/reservations';
import { PickListAnswer, ReservationAnswer } from '@server/http/answers/shared-reservations';

export const reservationsRoutes = new Hono<AppEnv>();

const dayParam = v.optional(
  v.pipe(
    v.string(M.dayInvalid),
    v.check((d) => isLocalDay(d), M.dayInvalid),
  ),
);
const AgendaQuery = v.object({
  warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID),
  equipment_id: uuidParam('Geçersiz ekipman.'),
  worker_id: uuidParam('Geçersiz işçi.'),
  from: dayParam,
  to: dayParam,
  status: statusFilter(RESERVATION_STATUSES),
  // The device copy asks for more than a screen's 500 (docs/planning.md "Offline").
  limit: integerParam(1, MAX_AGENDA_ROWS, M.limit),
});
const TodayQuery = v.object({ warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID) });
const AvailabilityQuery = v.object({
  // Both or neither: without a model there is nothing to count (an empty list).
  brand_id: uuidParam('Geçersiz marka.'),
  model: v.optional(v.pipe(v.string('Geçersiz model.'), v.trim(), v.maxLength(100, 'Geçersiz model.'))),
  from: dayParam,
  to: dayParam,
});

reservationsRoutes.get('/', requirePermission('view_reservations'), query(AgendaQuery), answer(ReservationsGetAnswer), async (c) => {
  const q = c.req.valid('query');
  const filter = {
    warehouseId: q.warehouse_id,
    equipmentId: q.equipment_id,
    workerId: q.worker_id,
    from: q.from,
    to: q.to,
    status: q.status,
    limit: q.limit,
  };
  return c.json(await listReservations(c.get('db'), c.get('user'), filter));
});

// Registered before '/:id'.
reservationsRoutes.get('/today', requirePermission('view_reservations'), query(TodayQuery), answer(PickListAnswer), async (c) => {
  return c.json(await pickList(c.get('db'), c.get('user'), c.req.valid('query').warehouse_id));
});

reservationsRoutes.get(
  '/availability',
  requirePermission('view_reservations'),
  query(AvailabilityQuery),
  answer(ReservationsAvailabilityGetAnswer),
  async (c) => {
    const q = c.req.valid('query');
    const from = q.from ?? warehouseToday();
    const to = q.to ?? addDays(from, 1);
    if (daysBetween(from, to) <= 0) throw badRequest(M.endBeforeStart);
    if (daysBetween(from, to) > MAX_RESERVATION_DAYS) throw badRequest(M.tooLong);
    if (!q.brand_id || !q.model) return c.json([]);
    return c.json(await availability(c.get('db'), c.get('user'), { brandId: q.brand_id, model: q.model }, from, to));
  },
);

reservationsRoutes.get(
  '/settings',
  requirePermission('view_reservations', 'manage_reservations'),
  answer(ReservationsSettingsGetAnswer),
  async (c) => {
    return c.json(await readReservationSettings(c.get('db')));
  },
);

reservationsRoutes.put(
  '/settings',
  requirePermission('manage_reservations'),
  body(ReservationSettingsSchema),
  answer(ReservationsSettingsPutAnswer),
  async (c) => {
    return c.json(await writeReservationSettings(c.get('db'), c.get('user'), c.req.valid('json')));
  },
);

reservationsRoutes.get('/:id', requirePermission('view_reservations'), pathId(M.notFound), answer(ReservationAnswer), async (c) => {
  return c.json(await getReservation(c.get('db'), c.get('user'), c.req.valid('param').id));
});

reservationsRoutes.post(
  '/',
  requirePermission('manage_reservations'),
  body(CreateReservationSchema),
  answer(ReservationAnswer, 201),
  async (c) => {
    return c.json(await createReservation(c.get('db'), c.get('user'), c.req.valid('json')), 201);
  },
);

reservationsRoutes.post(
  '/:id/cancel',
  requirePermission('manage_reservations'),
  pathId(M.notFound),
  answer(ReservationAnswer),
  async (c) => {
    return c.json(await cancelReservation(c.get('db'), c.get('user'), c.req.valid('param').id));
  },
);
