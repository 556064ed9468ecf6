// Counted stock in the device copy (docs/stock.md "Offline"): the three stock lists are synced only
// for a user holding a stock permission, and without a network the 'Stok' list and the issue form's
// pickers are put together from them, the signed issues still in the outbox taken off the shelf.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByPath } from '../../../../tests/helpers/device-fetch';
import { newEntry } from '@device/outbox-replay';
import type { OfflineDatabase } from '@app/lib/offline/offline-database';
import { syncMirrors } from '@app/lib/offline/mirror';
import { closeTestDevice, openTestDevice } from '@app/lib/offline/test-device';
import { getStockLevels, getStockPickers } from './stock-copy';
import { stockPageQuery } from './stock-list-page';

let db: OfflineDatabase;
let requested: string[];
const W1 = '11111111-1111-4111-8111-111111111111';
const W2 = '22222222-2222-4222-8222-222222222222';
const stockItem = (id: string, name: string, kind = 'consumable') => ({
  id,
  name,
  kind,
  unit: 'adet',
  barcode: null,
  category: null,
  variant: null,
  standard: null,
  replacement_months: null,
  returnable: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const answers: Record<string, unknown> = {
  '/stock/items': [stockItem('i-disc', 'Kesme Diski'), stockItem('i-helmet', 'Baret', 'ppe')],
  '/stock/device/levels': [
    { id: `${W1}:i-disc`, warehouse_id: W1, item_id: 'i-disc', on_hand: 10, min_qty: 4, reorder_qty: 20, avg_cost: 2.5 },
    { id: `${W2}:i-disc`, warehouse_id: W2, item_id: 'i-disc', on_hand: 99, min_qty: 0, reorder_qty: 0, avg_cost: 1 },
  ],
  '/stock/device/pickers': [
    { id: W1, kind: 'warehouse', name: 'Merkez Depo' },
    { id: 'wk1', kind: 'worker', first_name: 'Ali', last_name: 'Yılmaz' },
  ],
};

async function signIn(permissions: string[]) {
  ({ db } = await openTestDevice('stock-copy-test', [
    ['token', 'tok'],
    ['permissions', JSON.stringify(permissions)],
  ]));
  requested = [];
  answerByPath(
    () => answers,
    (url) => requested.push(url),
  );
}
const JSON_TYPE = { 'content-type': 'application/json' };
const goOffline = () => vi.stubGlobal('navigator', { onLine: false });
afterEach(() => closeTestDevice(db));

describe('stock in the device copy', () => {
  beforeEach(() => signIn(['issue_stock']));

  it('takes the catalogue, the levels and the pickers into the copy', async () => {
    const summary = await syncMirrors();
    for (const table of ['stock_items', 'stock_levels', 'stock_pickers'])
      expect(
        summary.find((s) => s.table === table),
        table,
      ).toMatchObject({ mode: 'full' });
    expect(await db.stock_levels.count()).toBe(2);
    expect(await db.stock_items.count()).toBe(2);
    // A user with issue_stock alone reads no other list.
    expect(requested.filter((u) => !u.startsWith('/api/stock/'))).toEqual([]);
  });

  it('offline, builds a warehouse list and the pickers from the copy, waiting issues taken off', async () => {
    await syncMirrors();
    await db.outbox.add(
      newEntry({
        id: 'e1',
        kind: 'stock_issue',
        label: 'Stok teslimi',
        body: {
          id: 'x',
          warehouse_id: W1,
          worker_id: 'wk1',
          signature: 'data:',
          offline: true,
          lines: [
            { item_id: 'i-disc', quantity: 7 },
            { item_id: 'i-helmet', quantity: 1 },
          ],
        },
      }),
    );
    goOffline();
    requested = [];
    const levels = await getStockLevels(W1, false);
    expect(requested).toEqual([]);
    expect(levels.map((l) => [l.name, l.on_hand, l.to_order])).toEqual([
      ['Baret', -1, 1],
      ['Kesme Diski', 3, 17],
    ]);
    expect(levels.find((l) => l.id === 'i-disc')).toMatchObject({ warehouse_id: W1, min_qty: 4, avg_cost: 2.5, value: 7.5 });
    expect((await getStockLevels(W1, true)).map((l) => l.id)).toEqual(['i-disc']);
    const pickers = await getStockPickers();
    expect(pickers.warehouses).toEqual([{ id: W1, name: 'Merkez Depo' }]);
    expect(pickers.workers).toEqual([{ id: 'wk1', first_name: 'Ali', last_name: 'Yılmaz' }]);
  });

  it("offline, a waiting hand-over's stock lines come off its item's warehouse only", async () => {
    await syncMirrors();
    await db.mirror('equipment').bulkPut([
      { id: 'eq1', serial_number: 'SN-1', warehouse_id: W1 },
      { id: 'eq2', serial_number: 'SN-2', warehouse_id: W2 },
    ]);
    const handOver = (id: string, equipment_id: string, lines: Array<{ item_id: string; quantity: number }>) =>
      newEntry({
        id,
        kind: 'issue_equipment',
        label: 'Teslim',
        body: {
          equipment_id,
          worker_id: 'wk1',
          signature: 'data:',
          batch_id: 'b',
          stock: { id: `s-${id}`, offline: false, ppe_briefed: true, lines },
        },
      });
    await db.outbox.bulkAdd([
      handOver('h1', 'eq1', [{ item_id: 'i-disc', quantity: 2 }]),
      handOver('h2', 'eq2', [{ item_id: 'i-disc', quantity: 5 }]),
    ]);
    goOffline();
    expect((await getStockLevels(W1, false)).find((l) => l.id === 'i-disc')?.on_hand).toBe(8);
    expect((await getStockLevels(W2, false)).find((l) => l.id === 'i-disc')?.on_hand).toBe(94);
  });

  it("the list's page: asked of the server; without an answer, cut from the copy the same way; a refusal stands", async () => {
    await syncMirrors();
    const page = { items: [], total: 2, filtered: 0, page: 2, page_size: 1, next_cursor: null };
    answers['/stock/levels'] = page;
    const query = (filter: Parameters<typeof stockPageQuery>[1], p = 1) => stockPageQuery(W1, filter, p, 1).queryFn();
    requested = [];
    expect(await query({ q: ' İş ', kind: 'ppe', low: true, sort: 'value' }, 2)).toEqual(page);
    expect(requested).toEqual([`/api/stock/levels?warehouse_id=${W1}&limit=1&page=2&q=%C4%B0%C5%9F&kind=ppe&low=true&sort=value`]);
    delete answers['/stock/levels'];
    // A refusal is passed on, the copy notwithstanding.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Depo bulunamadı.' }), { status: 404, headers: JSON_TYPE }));
    await expect(query({})).rejects.toMatchObject({ status: 404 });
    // A server fault is no refusal: the copy answers, filtered, sorted and paged as the server would.
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503, headers: JSON_TYPE }));
    expect(await query({ sort: 'on_hand' })).toMatchObject({ items: [{ id: 'i-helmet', on_hand: 0 }], total: 2, filtered: 2, page: 1 });
    expect(await query({ sort: 'on_hand' }, 2)).toMatchObject({ items: [{ id: 'i-disc', on_hand: 10 }], filtered: 2, page: 2 });
    expect(await query({ q: 'KESME' })).toMatchObject({ items: [{ id: 'i-disc' }], filtered: 1 });
    expect(await query({ kind: 'ppe', low: true })).toMatchObject({ items: [], filtered: 0, total: 2 });
    goOffline();
    expect(await query({ kind: 'consumable' })).toMatchObject({ items: [{ id: 'i-disc' }], filtered: 1 });
  });

  it('offline with nothing in the copy yet, says the server cannot be reached', async () => {
    goOffline();
    await expect(getStockLevels(W1, false)).rejects.toMatchObject({ status: 0 });
  });
});

it('is not synced for a user without a stock permission', async () => {
  await signIn(['view_equipment']);
  await syncMirrors();
  expect(requested.filter((u) => u.startsWith('/api/stock/'))).toEqual([]);
});
