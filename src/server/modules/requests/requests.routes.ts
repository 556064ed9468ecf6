// /api/requests (docs/planning.md "Requests", docs/permissions.md): requests from the field. Making
// and cancelling one's own: create_request; seeing a warehouse's and deciding: approve_request.
// Every call is limited to the caller's warehouses.
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApproveRequestSchema, CreateRequestSchema, REQUEST_MESSAGES as M, REQUEST_STATUSES, RefuseRequestSchema } from '@shared/requests';
import { statusFilter, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import { myRequests, requestOptions, warehouseRequests } from './request-sql';
import { approveRequest, cancelRequest, createRequest, getRequest, refuseRequest } from './requests.service';
import { answer } from '@server/http/answer';
import { RequestOptionsAnswer, FieldRequestAnswer } from '@server/http/answers/shared-requests';
import { RequestsMineGetAnswer, RequestsGetAnswer } from '@server/http/answers/requests';

export const requestsRoutes = new Hono<AppEnv>();

const ListQuery = v.object({ warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID), status: statusFilter(REQUEST_STATUSES) });

// Registered before '/:id'.
requestsRoutes.get('/options', requirePermission('create_request', 'approve_request'), answer(RequestOptionsAnswer), async (c) => {
  return c.json(await requestOptions(c.get('db'), c.get('user')));
});

requestsRoutes.get('/mine', requirePermission('create_request'), answer(RequestsMineGetAnswer), async (c) => {
  return c.json(await myRequests(c.get('db'), c.get('user')));
});

requestsRoutes.get('/', requirePermission('approve_request'), query(ListQuery), answer(RequestsGetAnswer), async (c) => {
  const q = c.req.valid('query');
  return c.json(await warehouseRequests(c.get('db'), c.get('user'), { warehouseId: q.warehouse_id, status: q.status }));
});

requestsRoutes.get(
  '/:id',
  requirePermission('create_request', 'approve_request'),
  pathId(M.notFound),
  answer(FieldRequestAnswer),
  async (c) => {
    return c.json(await getRequest(c.get('db'), c.get('user'), c.req.valid('param').id));
  },
);

requestsRoutes.post(
  '/',
  requirePermission('create_request'),
  body(CreateRequestSchema),
  answer(FieldRequestAnswer, 201),
  answer(FieldRequestAnswer),
  async (c) => {
    const { request, created } = await createRequest(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('json'));
    return c.json(request, created ? 201 : 200);
  },
);

requestsRoutes.post(
  '/:id/approve',
  requirePermission('approve_request'),
  pathId(M.notFound),
  body(ApproveRequestSchema),
  answer(FieldRequestAnswer),
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await approveRequest(c.get('notifier'), c.get('db'), c.get('user'), id, c.req.valid('json')));
  },
);

requestsRoutes.post(
  '/:id/refuse',
  requirePermission('approve_request'),
  pathId(M.notFound),
  body(RefuseRequestSchema),
  answer(FieldRequestAnswer),
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await refuseRequest(c.get('notifier'), c.get('db'), c.get('user'), id, c.req.valid('json')));
  },
);

requestsRoutes.post('/:id/cancel', requirePermission('create_request'), pathId(M.notFound), answer(FieldRequestAnswer), async (c) => {
  return c.json(await cancelRequest(c.get('db'), c.get('user'), c.req.valid('param').id));
});
