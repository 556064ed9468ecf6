import * as v from 'valibot';
import type { WebhookRow, WebhookCreated, WebhookDeliveryRow } from '@shared/webhooks';
import { nullableNum, nullableText, num, text, type Expect, type Same } from './common';

export const WebhookRowAnswer = v.strictObject({
  id: text,
  url: text,
  description: nullableText,
  events: v.array(
    v.picklist([
      'handover.created',
      'handover.returned',
      'fault.opened',
      'fault.repaired',
      'transfer.sent',
      'transfer.received',
      'stocktake.closed',
      'stock.low',
      'check.expired',
    ]),
  ),
  status: v.picklist(['active', 'paused']),
  paused_reason: nullableText,
  failing_since: nullableText,
  created_by: v.nullable(v.strictObject({ id: text, first_name: text, last_name: text })),
  created_at: text,
});

export const WebhookCreatedAnswer = v.strictObject({
  secret: text,
  id: text,
  url: text,
  description: nullableText,
  events: v.array(
    v.picklist([
      'handover.created',
      'handover.returned',
      'fault.opened',
      'fault.repaired',
      'transfer.sent',
      'transfer.received',
      'stocktake.closed',
      'stock.low',
      'check.expired',
    ]),
  ),
  status: v.picklist(['active', 'paused']),
  paused_reason: nullableText,
  failing_since: nullableText,
  created_by: v.nullable(v.strictObject({ id: text, first_name: text, last_name: text })),
  created_at: text,
});

export const WebhookDeliveryRowAnswer = v.strictObject({
  id: text,
  event: v.picklist([
    'handover.created',
    'handover.returned',
    'fault.opened',
    'fault.repaired',
    'transfer.sent',
    'transfer.received',
    'stocktake.closed',
    'stock.low',
    'check.expired',
  ]),
  status: v.picklist(['failed', 'waiting', 'sending', 'delivered']),
  attempts: num,
  response_code: nullableNum,
  last_error: nullableText,
  created_at: text,
  last_attempt_at: nullableText,
  delivered_at: nullableText,
  not_before: text,
});

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof WebhookRowAnswer>, WebhookRow>>,
  Expect<Same<v.InferOutput<typeof WebhookCreatedAnswer>, WebhookCreated>>,
  Expect<Same<v.InferOutput<typeof WebhookDeliveryRowAnswer>, WebhookDeliveryRow>>,
];
