// The time limits of every request, against a real local HTTP server that stalls on purpose.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTimeoutError, parseBody, timedFetch } from '@shared/timed-fetch';

let server: Server;
let base: string;

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
        if (++n === 6) {
          clearInterval(timer);
          res.end();
        }
      }, 40);
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
    const answer = await timedFetch(`${base}/ok`, {}, { deadlineMs: 2000 });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(parseBody(answer.text)).toEqual({ ok: true });
  });

  it('gives up on a request that is never answered', async () => {
    const started = Date.now();
    const error = await timedFetch(`${base}/never`, {}, { deadlineMs: 300 }).catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up on a body that stops half way, by deadline and by idle time', async () => {
    expect(isTimeoutError(await timedFetch(`${base}/half`, {}, { deadlineMs: 300 }).catch((e: unknown) => e))).toBe(true);
    expect(isTimeoutError(await timedFetch(`${base}/half`, {}, { idleMs: 300 }).catch((e: unknown) => e))).toBe(true);
  });

  it('an idle limit lets a slow but steady body finish; a deadline does not', async () => {
    const steady = await timedFetch(`${base}/trickle`, {}, { idleMs: 500 });
    expect(steady.text).toBe('xxxxxx');
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
