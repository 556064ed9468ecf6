// The time limits of every request, against a real local HTTP server that stalls on purpose, and
// what counts as the server's own answer (a captive portal's page does not).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@device/outbox';
import { replayOutbox, newEntry, timedSender, type OutboxEntry, type OutboxStore } from '@device/outbox-replay';
import { isTimeoutError, serverAnswer, timedFetch } from '@shared/timed-fetch';

let server: Server;
let base: string;

/** '/trickle': a body of `chunks` bytes, one every `everyMs`; `idleMs` lets it finish though the whole takes longer. */
const TRICKLE = { chunks: 10, everyMs: 250, idleMs: 2000 } as const;

const PORTAL_PAGE = '<html><body>Ağa bağlanmak için giriş yapın</body></html>';
/** Whole answers by path: status, content type ('' for none), body. */
const CANNED: Record<string, [number, string, string]> = {
  // What a hotel or depot Wi-Fi login page answers to any request.
  '/portal': [200, 'text/html; charset=utf-8', PORTAL_PAGE],
  '/api/portal/field-equipment': [200, 'text/html; charset=utf-8', PORTAL_PAGE],
  '/portal-403': [403, 'text/html', '<h1>Forbidden</h1>'],
  '/garbled': [200, 'application/json; charset=utf-8', '{"items":[{"id":'],
  '/csv': [200, 'text/csv; charset=utf-8', 'a;b\r\n1;2\r\n'],
  '/empty': [204, '', ''],
  '/gateway': [502, 'text/html', '<h1>Bad Gateway</h1>'],
  '/api/ok/field-equipment': [201, 'application/json', '{"id":"f1"}'],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/never') return; // no answer at all
    if (req.url === '/half') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items":[');
      return; // the body stops half way
    }
    if (req.url === '/trickle') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      let n = 0;
      const timer = setInterval(() => {
        res.write('x');
        if (++n === TRICKLE.chunks) {
          clearInterval(timer);
          res.end();
        }
      }, TRICKLE.everyMs);
      return;
    }
    const canned = CANNED[req.url ?? ''];
    if (canned) {
      const [status, type, body] = canned;
      res.writeHead(status, type ? { 'content-type': type } : {});
      res.end(body);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('timedFetch', () => {
  it('answers within the limit', async () => {
    // A limit no answer of a local server comes near, on any machine: the answer is the subject here.
    const answer = await timedFetch(`${base}/ok`, {}, { deadlineMs: 30_000 });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(answer.type).toBe('application/json');
    expect(serverAnswer(answer)).toEqual({ status: 200, body: { ok: true } });
  });

  // How soon it gives up is measured by `npm run bench:timed-fetch`, not asserted here.
  it('gives up on a request that is never answered', async () => {
    const error = await timedFetch(`${base}/never`, {}, { deadlineMs: 300 }).catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
  });

  it('gives up on a body that stops half way, by deadline and by idle time', async () => {
    expect(isTimeoutError(await timedFetch(`${base}/half`, {}, { deadlineMs: 300 }).catch((e: unknown) => e))).toBe(true);
    expect(isTimeoutError(await timedFetch(`${base}/half`, {}, { idleMs: 300 }).catch((e: unknown) => e))).toBe(true);
  });

  it('an idle limit lets a slow but steady body finish; a deadline does not', async () => {
    // The body takes longer than the idle limit as a whole, its gaps an eighth of it each.
    const steady = await timedFetch(`${base}/trickle`, {}, { idleMs: TRICKLE.idleMs });
    expect(steady.text).toBe('x'.repeat(TRICKLE.chunks));
    expect(isTimeoutError(await timedFetch(`${base}/trickle`, {}, { deadlineMs: 100 }).catch((e: unknown) => e))).toBe(true);
  });

  it("the caller's abort stays an AbortError, not a time-out", async () => {
    const controller = new AbortController();
    const pending = timedFetch(`${base}/never`, { signal: controller.signal }, { deadlineMs: 5000 });
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('AbortError');
    expect(isTimeoutError(error)).toBe(false);
  });

  it('no server at all is a network error, not a time-out', async () => {
    const error = await timedFetch('http://127.0.0.1:9/', {}, { deadlineMs: 2000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe('serverAnswer: the server’s own answer, or status 0', () => {
  const read = async (path: string) => serverAnswer(await timedFetch(`${base}${path}`, {}, { deadlineMs: 30_000 }));

  it('takes JSON that parses, a CSV export and an empty 204', async () => {
    expect(await read('/ok')).toEqual({ status: 200, body: { ok: true } });
    expect(await read('/csv')).toEqual({ status: 200, body: 'a;b\r\n1;2\r\n' });
    expect(await read('/empty')).toEqual({ status: 204, body: null });
  });

  it('a captive portal’s page (200 or 403) and JSON that does not parse are no answer; a 5xx stays a 5xx', async () => {
    expect(await read('/portal')).toEqual({ status: 0, body: null });
    expect(await read('/portal-403')).toEqual({ status: 0, body: null });
    expect(await read('/garbled')).toEqual({ status: 0, body: null });
    expect(await read('/gateway')).toEqual({ status: 502, body: null });
  });

  it('the outbox keeps an entry a captive portal answered, and sends it again under its key', async () => {
    const entries: OutboxEntry[] = [
      newEntry(
        { id: 'op-1', kind: 'issue_equipment', label: 'Teslim', body: { equipment_id: 'e1', worker_id: 'w1', signature: 'data:' } },
        1,
      ),
    ];
    const updates: Array<Partial<OutboxEntry>> = [];
    const removed: string[] = [];
    const store: OutboxStore = {
      entries: async () => entries.filter((e) => !removed.includes(e.id)).map((e) => ({ ...e, ...Object.assign({}, ...updates) })),
      update: async (_id, changes) => void updates.push(changes),
      remove: async (id) => void removed.push(id),
      token: async () => 't',
      serverIdFor: async () => undefined,
      rememberServerId: async () => undefined,
    };
    const keys: string[] = [];
    // The replay asks for /api/field-equipment; the test server answers under a prefix per case.
    const via = (prefix: string) => {
      const send = timedSender(2000);
      return (request: Parameters<typeof send>[0]) => {
        keys.push(request.headers[IDEMPOTENCY_HEADER] ?? '');
        return send({ ...request, url: `${base}${request.url.replace('/api', `/api/${prefix}`)}` });
      };
    };
    const portal = await replayOutbox(store, via('portal'));
    expect(portal.sent).toEqual([]);
    expect(portal.failed).toEqual([]);
    expect(portal.unreachable).toBe(true);
    expect(removed).toEqual([]);
    expect(updates.at(-1)).toMatchObject({ state: 'pending', lastStatus: 0 });

    const real = await replayOutbox(store, via('ok'), { ignoreBackoff: 'network' });
    expect(real.sent.map((s) => s.body)).toEqual([{ id: 'f1' }]);
    expect(removed).toEqual(['op-1']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
  });
});
