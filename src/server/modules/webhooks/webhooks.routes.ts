// /api/webhooks (manage_webhooks, docs/integration.md): subscriptions of other systems to events,
// their delivery log and resend.
import { Hono } from 'hono';
import * as v from 'valibot';
import { webhookCreateSchema, webhookUpdateSchema } from '@shared/webhooks';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, pathId } from '@server/http/route-input';
import { addressPolicy } from './address-guard';
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_NOT_FOUND,
  createWebhook,
  deleteWebhook,
  listWebhooks,
  mustSeeEveryWarehouse,
  resendDelivery,
  updateWebhook,
  webhookDeliveries,
} from './webhooks.service';
import { answer } from '@server/http/answer';
import { OkAnswer } from '@server/http/answers/common';
import { WebhooksGetAnswer, WebhooksByIdDeliveriesGetAnswer } from '@server/http/answers/webhooks';
import { WebhookCreatedAnswer, WebhookRowAnswer } from '@server/http/answers/shared-webhooks';

export const webhooksRoutes = new Hono<AppEnv>();

webhooksRoutes.use('*', requirePermission('manage_webhooks'), async (c, next) => {
  mustSeeEveryWarehouse(c.get('user'));
  await next();
});

const policyOf = (c: { get(key: 'config'): AppEnv['Variables']['config'] }) =>
  addressPolicy(c.get('config').notifications.webhookAllowPrivate);

webhooksRoutes.get('/', answer(WebhooksGetAnswer), async (c) => c.json(await listWebhooks(c.get('db'))));

webhooksRoutes.post('/', body(webhookCreateSchema), answer(WebhookCreatedAnswer, 201), async (c) =>
  c.json(await createWebhook(c.get('db'), c.get('user'), c.req.valid('json'), policyOf(c)), 201),
);

webhooksRoutes.put('/:id', pathId(WEBHOOK_NOT_FOUND), body(webhookUpdateSchema), answer(WebhookRowAnswer), async (c) =>
  c.json(await updateWebhook(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json'), policyOf(c))),
);

webhooksRoutes.delete('/:id', pathId(WEBHOOK_NOT_FOUND), answer(OkAnswer), async (c) => {
  await deleteWebhook(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.json({ ok: true });
});

webhooksRoutes.get('/:id/deliveries', pathId(WEBHOOK_NOT_FOUND), answer(WebhooksByIdDeliveriesGetAnswer), async (c) =>
  c.json(await webhookDeliveries(c.get('db'), c.req.valid('param').id)),
);

webhooksRoutes.post('/deliveries/:id/resend', pathId(WEBHOOK_DELIVERY_NOT_FOUND), body(v.object({})), answer(OkAnswer), async (c) => {
  const now = c.get('notifier').now();
  await resendDelivery(c.get('db'), c.get('user'), c.req.valid('param').id, now);
  c.get('notifier').wake(now);
  return c.json({ ok: true });
});
