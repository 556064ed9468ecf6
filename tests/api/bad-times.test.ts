// Times that answered 500 or were stored as another time (an outside review's findings): a page
// cursor whose time has a '+99' offset or a 30 February, a read counted in year -271821 or 0001,
// a `since` of '01-01-01'. Each is a Turkish 400 now, checked before the database sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createWarehouse } from '../helpers/fixtures';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const cursor = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('page cursors', () => {
  const bad = [
    ['2026-01-01 00:00:00+99', randomUUID()],
    ['2026-02-30 00:00:00+00', randomUUID()],
    ['2026-01-01 25:00:00+00', randomUUID()],
    ['-271821-04-20 00:00:00+00', randomUUID()],
  ];
  for (const list of ['/field-equipment', '/broken-equipment', '/transfers']) {
    it(`${list}: a cursor with an impossible time is 400 'Geçersiz sayfa imleci.'`, async () => {
      for (const values of bad) {
        const res = await t.request<{ error: string }>('GET', `${list}?limit=10&page=2&after=${cursor(values)}`, { token: t.adminToken });
        expect([res.status, res.body.error], values[0]).toEqual([400, 'Geçersiz sayfa imleci.']);
      }
      // A real cursor still pages.
      const ok = await t.request('GET', `${list}?limit=10&page=2&after=${cursor(['2026-01-01 00:00:00.123456+03', randomUUID()])}`, {
        token: t.adminToken,
      });
      expect(ok.status).toBe(200);
    });
  }
});

describe('a read’s time', () => {
  it('year -271821, year 0001 and other impossible times are 400; a real one is kept as sent', async () => {
    const warehouse = await createWarehouse(t);
    await createEquipment(t, { warehouse_id: warehouse.id });
    const session = await t.request<{ id: string }>('POST', '/stocktakes', { token: t.adminToken, body: { warehouse_id: warehouse.id } });
    const read = (countedAt: string) =>
      t.request<{ error: string; counted_at: string }>('POST', `/stocktakes/${session.body.id}/reads`, {
        token: t.adminToken,
        body: { id: randomUUID(), serial_number: 'SN-X', source: 'manual', counted_at: countedAt },
      });
    for (const text of [
      '-271821-04-20T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '01-01-01',
      '2026-13-01T00:00:00Z',
      '2026-01-01T00:00:00+99:00',
      '8640000000000000',
    ]) {
      const res = await read(text);
      expect([res.status, res.body.error], text).toEqual([400, 'Geçersiz okuma zamanı.']);
    }
    const ok = await read('2026-03-04T05:06:07.890+03:00');
    expect(ok.status).toBe(201);
    expect(ok.body.counted_at).toBe('2026-03-04T02:06:07.890Z');
  });
});

describe('a delta’s since', () => {
  it("'01-01-01' is not 2001 but a 400", async () => {
    const res = await t.request<{ error: string }>('GET', '/workers?since=01-01-01', { token: t.adminToken });
    expect([res.status, res.body.error]).toEqual([400, 'Geçersiz since parametresi.']);
  });
});
