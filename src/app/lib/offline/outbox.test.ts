// The outbox state machine over a real (fake) IndexedDB: what each answer does to an entry.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxOperation } from '@device/outbox';
import {
  backoffDelay,
  classifyStatus,
  MESSAGES,
  newEntry,
  replayOutbox,
  retryChanges,
  type OutboxStore,
  type SendAnswer,
  type Sender,
} from '@device/outbox-replay';
import { OfflineDatabase } from './offline-database';
import { dexieOutboxStore } from './outbox';

let db: OfflineDatabase;
let token: string | null;
let store: OutboxStore;
let clock: number;
let seq = 0;

beforeEach(async () => {
  db = new OfflineDatabase(`outbox-test-${seq++}`);
  await db.open();
  token = 'token-1';
  store = dexieOutboxStore(db, async () => token);
  clock = 1_000_000;
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const now = () => clock;

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A server that answers from a script; records every request. */
function scripted(answer: (call: Call, n: number) => SendAnswer | 'network'): { send: Sender; calls: Call[] } {
  const calls: Call[] = [];
  const send: Sender = async (req) => {
    const call = { method: req.method, url: req.url, headers: req.headers, body: req.body ? (JSON.parse(req.body) as unknown) : undefined };
    calls.push(call);
    const a = answer(call, calls.length);
    if (a === 'network') throw new TypeError('Failed to fetch');
    return a;
  };
  return { send, calls };
}

let opSeq = 0;
function op(overrides: Partial<OutboxOperation> = {}): OutboxOperation {
  // A partial command spread over the default: the kinds' bodies differ, the test names which.
  return {
    id: crypto.randomUUID(),
    kind: 'issue_equipment',
    body: { equipment_id: `eq-${opSeq++}`, worker_id: 'w-1', signature: 'data:' },
    label: 'Teslim: SN-001 → Ali Yılmaz',
    ...overrides,
  } as OutboxOperation;
}

async function add(...ops: OutboxOperation[]) {
  for (const o of ops) await db.outbox.add(newEntry(o, clock++));
}

describe('answers', () => {
  it('2xx removes the entry and sends the Idempotency-Key and the bearer token', async () => {
    const a = op();
    await add(a);
    const { send, calls } = scripted(() => ({ status: 201, body: { id: 'srv-1' } }));
    const report = await replayOutbox(store, send, { now });
    expect(report.sent.map((s) => s.entry.id)).toEqual([a.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(calls[0]!.headers['Idempotency-Key']).toBe(a.id);
    expect(calls[0]!.headers.authorization).toBe('Bearer token-1');
    expect(calls[0]!.url).toBe('/api/field-equipment');
    expect(calls[0]!.body).toEqual(a.body);
  });

  it('only the immediate send is marked as such; the same entry replayed later goes unmarked, same key and body (a queued return is never refused for a missing note)', async () => {
    const a = op({ kind: 'return_equipment', body: { items: [{ id: 'r-1', condition: 'damaged', note: null }], signature: 'data:' } });
    await add(a);
    const { send, calls } = scripted((_, n) => (n === 1 ? { status: 503, body: null } : { status: 201, body: {} }));
    await replayOutbox(store, send, { now, only: new Set([a.id]), ignoreBackoff: true, immediate: true });
    await replayOutbox(store, send, { now, ignoreBackoff: true });
    expect(calls.map((c) => c.headers['X-Outbox-Send'])).toEqual(['immediate', undefined]);
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual([a.id, a.id]);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a network error keeps the entry pending with back-off and stops the run', async () => {
    const a = op();
    const b = op();
    await add(a, b);
    const { send, calls } = scripted(() => 'network');
    const report = await replayOutbox(store, send, { now });
    expect(report.unreachable).toBe(true);
    expect(calls).toHaveLength(1);
    const entry = (await db.outbox.get(a.id))!;
    expect(entry.state).toBe('pending');
    expect(entry.attempts).toBe(1);
    expect(entry.error).toBe(MESSAGES.unreachable);
    expect(entry.nextAttemptAt).toBeGreaterThan(clock);

    // Before the back-off has passed, a periodic run leaves it alone; `online` (ignoreBackoff) does not.
    const again = scripted(() => ({ status: 201, body: {} }));
    await replayOutbox(store, again.send, { now });
    expect(again.calls.map((c) => c.headers['Idempotency-Key'])).toEqual([b.id]);
    await replayOutbox(store, again.send, { now, ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it('5xx retries later but the run goes on with the next entry', async () => {
    const a = op();
    const b = op();
    await add(a, b);
    const { send } = scripted((_c, n) =>
      n === 1 ? { status: 500, body: { error: 'Sunucu hatası. Lütfen tekrar deneyin.' } } : { status: 201, body: {} },
    );
    const report = await replayOutbox(store, send, { now });
    expect(report.sent.map((s) => s.entry.id)).toEqual([b.id]);
    // Not a refusal: whoever replays with no page open asks to be woken again.
    expect(report.retryLater).toBe(true);
    expect(report.unreachable).toBe(false);
    const entry = (await db.outbox.get(a.id))!;
    expect(entry.state).toBe('pending');
    expect(entry.lastStatus).toBe(500);
    expect(entry.error).toBe('Sunucu hatası. Lütfen tekrar deneyin.');
  });

  it('401 keeps every entry and waits for the next sign-in', async () => {
    const a = op();
    const b = op();
    await add(a, b);
    const refused = scripted(() => ({ status: 401, body: { error: 'Oturum süresi doldu.' } }));
    const report = await replayOutbox(store, refused.send, { now });
    expect(refused.calls).toHaveLength(1);
    expect(report.remaining).toBe(2);
    expect(report.retryLater).toBe(false);
    expect((await db.outbox.get(a.id))!.state).toBe('waiting_auth');
    expect((await db.outbox.get(b.id))!.state).toBe('pending');

    token = 'token-2';
    const ok = scripted(() => ({ status: 201, body: {} }));
    await replayOutbox(store, ok.send, { now });
    expect(ok.calls.map((c) => c.headers.authorization)).toEqual(['Bearer token-2', 'Bearer token-2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('without a token nothing is sent', async () => {
    await add(op());
    token = null;
    const { send, calls } = scripted(() => ({ status: 201, body: {} }));
    const report = await replayOutbox(store, send, { now });
    expect(calls).toHaveLength(0);
    expect(report.remaining).toBe(1);
  });

  it('409 marks the entry failed with the server message; it is not sent again until retried', async () => {
    const a = op();
    await add(a);
    const message = 'SN-001 seri numaralı ekipman şu anda Sahada durumunda.';
    const { send, calls } = scripted(() => ({ status: 409, body: { error: message } }));
    const report = await replayOutbox(store, send, { now });
    expect(report.failed.map((f) => f.error)).toEqual([message]);
    expect(await db.outbox.get(a.id)).toMatchObject({ state: 'failed', error: message, lastStatus: 409 });
    await replayOutbox(store, send, { now, ignoreBackoff: true });
    expect(calls).toHaveLength(1);
  });

  it('a 4xx without a message still says what happened', async () => {
    await add(op());
    const { send } = scripted(() => ({ status: 422, body: null }));
    const report = await replayOutbox(store, send, { now });
    expect(report.failed[0]!.error).toBe(MESSAGES.rejected(422));
  });

  it('a stale "sending" entry (the tab closed mid-request) is sent again', async () => {
    const a = op();
    await add(a);
    await db.outbox.update(a.id, { state: 'sending' });
    const { send, calls } = scripted(() => ({ status: 201, body: {} }));
    await replayOutbox(store, send, { now });
    expect(calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('only: sends just the chosen entry', async () => {
    const a = op();
    const b = op();
    await add(a, b);
    const { send, calls } = scripted(() => ({ status: 201, body: {} }));
    await replayOutbox(store, send, { now, only: new Set([b.id]) });
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual([b.id]);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('keys: automatic replay keeps the key, a user retry after a refusal gets a new one', () => {
  const keysOf = (calls: Call[]) => calls.map((c) => c.headers['Idempotency-Key']);

  it('no answer, a time limit, a 5xx and a stale "sending" all resend with the same key', async () => {
    const a = op();
    await add(a);
    const timeout = Object.assign(new Error('request timed out after 15000 ms'), { name: 'TimeoutError' });
    let n = 0;
    const calls: Call[] = [];
    const send: Sender = async (req) => {
      calls.push({ method: req.method, url: req.url, headers: req.headers, body: undefined });
      n++;
      if (n === 1) throw new TypeError('Failed to fetch');
      if (n === 2) throw timeout;
      if (n === 3) return { status: 503, body: null };
      return { status: 201, body: { id: 'srv' } };
    };
    await replayOutbox(store, send, { now, ignoreBackoff: true });
    await replayOutbox(store, send, { now, ignoreBackoff: true });
    expect((await db.outbox.get(a.id))!.error).toBe(MESSAGES.timedOut);
    await replayOutbox(store, send, { now, ignoreBackoff: true });
    await db.outbox.update(a.id, { state: 'sending' });
    const report = await replayOutbox(store, send, { now });
    expect(keysOf(calls)).toEqual([a.id, a.id, a.id, a.id]);
    expect(report.sent[0]!.entry.history!.map((h) => h.status)).toEqual([0, 0, 503, 201]);
  });

  it('a retry of a refused entry is a new attempt with a new key; both attempts stay in its history', async () => {
    const a = op();
    await add(a);
    const conflict = scripted(() => ({ status: 409, body: { error: 'Ekipman zaten sahada.' } }));
    await replayOutbox(store, conflict.send, { now });
    const refused = (await db.outbox.get(a.id))!;
    expect(refused.state).toBe('failed');

    // The automatic replay leaves a refused entry alone.
    await replayOutbox(store, conflict.send, { now, ignoreBackoff: true });
    expect(conflict.calls).toHaveLength(1);

    clock += 1000;
    const newKey = crypto.randomUUID();
    await db.outbox.update(a.id, retryChanges(refused, newKey, clock));
    const ok = scripted(() => ({ status: 201, body: { id: 'srv' } }));
    const report = await replayOutbox(store, ok.send, { now });
    expect(keysOf(ok.calls)).toEqual([newKey]);
    expect(newKey).not.toBe(a.id);
    const history = report.sent[0]!.entry.history!;
    expect(history.map((h) => [h.event, h.key, h.status])).toEqual([
      ['sent', a.id, 409],
      ['retry', newKey, undefined],
      ['sent', newKey, 201],
    ]);
    expect(history[0]!.error).toBe('Ekipman zaten sahada.');
  });

  it("Background Sync ('network') skips the back-off of an entry that got no network, not of one that timed out", async () => {
    const offline = op();
    const stalled = op();
    await add(offline, stalled);
    await db.outbox.update(offline.id, { lastStatus: 0, error: MESSAGES.unreachable, attempts: 1, nextAttemptAt: clock + 60_000 });
    await db.outbox.update(stalled.id, { lastStatus: 0, error: MESSAGES.timedOut, attempts: 1, nextAttemptAt: clock + 60_000 });
    const ok = scripted(() => ({ status: 201, body: {} }));
    const report = await replayOutbox(store, ok.send, { now, ignoreBackoff: 'network' });
    expect(keysOf(ok.calls)).toEqual([offline.id]);
    expect(report.remaining).toBe(1);
    // The timed-out entry waits for its back-off: the sync must be fired again for it.
    expect(report.retryLater).toBe(true);
    const done = await replayOutbox(store, ok.send, { now: () => clock + 120_000, ignoreBackoff: 'network' });
    expect(done.remaining).toBe(0);
    expect(done.retryLater).toBe(false);
  });

  it('a retry of an entry that only waited keeps its key (the server may have run it)', () => {
    const base = newEntry(op(), clock, 'u-1');
    for (const state of ['pending', 'sending', 'waiting_auth'] as const) {
      const changes = retryChanges({ ...base, state }, 'fresh-key', clock);
      expect(changes.key).toBe(base.id);
      expect(changes.state).toBe('pending');
    }
    const failedTwice = retryChanges({ ...base, state: 'failed', key: 'second-key' }, 'third-key', clock);
    expect(failedTwice.key).toBe('third-key');
  });
});

describe('owners', () => {
  it("an entry of another user waits for that user's session", async () => {
    const mine = op();
    const theirs = op();
    await db.outbox.add(newEntry(mine, clock++, 'user-1'));
    await db.outbox.add(newEntry(theirs, clock++, 'user-2'));
    let user = 'user-1';
    const owned = dexieOutboxStore(
      db,
      async () => token,
      async () => user,
    );
    const { send, calls } = scripted(() => ({ status: 201, body: {} }));
    await replayOutbox(owned, send, { now });
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual([mine.id]);
    expect((await db.outbox.get(theirs.id))!).toMatchObject({ state: 'pending', error: MESSAGES.waitingOwner });
    user = 'user-2';
    await replayOutbox(owned, send, { now });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('dependencies (a hand-over to a worker created offline)', () => {
  function workerAndIssue() {
    const worker = op({
      kind: 'create_worker',
      body: { first_name: 'Yeni', last_name: 'İşçi', tc_no: '12345678901', phone: '5321112233', department_id: 'd-1' },
      label: 'Yeni işçi: Yeni İşçi',
    });
    const issue = op({
      body: { equipment_id: 'eq-9', worker_id: worker.id, team_leader_id: null, signature: 'data:' },
      dependsOn: [worker.id],
    });
    return { worker, issue };
  }

  it('the hand-over goes after the worker, rewritten with the server id', async () => {
    const { worker, issue } = workerAndIssue();
    await add(worker, issue);
    const { send, calls } = scripted((c) =>
      c.url === '/api/workers' ? { status: 201, body: { id: 'srv-worker' } } : { status: 201, body: { id: 'srv-fe' } },
    );
    await replayOutbox(store, send, { now });
    expect(calls.map((c) => c.url)).toEqual(['/api/workers', '/api/field-equipment']);
    expect(calls[1]!.body).toEqual({ equipment_id: 'eq-9', worker_id: 'srv-worker', team_leader_id: null, signature: 'data:' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.idMap.get(worker.id))!.serverId).toBe('srv-worker');
  });

  it('the hand-over waits while the worker cannot be sent, and fails visibly if the worker is discarded', async () => {
    const { worker, issue } = workerAndIssue();
    await add(worker, issue);
    const refused = scripted(() => ({ status: 409, body: { error: 'Bu TC Kimlik No ile kayıtlı bir işçi zaten var.' } }));
    await replayOutbox(store, refused.send, { now });
    expect(refused.calls.map((c) => c.url)).toEqual(['/api/workers']);
    expect((await db.outbox.get(issue.id))!).toMatchObject({ state: 'pending', error: MESSAGES.waitingDependency });

    await db.outbox.delete(worker.id); // the user discarded the worker entry
    const report = await replayOutbox(store, refused.send, { now });
    expect(report.failed.map((f) => f.id)).toEqual([issue.id]);
    expect((await db.outbox.get(issue.id))!).toMatchObject({ state: 'failed', error: MESSAGES.dependencyLost });
  });

  it('a worker that landed in an earlier run is found through the id map', async () => {
    const { worker, issue } = workerAndIssue();
    await db.idMap.put({ clientId: worker.id, serverId: 'srv-w', createdAt: clock });
    await add(issue);
    const { send, calls } = scripted(() => ({ status: 201, body: {} }));
    await replayOutbox(store, send, { now });
    expect((calls[0]!.body as { worker_id: string }).worker_id).toBe('srv-w');
  });
});

describe('durability and policy', () => {
  it('entries survive closing and reopening the database', async () => {
    const a = op();
    await add(a);
    db.close();
    const reopened = new OfflineDatabase(db.name);
    await reopened.open();
    expect((await reopened.outbox.get(a.id))!.label).toBe(a.label);
    reopened.close();
    await db.open();
  });

  it('back-off doubles and is capped at ten minutes', () => {
    const mid = () => 0.5;
    expect(backoffDelay(1, mid)).toBe(5_000);
    expect(backoffDelay(2, mid)).toBe(10_000);
    expect(backoffDelay(3, mid)).toBe(20_000);
    expect(backoffDelay(30, mid)).toBe(600_000);
    expect(backoffDelay(1, () => 0)).toBe(4_000);
    expect(backoffDelay(1, () => 1)).toBe(6_000);
  });

  it('classifies answers', () => {
    expect([200, 201, 204].map(classifyStatus)).toEqual(['done', 'done', 'done']);
    expect([0, 500, 502, 503, 408, 429].map(classifyStatus)).toEqual(Array(6).fill('retry'));
    expect(classifyStatus(401)).toBe('auth');
    expect([400, 403, 404, 409, 413, 422].map(classifyStatus)).toEqual(Array(6).fill('failed'));
  });
});
