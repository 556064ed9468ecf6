// The page's side of the outbox (docs/offline.md): queue an operation, send it at once when
// possible, and replay what is left on `online`, at start, when the tab becomes visible, after a
// sign-in and periodically. The service worker replays the same entries on Background Sync; a Web
// Lock ('depo-outbox') keeps the two from sending at once, and the server's Idempotency-Key
// handling makes a replay that slips through harmless anyway.
import { toast } from 'sonner';
import { namedRecordIds, type OutboxCommand } from '@device/outbox';
import { SEND_TIMEOUT_MS } from '@shared/timed-fetch';
import {
  fetchSender,
  newEntry,
  timedSender,
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  replayOutbox,
  retryChanges,
  type OutboxEntry,
  type OutboxStore,
  type ReplayOptions,
  type ReplayReport,
  type Sender,
} from '@device/outbox-replay';
import { isGatewayFault, isServerReachable, onServerReachable, reportServerReachable } from '../connectivity';
import { cachedUserId, cachedUserName } from '../session';
import { getToken, subscribeSession } from '../session-store';
import { noteWriteAnswered } from '../writes-answered';
import { dexieOutboxStore } from '@device/outbox-store';
import { META_TOKEN, META_USER, offlineDb } from './db';

export { dexieOutboxStore };

/** A sender that tells the shell whether the server answers. */
function reporting(sender: Sender): Sender {
  return async (request) => {
    try {
      const answer = await sender(request);
      reportServerReachable(!isGatewayFault(answer.status));
      if (answer.status !== 0) noteWriteAnswered();
      return answer;
    } catch (error) {
      reportServerReachable(false);
      throw error;
    }
  };
}

export const pageSender: Sender = reporting(fetchSender);

/** An immediate send waits at most this long for a replay that holds the lock. */
const LOCK_WAIT_MS = 5_000;

// ---- lock ---------------------------------------------------------------------------------

let localChain: Promise<unknown> = Promise.resolve();

/** Thrown when the lock was not free within the wait given: the caller leaves the entry queued. */
export class OutboxBusyError extends Error {
  constructor() {
    super('outbox lock busy');
    this.name = 'OutboxBusyError';
  }
}

/**
 * Runs `fn` holding the outbox lock (shared with the service worker where Web Locks exist). Every
 * holder sends with a time limit, so the wait is bounded; `waitMs` bounds it further for a user
 * who is looking at a spinning button.
 */
export function withOutboxLock<T>(fn: () => Promise<T>, waitMs?: number): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    if (waitMs === undefined) return locks.request(OUTBOX_LOCK, fn) as Promise<T>;
    const signal = AbortSignal.timeout(waitMs);
    let granted = false;
    const held = () => {
      granted = true;
      return fn();
    };
    return (locks.request(OUTBOX_LOCK, { signal }, held) as Promise<T>).catch((error: unknown) => {
      throw granted ? error : new OutboxBusyError();
    });
  }
  const run = localChain.then(fn, fn);
  localChain = run.catch(() => undefined);
  return run;
}

// ---- events -------------------------------------------------------------------------------

/** `discarded`: ids of entries the user discarded (a screen showing them says so, and only then). */
export type OutboxListener = (report: Pick<ReplayReport, 'sent' | 'failed'> & { discarded?: readonly string[] }) => void;
const listeners = new Set<OutboxListener>();

/** Called after entries landed or failed (page or service worker): lists refresh on it. */
export function onOutboxReport(listener: OutboxListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SUCCESS_TEXT: Record<OutboxEntry['kind'], (n: number) => string> = {
  issue_equipment: (n) => `${n} ekipman başarıyla teslim edildi.`,
  return_equipment: () => 'Ekipman başarıyla iade alındı.',
  report_fault: () => 'Arıza kaydı başarıyla oluşturuldu.',
  create_worker: () => 'İşçi başarıyla oluşturuldu.',
  stocktake_read: (n) => `${n} sayım okuması gönderildi.`,
  stocktake_stock_count: (n) => `${n} stok sayımı gönderildi.`,
  stock_issue: () => 'Çevrimdışı stok teslimi gönderildi.',
  create_request: () => 'Çevrimdışı talep gönderildi.',
};

/** Toasts for entries that landed or failed in the background (not for an immediate send). */
function announce(report: Pick<ReplayReport, 'sent' | 'failed'>): void {
  const counts = new Map<OutboxEntry['kind'], number>();
  for (const { entry } of report.sent) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
  for (const [kind, n] of counts) {
    // Many at once (a signing, a count): one toast for the lot.
    if (kind === 'issue_equipment' || kind === 'stocktake_read' || kind === 'stocktake_stock_count') toast.success(SUCCESS_TEXT[kind](n));
    else for (let i = 0; i < n; i++) toast.success(SUCCESS_TEXT[kind](1));
  }
  for (const entry of report.failed) toast.error(`${entry.label}: ${entry.error ?? ''}`.trim(), { duration: 10_000 });
}

function emit(report: Pick<ReplayReport, 'sent' | 'failed'>, withToasts: boolean): void {
  if (report.sent.length === 0 && report.failed.length === 0) return;
  if (withToasts) announce(report);
  for (const l of listeners) l(report);
}

// ---- queue and send -----------------------------------------------------------------------

async function pageStore(): Promise<OutboxStore> {
  return dexieOutboxStore(
    await offlineDb(),
    async () => getToken(),
    async () => cachedUserId(),
  );
}

/**
 * Rows created offline are named by their entry's id until they land. An operation whose body
 * names such an id (a hand-over to a worker created offline) depends on that entry: it is sent
 * after it, with the server's id put in (src/device/outbox-replay.ts). Found here, so callers need
 * not declare it.
 */
async function implicitDependencies(operation: OutboxCommand): Promise<string[]> {
  const values = namedRecordIds(operation);
  if (values.length === 0) return [];
  const db = await offlineDb();
  const [queued, mapped] = await Promise.all([db.outbox.bulkGet(values), db.idMap.bulkGet(values)]);
  return values.filter((_, i) => queued[i]?.kind === 'create_worker' || mapped[i] !== undefined);
}

export async function enqueue(operation: OutboxCommand): Promise<OutboxEntry> {
  const implicit = await implicitDependencies(operation);
  const dependsOn = [...new Set([...(operation.dependsOn ?? []), ...implicit])];
  // Entries queued in one tick keep their order even within the same millisecond.
  const entry = newEntry(dependsOn.length ? { ...operation, dependsOn } : operation, nextCreatedAt(), cachedUserId(), cachedUserName());
  await (await offlineDb()).outbox.add(entry);
  return entry;
}

let lastCreatedAt = 0;
function nextCreatedAt(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Asks the service worker to replay when the network returns (Chromium's Background Sync). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    /* not supported or not allowed: the page replays on `online` instead */
  }
}

/** An entry was queued: lists refresh so that it shows ('Beklemede'). */
export function announceQueued(): void {
  for (const l of listeners) l({ sent: [], failed: [] });
}

/** Replays what can be sent now. Toasts and list refreshes follow through onOutboxReport. */
export async function replayNow(options: ReplayOptions & { announce?: boolean } = {}): Promise<ReplayReport> {
  const report = await withOutboxLock(async () => replayOutbox(await pageStore(), pageSender, options));
  emit(report, options.announce ?? true);
  if (report.remaining > 0) void requestBackgroundSync();
  return report;
}

/** Sends one queued entry now; the caller learns what happened (its form shows errors itself). */
export async function sendEntryNow(
  id: string,
): Promise<{ outcome: 'sent'; body: unknown } | { outcome: 'failed'; entry: OutboxEntry } | { outcome: 'queued' }> {
  // The user waits for this: lock and send together take at most SEND_TIMEOUT_MS. When another send
  // just found the server unreachable (a burst of items of one signing), the entry stays queued.
  const started = Date.now();
  let report: ReplayReport | null;
  try {
    report = await withOutboxLock(async () => {
      if (!isServerReachable()) return null;
      const sender = reporting(timedSender(SEND_TIMEOUT_MS - (Date.now() - started)));
      return replayOutbox(await pageStore(), sender, { only: new Set([id]), ignoreBackoff: true, immediate: true });
    }, LOCK_WAIT_MS);
  } catch (error) {
    if (!(error instanceof OutboxBusyError)) throw error;
    report = null;
  }
  if (!report) {
    void requestBackgroundSync();
    return { outcome: 'queued' };
  }
  const sent = report.sent.find((s) => s.entry.id === id);
  if (sent) {
    for (const l of listeners) l({ sent: [sent], failed: [] });
    // The server is reachable: whatever else waits (its back-off aside) goes now, in the background.
    if (report.remaining > 0) void replayNow({ ignoreBackoff: true }).catch(() => undefined);
    return { outcome: 'sent', body: sent.body };
  }
  const failed = report.failed.find((f) => f.id === id);
  if (failed) return { outcome: 'failed', entry: failed };
  void requestBackgroundSync();
  return { outcome: 'queued' };
}

/**
 * The user pressed 'Yeniden Dene'. After a refusal this is a new attempt with a new key; an entry
 * that only waited keeps its key (retryChanges, src/device/outbox-replay.ts).
 */
export async function retryEntry(id: string): Promise<ReplayReport> {
  const db = await offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (entry) await db.outbox.update(id, retryChanges(entry, crypto.randomUUID(), Date.now()));
  });
  return replayNow({ only: new Set([id]), ignoreBackoff: true });
}

/** The user confirmed discarding an entry. Entries that depend on it fail visibly on the next run. */
export async function discardEntry(id: string): Promise<void> {
  await (await offlineDb()).outbox.delete(id);
  for (const l of listeners) l({ sent: [], failed: [], discarded: [id] });
  void replayNow({ announce: true });
}

// ---- background triggers ------------------------------------------------------------------

let started = false;

async function mirrorToken(): Promise<void> {
  // The service worker cannot read localStorage: it reads the token (and whose it is) from here.
  const token = getToken();
  const db = await offlineDb();
  if (token)
    await db.meta.bulkPut([
      { key: META_TOKEN, value: token },
      { key: META_USER, value: cachedUserId() },
    ]);
  else await db.meta.bulkDelete([META_TOKEN, META_USER]);
}

/** Starts the page's replay triggers once (lib/offline/start.ts, from the app root, calls it). */
export function startOutbox(): () => void {
  if (started || typeof window === 'undefined') return () => {};
  started = true;
  const replay = (ignoreBackoff = false) => {
    if (!isOnline() || !getToken()) return;
    // The user id may be written after the token: keep the worker's copy current.
    void mirrorToken()
      .then(() => replayNow({ ignoreBackoff }))
      .catch(() => undefined);
  };

  let lastToken = getToken();
  void mirrorToken().then(() => replay(true));
  const unsubscribe = subscribeSession(() => {
    const token = getToken();
    void mirrorToken();
    if (token && token !== lastToken) replay(true); // a new sign-in: entries waiting for it go now
    lastToken = token;
  });
  const onOnline = () => replay(true);
  // The server answers again: what is due goes now (a timed-out entry keeps its short back-off).
  const stopReachable = onServerReachable(() => replay());
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; sent?: ReplayReport['sent']; failed?: ReplayReport['failed'] } | null;
    if (data?.type === 'outbox-replayed') emit({ sent: data.sent ?? [], failed: data.failed ?? [] }, true);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const timer = window.setInterval(() => replay(), 30_000);

  return () => {
    started = false;
    unsubscribe();
    stopReachable();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    window.clearInterval(timer);
  };
}
