// The outbox replay state machine (docs/offline.md), shared by the page and the service worker so
// that both send entries by the same rules. Storage and transport are passed in: the page and the
// worker each back them with the same Dexie database and `fetch`.
//
//   pending ──send──► (2xx) removed            network error / 5xx / 429 → pending, back-off
//                     (401) waiting_auth        until the next sign-in, then pending again
//                     (other 4xx) failed        with the server's message; retry or confirmed discard
//
// Keys: an entry is sent with its Idempotency-Key (`key`, at first its id). The automatic replay of
// an entry that was not sent or not answered keeps the key, so the server answers a request it
// already ran with the stored result. A retry the user asks for after a refusal is a new attempt:
// it gets a new key (the server would otherwise answer with the stored refusal forever). Every
// attempt is kept in the entry's `history`.
import { IDEMPOTENCY_HEADER, IMMEDIATE_SEND, SEND_MODE_HEADER, isSendable, outboxRequest, type OutboxOperation } from './outbox';
import { LEGACY_UNREADABLE, isLegacyEntry, migrateLegacyEntry } from './outbox-legacy';
import { SEND_TIMEOUT_MS, isTimeoutError, isTransientStatus, serverAnswer, timedFetch } from '../shared/timed-fetch';

export type OutboxState = 'pending' | 'sending' | 'waiting_auth' | 'failed';

/** An operation as the outbox keeps it (the page's and the worker's IndexedDB). */
export type OutboxEntry = OutboxOperation & OutboxEntryState;

export interface OutboxEntryState {
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
  /** Their name, shown on the rows the entry stands for. */
  ownerName?: string;
  /** The Idempotency-Key of the current attempt; absent means the entry's id. */
  key?: string;
  /** Every send and user retry, oldest first (at most HISTORY_LIMIT). */
  history?: OutboxAttempt[];
}

export interface OutboxAttempt {
  at: number;
  /** The Idempotency-Key used. */
  key: string;
  /** HTTP status; 0 = no answer (network or time limit); absent for a user's retry. */
  status?: number;
  /** 'retry': the user asked for a new attempt. */
  event: 'sent' | 'retry';
  error?: string;
}

export const HISTORY_LIMIT = 20;

/** The key the next send of this entry uses. */
export function keyOf(entry: Pick<OutboxEntry, 'id' | 'key'>): string {
  return entry.key ?? entry.id;
}

function withAttempt(entry: Pick<OutboxEntry, 'history'>, attempt: OutboxAttempt): OutboxAttempt[] {
  return [...(entry.history ?? []), attempt].slice(-HISTORY_LIMIT);
}

/**
 * What a user's 'Yeniden Dene' does to an entry. After a refusal (`failed`) it is a new attempt
 * with `newKey`; an entry that was only waiting (unsent, unanswered, waiting for sign-in) keeps its
 * key, because the server may already have run it.
 */
export function retryChanges(entry: OutboxEntry, newKey: string, now: number): Partial<OutboxEntry> {
  const key = entry.state === 'failed' ? newKey : keyOf(entry);
  return {
    state: 'pending',
    nextAttemptAt: 0,
    error: undefined,
    updatedAt: now,
    key,
    history: withAttempt(entry, { at: now, key, event: 'retry' }),
  };
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

/** Sends one request; throws when no answer came (network, time limit). */
export type Sender = (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<SendAnswer>;

/** `fetch` within `deadlineMs`: a stalled send is given up and the entry goes back to the outbox. */
export function timedSender(deadlineMs: number): Sender {
  return async ({ method, url, headers, body }) => {
    // A captive portal's page is status 0: the entry stays and is sent again under its key.
    return serverAnswer(await timedFetch(url, { method, headers, body, credentials: 'include' }, { deadlineMs }));
  };
}

export const fetchSender: Sender = timedSender(SEND_TIMEOUT_MS);

export interface ReplayReport {
  sent: Array<{ entry: OutboxEntry; body: unknown }>;
  failed: OutboxEntry[];
  /** Entries left for later (no network, server fault, waiting for sign-in or a dependency). */
  remaining: number;
  /** True when the server could not be reached at all. */
  unreachable: boolean;
  /**
   * True when an entry is left for a later try of its own (no answer, a time limit, a 5xx, or a
   * back-off not over yet), not for a sign-in, another user or a dependency: whoever runs the
   * replay with no page open (Background Sync) must ask to be woken again.
   */
  retryLater: boolean;
}

export const OUTBOX_LOCK = 'depo-outbox';
export const OUTBOX_SYNC_TAG = 'depo-outbox';

export const MESSAGES = {
  unreachable: 'Sunucuya ulaşılamadı; bağlantı gelince yeniden denenecek.',
  timedOut: 'Sunucu zamanında yanıt vermedi; yeniden denenecek.',
  serverFault: 'Sunucu hatası; yeniden denenecek.',
  waitingAuth: 'Oturum süresi doldu; yeniden giriş yapınca gönderilecek.',
  waitingDependency: 'Önce bağlı olduğu kayıt gönderilecek.',
  waitingOwner: 'İşlemi yapan kullanıcı giriş yapınca gönderilecek.',
  dependencyLost: 'Bağlı olduğu kayıt (ör. yeni işçi) gönderilemediği için bu işlem gönderilemiyor.',
  unsendable: LEGACY_UNREADABLE,
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
  if (isTransientStatus(status)) return 'retry';
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
  if (body && typeof body === 'object' && 'id' in body && typeof (body as { id: unknown }).id === 'string')
    return (body as { id: string }).id;
  return undefined;
}

export interface ReplayOptions {
  now?: () => number;
  /** Send only these entries (an immediate send of what the user just did). */
  only?: ReadonlySet<string>;
  /**
   * Ignore the back-off: true when the user pressed retry or the page saw the network come back;
   * 'network' (Background Sync, which also fires at once when registered online) only for entries
   * that got no answer for lack of network, so a send that timed out is not repeated at once.
   */
  ignoreBackoff?: boolean | 'network';
  /**
   * The immediate send of what the user just did, its form still open (SEND_MODE_HEADER): the
   * server may refuse what that form should have asked. Never for an entry left queued.
   */
  immediate?: boolean;
}

function backoffIgnored(entry: OutboxEntry, ignore: ReplayOptions['ignoreBackoff']): boolean {
  if (ignore === 'network') return entry.lastStatus === 0 && entry.error !== MESSAGES.timedOut;
  return ignore === true;
}

/**
 * The entry as a command this version can send: as it is, or made one from an earlier version's
 * shape (stored so, its old fields removed); null when it cannot be read.
 */
async function asCommand(store: OutboxStore, entry: OutboxEntry, at: number): Promise<OutboxEntry | null> {
  const stored: Record<string, unknown> = { ...entry };
  if (!isLegacyEntry(stored)) return isSendable(entry) ? entry : null;
  const migrated = { ...entry, ...migrateLegacyEntry(stored), method: undefined, path: undefined, updatedAt: at };
  if (migrated.state === 'failed' || !isSendable(migrated)) return null;
  // Dexie removes a field set to undefined.
  await store.update(entry.id, migrated);
  return migrated;
}

/** Sends what can be sent now, in order. The caller holds the outbox lock. */
export async function replayOutbox(store: OutboxStore, send: Sender, options: ReplayOptions = {}): Promise<ReplayReport> {
  const now = options.now ?? Date.now;
  const report: ReplayReport = { sent: [], failed: [], remaining: 0, unreachable: false, retryLater: false };
  const entries = await store.entries();
  const token = await store.token();
  const user = (await store.currentUser?.()) ?? null;
  const inOutbox = new Map(entries.map((e) => [e.id, e]));
  let stop = false;

  for (let entry of entries) {
    if (entry.state === 'failed') continue;
    const selected = !options.only || options.only.has(entry.id);
    if (stop || !selected || !token) {
      report.remaining++;
      continue;
    }
    if (entry.state === 'pending' && entry.nextAttemptAt > now() && !backoffIgnored(entry, options.ignoreBackoff)) {
      report.remaining++;
      report.retryLater = true;
      continue;
    }
    if (entry.owner && user && entry.owner !== user) {
      if (entry.error !== MESSAGES.waitingOwner) await store.update(entry.id, { error: MESSAGES.waitingOwner, updatedAt: now() });
      report.remaining++;
      continue;
    }

    // Written in an earlier version's shape (a tab still running it): made the command it stands
    // for, as the database upgrade does; what this version cannot send fails with what to do.
    const readable = await asCommand(store, entry, now());
    if (!readable) {
      const changes = { state: 'failed' as const, error: MESSAGES.unsendable, updatedAt: now() };
      await store.update(entry.id, changes);
      report.failed.push({ ...entry, ...changes });
      continue;
    }
    entry = readable;

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

    const request = outboxRequest(entry);
    const body = rewriteIds(request.body, ids);
    const key = keyOf(entry);
    await store.update(entry.id, { state: 'sending', updatedAt: now() });
    let answer: SendAnswer;
    let timedOut = false;
    try {
      answer = await send({
        method: request.method,
        url: `/api${request.path}`,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          [IDEMPOTENCY_HEADER]: key,
          ...(options.immediate ? { [SEND_MODE_HEADER]: IMMEDIATE_SEND } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      timedOut = isTimeoutError(error);
      answer = { status: 0, body: null };
    }

    const attempts = entry.attempts + 1;
    const outcome = classifyStatus(answer.status);
    const message =
      outcome === 'done'
        ? undefined
        : outcome === 'auth'
          ? MESSAGES.waitingAuth
          : answer.status === 0
            ? timedOut
              ? MESSAGES.timedOut
              : MESSAGES.unreachable
            : (serverMessage(answer.body) ?? (outcome === 'retry' ? MESSAGES.serverFault : MESSAGES.rejected(answer.status)));
    const history = withAttempt(entry, { at: now(), key, status: answer.status, event: 'sent', ...(message ? { error: message } : {}) });
    switch (outcome) {
      case 'done': {
        const serverId = createdId(answer.body);
        if (serverId) await store.rememberServerId(entry.id, serverId);
        await store.remove(entry.id);
        inOutbox.delete(entry.id);
        report.sent.push({ entry: { ...entry, attempts, history }, body: answer.body });
        break;
      }
      case 'auth':
        await store.update(entry.id, { state: 'waiting_auth', attempts, lastStatus: 401, error: message, history, updatedAt: now() });
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
          error: message,
          history,
          updatedAt: now(),
        });
        report.remaining++;
        report.retryLater = true;
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
          error: message,
          history,
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
export function newEntry(
  operation: OutboxOperation,
  now: number = Date.now(),
  owner?: string | null,
  ownerName?: string | null,
): OutboxEntry {
  const entry: OutboxEntry = { ...operation, state: 'pending', createdAt: now, updatedAt: now, attempts: 0, nextAttemptAt: 0 };
  if (owner) entry.owner = owner;
  if (owner && ownerName) entry.ownerName = ownerName;
  return entry;
}
