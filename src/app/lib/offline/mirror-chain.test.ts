// The whole sync takes the lists one after another, but asks for the next list while the one before
// is written (the network and IndexedDB overlap on a new device); the writes keep their order.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OfflineDatabase } from '@app/lib/offline/offline-database';
import type * as MirrorWrite from './mirror-write';
import { closeTestDevice, openTestDevice, SIGNED_IN_WITH_EVERY_PERMISSION } from './test-device';

/** The whole lists' writes as they start; held while `hold` is set, until the test lets them go. */
const writes: string[] = [];
let hold = true;
const held: Array<() => void> = [];

vi.mock('./mirror-write', async (original) => {
  const actual = await original<typeof MirrorWrite>();
  return {
    ...actual,
    replaceTable: async (table: Parameters<typeof actual.replaceTable>[0], rows: Parameters<typeof actual.replaceTable>[1]) => {
      writes.push(table);
      if (hold) await new Promise<void>((release) => held.push(release));
      return actual.replaceTable(table, rows);
    },
  };
});

const { syncMirrors } = await import('./mirror-sync');

let db: OfflineDatabase;
let requested: string[];

beforeEach(async () => {
  ({ db } = await openTestDevice('mirror-chain-test', SIGNED_IN_WITH_EVERY_PERMISSION));
  requested = [];
  writes.length = 0;
  hold = true;
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url.replace(/^\/api/, '').replace(/\?.*$/, ''));
    // Whole lists answer arrays; the others a delta.
    const body = /\/(warehouses|users|kits|stock|reservations)/.test(url)
      ? []
      : { items: [], deleted: [], server_time: '2026-01-01T00:00:00.000Z' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => closeTestDevice(db));

it('asks for the next list while the one before is written, and writes them in order', async () => {
  const done = syncMirrors();
  // Warehouses' write is held: every later list is asked for meanwhile (each once the one before answered)…
  await vi.waitFor(() => expect(requested).toContain('/stock/device/pickers'), { timeout: 30_000 });
  expect(requested.slice(0, 3)).toEqual(['/warehouses', '/brands', '/categories']);
  // …but none is written before it.
  expect(writes).toEqual(['warehouses']);
  expect(await db.syncState.get('brands')).toBeUndefined();
  hold = false;
  held.splice(0).forEach((release) => release());
  const summaries = await done;
  expect(writes).toEqual(['warehouses', 'users', 'kits', 'reservations', 'stock_items', 'stock_levels', 'stock_pickers']);
  expect(summaries.every((s) => s.mode !== 'skipped')).toBe(true);
  expect(await db.syncState.count()).toBe(summaries.length);
  expect(await db.syncState.get('brands')).toMatchObject({ since: '2026-01-01T00:00:00.000Z' });
});
