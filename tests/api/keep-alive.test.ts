// An idle keep-alive connection stays open longer than Node's default 5 s: a client that sends on a
// connection it kept (browsers, test runners, proxies) is not reset (ECONNRESET) by the server
// closing it at the same moment (src/server/server.ts, KEEP_ALIVE_TIMEOUT_MS).
import { Agent, request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '@server/server';
import { startTestServer, type TestServer } from '../helpers/api-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

function get(agent: Agent, path: string): Promise<{ res: IncomingMessage; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ res, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('keep-alive', () => {
  // No real wait: Node writes the Keep-Alive header from the very limit its server closes idle
  // connections by (`server.keepAliveTimeout`), so the header is that limit, read without a clock.
  it("keeps an idle connection for 65 s, not Node's default 5 s, and answers the next request on it", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, '/api/health');
      expect(first.res.statusCode).toBe(200);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(5_000);
      expect(first.res.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      const second = await get(agent, '/api/health');
      expect([second.res.statusCode, second.reused]).toEqual([200, true]);
    } finally {
      agent.destroy();
    }
  });
});
