// The outbox replay state machine (docs/offline.md), shared by the page and the service worker so
// that both send entries by the same rules. Storage and transport are passed in: the page and the
// worker each back them with the same Dexie database and `fetch`.
//
//   pending ──send──► (2xx) removed            network error / 5xx / 429 → pending, back-off
//                     (401) waiting_auth        until the next sign-in, then pending again
//                     (other 4xx) failed        with the server's message; retry or confirmed discard
import { IDEMPOTENCY_HEADER, type OutboxOperation } from './outbox';

export type OutboxState = 'pending' | 'sending' | 'waiting_auth' | 'failed';

export interface OutboxEntry extends OutboxOperation {
  state: OutboxState;
  /** Epoch ms; entries are sent in this order. */
  createdAt: number;
  updatedAt: number;
  attempts: number;
  /** Epoch ms before which a retry is not attempted (exponential back-off). */
  nextAttemptAt: number;
  /** The last HTTP status (0 = no answer). */
  lastStatus?: number;
  /** Turkish, shown in the outbox panel. */
  error?: string;
  /** The user who did it: on a shared tablet an entry is sent only with that user's session. */
  owner?: string;
}

export interface OutboxStore {
  /** All entries, oldest first. */
  entries(): Promise<OutboxEntry[]>;
  update(id: string, changes: Partial<OutboxEntry>): Promise<void>;
  remove(id: string): Promise<void>;
  token(): Promise<string | null>;
  /** The signed-in user the token belongs to (null when unknown: then entries are not held back). */
  currentUser?(): Promise<string | null>;
  /** Server id of a row created by an earlier entry (a worker created offline). */
  serverIdFor(clientId: string): Promise<string | undefined>;
  rememberServerId(clientId: string, serverId: string): Promise<void>;
}

export interface SendAnswer {
  status: number;
  body: unknown;
}

/** Sends one request; throws when no answer came (network). */
export type Sender = (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<SendAnswer>;

export interface ReplayReport {
  sent: Array<{ entry: OutboxEntry; body: unknown }>;
  failed: OutboxEntry[];
  /** Entries left for later (no network, server fault, waiting for sign-in or a dependency). */
  remaining: number;
  /** True when the server could not be reached at all. */
  unreachable: boolean;
}

export const OUTBOX_LOCK = 'depo-outbox';
export const OUTBOX_SYNC_TAG = 'depo-outbox';

export const MESSAGES = {
  unreachable: 'Sunucuya ulaşılamadı; bağlantı gelince yeniden denenecek.',
  serverFault: 'Sunucu hatası; yeniden denenecek.',
  waitingAuth: 'Oturum süresi doldu; yeniden giriş yapınca gönderilecek.',
  waitingDependency: 'Önce bağlı olduğu kayıt gönderilecek.',
  waitingOwner: 'İşlemi yapan kullanıcı giriş yapınca gönderilecek.',
  dependencyLost: 'Bağlı olduğu kayıt (ör. yeni işçi) gönderilemediği için bu işlem gönderilemiyor.',
  rejected: (status: number) => `İşlem sunucu tarafından reddedildi (HTTP ${status}).`,
} as const;

const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 10 * 60_000;

/** 5 s, 10 s, 20 s … up to 10 min, with a little jitter so that tablets do not retry in step. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type AnswerClass = 'done' | 'retry' | 'auth' | 'failed';

export function classifyStatus(status: number): AnswerClass {
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'auth';
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'retry';
  return 'failed';
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof (body as { error: unknown }).error === 'string') {
    return (body as { error: string }).error || undefined;
  }
  return undefined;
}

/** Replace, in a flat body, every value naming a client id by the server's id for it. */
export function rewriteIds(body: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || ids.size === 0) return body;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) out[k] = typeof v === 'string' && ids.has(v) ? ids.get(v) : v;
  return out;
}

function createdId(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'id' in body && typeof (body as { id: unknown }).id === 'string') return (body as { id: string }).id;
  return undefined;
}

export interface ReplayOptions {
  now?: () => number;
  /** Send only these entries (an immediate send of what the user just did). */
  only?: ReadonlySet<string>;
  /** Ignore the back-off (the user pressed retry, or the network just came back). */
  ignoreBackoff?: boolean;
}

/** Sends what can be sent now, in order. The caller holds the outbox lock. */
export async function replayOutbox(store: OutboxStore, send: Sender, options: ReplayOptions = {}): Promise<ReplayReport> {
  const now = options.now ?? Date.now;
  const report: ReplayReport = { sent: [], failed: [], remaining: 0, unreachable: false };
  const entries = await store.entries();
  const token = await store.token();
  const user = (await store.currentUser?.()) ?? null;
  const inOutbox = new Map(entries.map((e) => [e.id, e]));
  let stop = false;

  for (const entry of entries) {
    if (entry.state === 'failed') continue;
    const selected = !options.only || options.only.has(entry.id);
    if (stop || !selected || !token) {
      report.remaining++;
      continue;
    }
    if (entry.state === 'pending' && !options.ignoreBackoff && entry.nextAttemptAt > now()) {
      report.remaining++;
      continue;
    }
    if (entry.owner && user && entry.owner !== user) {
      if (entry.error !== MESSAGES.waitingOwner) await store.update(entry.id, { error: MESSAGES.waitingOwner, updatedAt: now() });
      report.remaining++;
      continue;
    }

    // Dependencies: every entry named must have landed (its server id is known).
    const ids = new Map<string, string>();
    let waiting = false;
    let lost = false;
    for (const dep of entry.dependsOn ?? []) {
      const serverId = await store.serverIdFor(dep);
      if (serverId) ids.set(dep, serverId);
      else if (inOutbox.has(dep)) waiting = true;
      else lost = true;
    }
    if (lost) {
      const changes = { state: 'failed' as const, error: MESSAGES.dependencyLost, updatedAt: now() };
      await store.update(entry.id, changes);
      report.failed.push({ ...entry, ...changes });
      continue;
    }
    if (waiting) {
      if (entry.error !== MESSAGES.waitingDependency) await store.update(entry.id, { error: MESSAGES.waitingDependency, updatedAt: now() });
      report.remaining++;
      continue;
    }

    const body = rewriteIds(entry.body, ids);
    await store.update(entry.id, { state: 'sending', updatedAt: now() });
    let answer: SendAnswer;
    try {
      answer = await send({
        method: entry.method,
        url: `/api${entry.path}`,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          [IDEMPOTENCY_HEADER]: entry.id,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      answer = { status: 0, body: null };
    }

    const attempts = entry.attempts + 1;
    switch (classifyStatus(answer.status)) {
      case 'done': {
        const serverId = createdId(answer.body);
        if (serverId) await store.rememberServerId(entry.id, serverId);
        await store.remove(entry.id);
        inOutbox.delete(entry.id);
        report.sent.push({ entry, body: answer.body });
        break;
      }
      case 'auth':
        await store.update(entry.id, { state: 'waiting_auth', attempts, lastStatus: 401, error: MESSAGES.waitingAuth, updatedAt: now() });
        report.remaining++;
        stop = true; // the token is refused: every other entry would be too
        break;
      case 'retry': {
        const unreachable = answer.status === 0;
        await store.update(entry.id, {
          state: 'pending',
          attempts,
          lastStatus: answer.status,
          nextAttemptAt: now() + backoffDelay(attempts),
          error: unreachable ? MESSAGES.unreachable : (serverMessage(answer.body) ?? MESSAGES.serverFault),
          updatedAt: now(),
        });
        report.remaining++;
        if (unreachable) {
          report.unreachable = true;
          stop = true;
        }
        break;
      }
      case 'failed': {
        const changes = {
          state: 'failed' as const,
          attempts,
          lastStatus: answer.status,
          error: serverMessage(answer.body) ?? MESSAGES.rejected(answer.status),
          updatedAt: now(),
        };
        await store.update(entry.id, changes);
        report.failed.push({ ...entry, ...changes });
        break;
      }
    }
  }
  return report;
}

/** A fresh entry for an operation. */
export function newEntry(operation: OutboxOperation, now: number = Date.now(), owner?: string | null): OutboxEntry {
  const entry: OutboxEntry = { ...operation, state: 'pending', createdAt: now, updatedAt: now, attempts: 0, nextAttemptAt: 0 };
  if (owner) entry.owner = owner;
  return entry;
}
