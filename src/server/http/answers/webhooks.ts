import * as v from 'valibot';
import { WebhookRowAnswer, WebhookDeliveryRowAnswer } from './shared-webhooks';

export const WebhooksGetAnswer = v.array(WebhookRowAnswer);

export const WebhooksByIdDeliveriesGetAnswer = v.array(WebhookDeliveryRowAnswer);
