import * as v from 'valibot';
import type { DigestTimeRow } from '@server/modules/notifications/deliveries.service';
import { num, text, answerOf } from './common';

export const NotificationsUnreadCountGetAnswer = v.strictObject({ unread: num });

export const NotificationsReadAllPostAnswer = v.strictObject({ unread: num });

export const NotificationsByIdReadPostAnswer = v.strictObject({ unread: num });

export const DigestTimeRowAnswer = answerOf<DigestTimeRow>()(v.strictObject({ warehouse_id: text, name: text, time: text }));

export const NotificationsDigestTimesGetAnswer = v.array(DigestTimeRowAnswer);

export const NotificationsDigestTimesByIdPutAnswer = v.array(DigestTimeRowAnswer);
