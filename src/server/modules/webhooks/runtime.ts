// The webhook part of the notification runtime (notifications/runtime.ts): the sender's pass and
// the daily tick's expired-check events, with the notice to a paused subscription's creator
// through the existing notification channels (bell, e-mail as they chose).
import { sql } from 'drizzle-orm';
import { warehouseToday } from '@shared/local-day';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import { notifyUsers } from '../notifications/events';
import type { Notifier } from '../notifications/settings';
import { addressPolicy } from './address-guard';
import { emitExpiredChecks } from './emit';
import { sendDueWebhooks, type WebhookSenderContext } from './sender';

export interface WebhookSender {
  send(now: Date, limit: number): Promise<number>;
  /** Once a day (claimed in notification_runs): checks that ran out become `check.expired` events. */
  tick(now: Date): Promise<number>;
}

export function webhookSender(db: Db, n: Notifier, allowPrivate: string | undefined): WebhookSender {
  const ctx: WebhookSenderContext = {
    policy: addressPolicy(allowPrivate),
    async onPaused(webhookId, now) {
      const [h] = await queryRows<{ url: string; created_by: string | null }>(
        db,
        sql`select url, created_by from webhooks where id = ${webhookId}::uuid`,
      );
      if (!h?.created_by) return;
      await notifyUsers(n, db, [h.created_by], {
        key: `webhook_paused:${webhookId}:${now.getTime()}`,
        event: 'webhook_paused',
        link: '/settings/webhooks',
        payload: { webhook_id: webhookId, url: h.url },
      });
    },
  };
  return {
    send: (now, limit) => sendDueWebhooks(db, ctx, now, limit),
    async tick(now) {
      // Nobody subscribed: no run is claimed (nor any row written) for the day.
      const wanted = await queryRows<{ id: string }>(
        db,
        sql`select id from webhooks where status = 'active' and 'check.expired' = any(events) limit 1`,
      );
      if (wanted.length === 0) return 0;
      const day = warehouseToday(now);
      const written = await db.transaction(async (tx) => {
        const claimed = await queryRows<{ name: string }>(
          tx,
          sql`insert into notification_runs (name, day) values ('webhook_checks', ${day}) on conflict do nothing returning name`,
        );
        return claimed.length > 0 ? emitExpiredChecks(tx, day, now) : 0;
      });
      if (written > 0) n.wake(now);
      return written;
    },
  };
}
