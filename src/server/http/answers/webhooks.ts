import * as v from 'valibot';
import { WebhookRowAnswer, WebhookDeliveryRowAnswer } from './shared-webhooks';

export const WebhooksGetAnswer = v.array(WebhookRowAnswer);

export const WebhooksByIdDeleteAnswer = v.strictObject({ ok: v.literal(true) });

export const WebhooksByIdDeliveriesGetAnswer = v.array(WebhookDeliveryRowAnswer);

export const WebhooksDeliveriesByIdResendPostAnswer = v.strictObject({ ok: v.literal(true) });
