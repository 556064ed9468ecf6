// Starts what this process does for notifications: the VAPID keys, the channels, the sender loop
// and the job queue's tick. With NOTIFY_WORKERS=0 the process only writes events (another sends).
import type { Database } from '@server/db/client';
import type { ServerConfig } from '@server/env';
import type { Logger } from '@server/log';
import { emailChannel } from './channels/email';
import { pushChannel } from './channels/push';
import { smsChannel } from './channels/sms';
import { startJobQueue, type JobQueue } from './job-queue';
import { runTick, type TickResult } from './scheduled';
import { sendDue, type Channels } from './sender';
import { Notifier } from './settings';
import { ensureVapidKeys, readVapidKeys } from './vapid';
import { webhookSender } from '../webhooks/runtime';
import { retentionTick } from '../kvkk/retention-run';

export interface NotificationRuntime {
  /** This server's notification module: its settings, its one clock, the sender it wakes (settings.ts). */
  notifier: Notifier;
  channels: Channels;
  /** The scheduled work at `now` (tests call it with a fixed clock; the queue calls it every minute). */
  tick(now?: Date): Promise<TickResult>;
  /** Sends what is due until nothing is (tests); returns how many rows were taken. */
  drain(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

const POLL_MS = 5_000;
const BATCH = 25;

export async function startNotifications(
  database: Database,
  config: ServerConfig,
  options: { clock?: () => Date; logger?: Logger; workers?: boolean } = {},
): Promise<NotificationRuntime> {
  const clock = options.clock ?? (() => new Date());
  const n = config.notifications;
  const notifier = new Notifier({ smsEnabled: n.sms !== undefined, batchWaitMs: n.batchWaitSeconds * 1000, clock });
  await ensureVapidKeys(database.db);
  const channels: Channels = {
    email: emailChannel(n),
    sms: smsChannel(n.sms, n.companyName),
    push: pushChannel(database.db, () => readVapidKeys(database.db), n.pushSubject, { allowPrivate: n.pushAllowPrivateHosts }),
  };
  const logError = (what: string) => (error: unknown) => options.logger?.error(`[bildirim] ${what}`, error);
  const webhooks = webhookSender(database.db, notifier, n.webhookAllowPrivate);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let running: Promise<void> | undefined;

  async function pass(): Promise<void> {
    try {
      while (!stopped && (await sendDue(database.db, channels, clock(), BATCH)) === BATCH) {
        /* a full batch: there may be more */
      }
    } catch (error) {
      logError('gönderim')(error);
    }
    try {
      while (!stopped && (await webhooks.send(clock(), BATCH)) === BATCH) {
        /* a full batch: there may be more */
      }
    } catch (error) {
      logError('webhook')(error);
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (timer && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Infinity;
        running = (running ?? Promise.resolve()).then(pass).finally(() => schedule(POLL_MS));
      },
      Math.max(0, delayMs),
    );
    timer.unref();
  }

  let queue: JobQueue | undefined;
  const workers = options.workers ?? n.workers;
  if (workers) {
    // After a commit that queued rows: look again when they are due (a moment after, for the commit).
    notifier.onWake((at) => schedule(at.getTime() - clock().getTime() + 250));
    schedule(1_000);
    queue = await startJobQueue(
      database,
      database.url ?? config.databaseUrl,
      async () => {
        await runTick(notifier, database.db, clock());
        await webhooks.tick(clock());
        await retentionTick(database.db, clock(), logError('kvkk imha'));
      },
      logError('zamanlanmış iş'),
    );
  }

  return {
    notifier,
    channels,
    async tick(now = clock()) {
      const result = await runTick(notifier, database.db, now);
      await webhooks.tick(now);
      await retentionTick(database.db, now, logError('kvkk imha'));
      return result;
    },
    async drain(now = clock()) {
      let total = 0;
      for (let taken = BATCH; taken === BATCH; total += taken) taken = await sendDue(database.db, channels, now, BATCH);
      for (let taken = BATCH; taken === BATCH; total += taken) taken = await webhooks.send(now, BATCH);
      return total;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      notifier.onWake(undefined);
      await running;
      await queue?.stop();
      await Promise.all(Object.values(channels).map((c) => c.close?.()));
    },
  };
}
