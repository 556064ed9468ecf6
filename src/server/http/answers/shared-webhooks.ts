import * as v from 'valibot';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_STATUSES,
  type WebhookRow,
  type WebhookCreated,
  type WebhookDeliveryRow,
} from '@shared/webhooks';
import { nullableNum, nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const WebhookRowAnswer = answerOf<WebhookRow>()(
  v.strictObject({
    id: text,
    url: text,
    description: nullableText,
    events: v.array(v.picklist(WEBHOOK_EVENTS)),
    status: v.picklist(WEBHOOK_STATUSES),
    paused_reason: nullableText,
    failing_since: nullableText,
    created_by: v.nullable(PersonRefAnswer),
    created_at: text,
  }),
);

/** The new subscription with its secret, shown this once. */
export const WebhookCreatedAnswer = answerOf<WebhookCreated>()(v.strictObject({ secret: text, ...WebhookRowAnswer.entries }));

export const WebhookDeliveryRowAnswer = answerOf<WebhookDeliveryRow>()(
  v.strictObject({
    id: text,
    event: v.picklist(WEBHOOK_EVENTS),
    status: v.picklist(WEBHOOK_DELIVERY_STATUSES),
    attempts: num,
    response_code: nullableNum,
    last_error: nullableText,
    created_at: text,
    last_attempt_at: nullableText,
    delivered_at: nullableText,
    not_before: text,
  }),
);
