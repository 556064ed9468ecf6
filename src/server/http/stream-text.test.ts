import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../log';
import { streamJsonArray } from './list-stream';

// Over real HTTP, through the same compression the /api routes use.
let server: ServerType;
let base = '';
const logged: string[] = [];
// A later piece fails only once the test has the answer's head (no clock: whatever the machine's speed).
let headArrived = Promise.resolve();
let openGate = () => {};
function closeGate() {
  headArrived = new Promise<void>((resolve) => {
    openGate = resolve;
  });
}
const failAfter = (good: number) =>
  async function* pieces() {
    for (let i = 0; i < good; i++) yield `{"n":${i}}`;
    if (good > 0) await headArrived;
    throw new Error('the database went away');
  };
async function* three() {
  yield '1';
  yield '2';
  yield '3';
}
async function* none() {}

beforeAll(async () => {
  const app = new Hono<{ Variables: { logger: Logger } }>();
  app.use('*', async (c, next) => {
    c.set('logger', { info: () => undefined, error: (context) => void logged.push(context) });
    await next();
  });
  app.use('*', compress());
  app.get('/whole', (c) => streamJsonArray(c, three(), '{"items":[', ']}'));
  app.get('/empty', (c) => streamJsonArray(c, none()));
  app.get('/fails-first', (c) => streamJsonArray(c, failAfter(0)()));
  app.get('/fails-later', (c) => streamJsonArray(c, failAfter(2)()));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('streamed answers', () => {
  it('sends every piece inside the frame, and an empty list as one', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const whole = await fetch(`${base}/whole`, { headers: { 'accept-encoding': encoding } });
      expect(whole.status).toBe(200);
      expect(await whole.json()).toEqual({ items: [1, 2, 3] });
    }
    expect(await (await fetch(`${base}/empty`)).json()).toEqual([]);
  });

  it('answers an error, not a list, when the first piece fails', async () => {
    const res = await fetch(`${base}/fails-first`);
    expect(res.status).toBe(500);
  });

  it('cuts the connection when a later piece fails, so a short list never reads as whole', async () => {
    for (const encoding of ['identity', 'gzip']) {
      closeGate();
      const res = await fetch(`${base}/fails-later`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      openGate();
      await expect(res.text()).rejects.toThrow();
    }
    // Through the app's logger, once per cut answer.
    expect(logged).toEqual(['[hata] GET /fails-later (answer cut short)', '[hata] GET /fails-later (answer cut short)']);
  });
});
