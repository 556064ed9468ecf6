// /api/requests (docs/planning.md "Requests", docs/permissions.md): requests from the field. Making
// and cancelling one's own: create_request; seeing a warehouse's and deciding: approve_request.
// Every call is limited to the caller's warehouses.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ApproveRequestSchema,
  CreateRequestSchema,
  REQUEST_MESSAGES as M,
  REQUEST_STATUSES,
  RefuseRequestSchema,
  type FieldRequest,
} from '@shared/requests';
import { statusFilter, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import type { Db } from '@server/db/client';
import type { AppEnv, AuthUser } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, pathId, query } from '@server/http/route-input';
import type { Notifier } from '../notifications/settings';
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

/** An approver's decision on a request, sent as `schema`'s body; answers the request as it now stands. */
function decisionRoute<I>(
  path: string,
  schema: v.GenericSchema<unknown, I>,
  decide: (n: Notifier, db: Db, user: AuthUser, id: string, input: I) => Promise<FieldRequest>,
): void {
  requestsRoutes.post(path, requirePermission('approve_request'), pathId(M.notFound), body(schema), answer(FieldRequestAnswer), async (c) =>
    c.json(await decide(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
  );
}

decisionRoute('/:id/approve', ApproveRequestSchema, approveRequest);
decisionRoute('/:id/refuse', RefuseRequestSchema, refuseRequest);

requestsRoutes.post('/:id/cancel', requirePermission('create_request'), pathId(M.notFound), answer(FieldRequestAnswer), async (c) => {
  return c.json(await cancelRequest(c.get('db'), c.get('user'), c.req.valid('param').id));
});
