// Web Push to every device the user allowed (web-push: VAPID, payload encryption). A device the
// push service no longer knows (404, 410) is forgotten; 429 and 5xx are tried again later. The
// connection goes only to a public address, the one checked (http/public-url-guard.ts); a redirect
// is not followed.
import { eq, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '@shared/notifications';
import { isTransientStatus } from '@shared/timed-fetch';
import type { Db } from '@server/db/client';
import { checkPublicUrl, pinnedAgent, PUBLIC_URL_REFUSED, type GuardOptions } from '@server/http/public-url-guard';
import { pushSubscriptions } from '@server/db/notifications-schema';
import type { Message } from '../compose';
import type { VapidKeys } from '../vapid';
import { reasonOf, refused, transient, type ChannelSender, type OutboxRow, type Recipient, type SendResult } from './types';

const TTL_SECONDS = 24 * 3600;

export function pushChannel(db: Db, keys: () => Promise<VapidKeys>, subject: string, guard: GuardOptions = {}): ChannelSender {
  return {
    unavailable: () => null,
    async send(row: OutboxRow, _to: Recipient, message: Message): Promise<SendResult> {
      if (!row.user_id) return refused('Alıcı yok.');
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, row.user_id));
      if (devices.length === 0) return refused('Kullanıcının bildirim izni verilmiş cihazı yok.');
      const vapid = await keys();
      const payload: PushPayload = { title: message.title, body: message.short, link: message.link, tag: row.key };
      let delivered = 0;
      let lastTransient: string | null = null;
      let lastRefusal: string | null = null;
      for (const device of devices) {
        // Stored before the guard, or its name now resolves elsewhere: no connection at all.
        const target = await checkPublicUrl(device.endpoint, guard);
        if (!target.ok) {
          if (target.status === 503) lastTransient = target.message;
          else lastRefusal = `Cihaz adresi reddedildi: ${target.message}`;
          continue;
        }
        try {
          await webpush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              TTL: TTL_SECONDS,
              timeout: 15_000,
              agent: pinnedAgent(guard),
            },
          );
          delivered++;
        } catch (error) {
          const status = error instanceof WebPushError ? error.statusCode : 0;
          if ((error as { code?: unknown }).code === 'ERR_NOT_PUBLIC_ADDRESS') {
            lastRefusal = `Cihaz adresi reddedildi: ${PUBLIC_URL_REFUSED}`;
          } else if (status >= 300 && status < 400) {
            lastRefusal = `Anlık bildirim servisi yönlendirme istedi (${status}); yönlendirmeler izlenmez.`;
          } else if (status === 404 || status === 410) {
            await db.execute(sql`delete from push_subscriptions where id = ${device.id}::uuid`);
            lastRefusal = `Cihaz aboneliği sona ermiş (${status}).`;
          } else if (status >= 400 && status < 500 && !isTransientStatus(status)) {
            lastRefusal = `Anlık bildirim servisi ${status}: ${reasonOf(error)}`;
          } else {
            lastTransient = status ? `Anlık bildirim servisi ${status}` : reasonOf(error);
          }
        }
      }
      // One device reached is the message delivered: another attempt would repeat it there.
      if (delivered > 0) return { ok: true };
      if (lastTransient) return transient(lastTransient);
      return refused(lastRefusal ?? 'Anlık bildirim gönderilemedi.');
    },
  };
}
