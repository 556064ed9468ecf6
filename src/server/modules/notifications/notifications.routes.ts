// /api/notifications: every signed-in user's bell, read marks, preferences and push devices; the
// delivery log, resend and digest times for holders of manage_notifications.
import { Hono } from 'hono';
import * as v from 'valibot';
import { CHANNELS, OUTBOX_STATUSES, digestTimeSchema, preferencesSchema, pushSubscriptionSchema } from '@shared/notifications';
import { NOT_FOUND } from '@shared/not-found';
import { choiceParam, STATUS_FILTER_INVALID } from '@shared/schemas/list-query';
import type { AppEnv } from '@server/http/context';
import { HttpError } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { checkPublicUrl } from '@server/http/public-url-guard';
import { body, pathId, query } from '@server/http/route-input';
import { DELIVERY_NOT_FOUND, deliveryLog, digestTimes, resend, setDigestTime } from './deliveries.service';
import { deletePushSubscription, listNotifications, markRead, preferencesAnswer, savePushSubscription, unreadCount } from './inbox.service';
import { savePrefs } from './preferences';
import { answer } from '@server/http/answer';
import { OkAnswer } from '@server/http/answers/common';
import { NotificationListAnswer, PreferencesAnswerAnswer, DeliveryLogAnswer } from '@server/http/answers/shared-notifications';
import {
  NotificationsUnreadCountGetAnswer,
  NotificationsReadAllPostAnswer,
  NotificationsByIdReadPostAnswer,
  NotificationsDigestTimesGetAnswer,
  NotificationsDigestTimesByIdPutAnswer,
} from '@server/http/answers/notifications';

export const NOTIFICATION_NOT_FOUND = 'Bildirim bulunamadı.';

export const notificationsRoutes = new Hono<AppEnv>();

notificationsRoutes.get('/', answer(NotificationListAnswer), async (c) => c.json(await listNotifications(c.get('db'), c.get('user').id)));

notificationsRoutes.get('/unread-count', answer(NotificationsUnreadCountGetAnswer), async (c) =>
  c.json({ unread: await unreadCount(c.get('db'), c.get('user').id) }),
);

// No body: an empty one or `{}` (malformed JSON is still 400, an oversized body 413).
const noBody = body(v.object({}));

notificationsRoutes.post('/read-all', noBody, answer(NotificationsReadAllPostAnswer), async (c) =>
  c.json({ unread: await markRead(c.get('db'), c.get('notifier').now(), c.get('user').id) }),
);

notificationsRoutes.post('/:id/read', pathId(NOTIFICATION_NOT_FOUND), noBody, answer(NotificationsByIdReadPostAnswer), async (c) => {
  return c.json({ unread: await markRead(c.get('db'), c.get('notifier').now(), c.get('user').id, c.req.valid('param').id) });
});

notificationsRoutes.get('/preferences', answer(PreferencesAnswerAnswer), async (c) =>
  c.json(await preferencesAnswer(c.get('db'), c.get('config'), c.get('user').id)),
);

notificationsRoutes.put('/preferences', body(preferencesSchema), answer(PreferencesAnswerAnswer), async (c) => {
  await savePrefs(c.get('db'), c.get('user').id, c.req.valid('json'));
  return c.json(await preferencesAnswer(c.get('db'), c.get('config'), c.get('user').id));
});

notificationsRoutes.post('/push-subscriptions', body(pushSubscriptionSchema), answer(OkAnswer, 201), async (c) => {
  // Only a public https endpoint: the server will connect there (http/public-url-guard.ts).
  const endpoint = await checkPublicUrl(c.req.valid('json').endpoint, {
    allowPrivate: c.get('config').notifications.pushAllowPrivateHosts,
  });
  if (!endpoint.ok) throw new HttpError(endpoint.status, `Geçersiz abonelik. ${endpoint.message}`);
  await savePushSubscription(c.get('db'), c.get('user').id, c.req.valid('json'));
  return c.json({ ok: true }, 201);
});

notificationsRoutes.delete(
  '/push-subscriptions',
  body(v.object({ endpoint: v.pipe(v.string('Geçersiz abonelik.'), v.maxLength(2000, 'Geçersiz abonelik.')) })),
  answer(OkAnswer),
  async (c) => {
    await deletePushSubscription(c.get('db'), c.get('user').id, c.req.valid('json').endpoint);
    return c.json({ ok: true });
  },
);

// ——— administration ———

const LogQuery = v.object({
  status: choiceParam(OUTBOX_STATUSES, STATUS_FILTER_INVALID),
  channel: choiceParam(CHANNELS, 'Geçersiz kanal filtresi.'),
});

notificationsRoutes.get('/deliveries', requirePermission('manage_notifications'), query(LogQuery), answer(DeliveryLogAnswer), async (c) => {
  return c.json(await deliveryLog(c.get('db'), c.get('config'), c.get('user'), c.req.valid('query')));
});

notificationsRoutes.post(
  '/deliveries/:id/resend',
  requirePermission('manage_notifications'),
  pathId(DELIVERY_NOT_FOUND),
  noBody,
  answer(OkAnswer),
  async (c) => {
    await resend(c.get('notifier'), c.get('db'), c.get('user'), c.req.valid('param').id);
    return c.json({ ok: true });
  },
);

notificationsRoutes.get('/digest-times', requirePermission('manage_notifications'), answer(NotificationsDigestTimesGetAnswer), async (c) =>
  c.json(await digestTimes(c.get('db'), c.get('user'))),
);

notificationsRoutes.put(
  '/digest-times/:id',
  requirePermission('manage_notifications'),
  pathId(NOT_FOUND.warehouse),
  body(digestTimeSchema),
  answer(NotificationsDigestTimesByIdPutAnswer),
  async (c) => {
    await setDigestTime(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').time);
    return c.json(await digestTimes(c.get('db'), c.get('user')));
  },
);
