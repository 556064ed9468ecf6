// A tablet that takes an app update while offline: the device copy's schema upgrade keeps every
// row it holds (national ids masked in place) until the next download replaces them, and the lists
// it kept say they are from before the update.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listStates, listStateText, staleListsText } from './device-copy';
import { OfflineDatabase } from './offline-database';
import { readMirror } from './mirror-read';
import { syncTable } from './mirror-sync';
import { adoptTestDevice, closeTestDevice, pastDevice, SIGNED_IN_WITH_EVERY_PERMISSION } from './test-device';
import type { SyncStateRow } from './tables';

const SYNCED_AT = Date.UTC(2026, 10, 26, 11, 3); // 14:03 in Istanbul
const SINCE = '2026-11-26T11:03:00.000Z';

/** The database as version 4 left it, with a copy downloaded before the update. */
async function deviceBeforeTheUpdate(name: string): Promise<void> {
  const old = pastDevice(name, 4);
  await old.table('field_equipment').bulkAdd([
    { id: 'h1', status: 'active', equipment_id: 'e1', worker_id: 'w1', worker: { id: 'w1', first_name: 'Ali', tc_no: '12345678901' } },
    { id: 'h2', status: 'active', equipment_id: 'e2', worker_id: 'w1', worker: { id: 'w1', first_name: 'Ali', tc_no: '12345678901' } },
  ]);
  await old.table('workers').bulkAdd([
    { id: 'w1', first_name: 'Ali', tc_no: '12345678901' },
    { id: 'w2', first_name: 'Ece', tc_no: '•••••••4455' },
  ]);
  await old.table('users').bulkAdd([{ id: 'u1', first_name: 'Ayşe', tc_no: '10000000146' }]);
  await old.table('warehouses').bulkAdd([{ id: 'd1', name: 'Merkez' }]);
  await old.table('syncState').bulkAdd(
    (['field_equipment', 'workers', 'users', 'warehouses'] as const).map((table) => ({
      table,
      since: table === 'users' || table === 'warehouses' ? undefined : SINCE,
      syncedAt: SYNCED_AT,
    })),
  );
  old.close();
}

let db: OfflineDatabase | undefined;
afterEach(async () => {
  if (db) await closeTestDevice(db);
  db = undefined;
});

describe('the update of the device copy (schema version 5)', () => {
  it('keeps hand-overs, workers and users, with whole national ids masked in place', async () => {
    const name = `upgrade-${Math.random()}`;
    await deviceBeforeTheUpdate(name);
    ({ db } = await adoptTestDevice(new OfflineDatabase(name), SIGNED_IN_WITH_EVERY_PERMISSION));
    expect((await db.field_equipment.toArray()).map((r) => [r.id, (r.worker as { tc_no: string }).tc_no])).toEqual([
      ['h1', '•••••••8901'],
      ['h2', '•••••••8901'],
    ]);
    expect((await db.workers.toArray()).map((r) => r.tc_no)).toEqual(['•••••••8901', '•••••••4455']);
    expect((await db.users.toArray()).map((r) => r.tc_no)).toEqual(['•••••••0146']);
    // Offline, the screens read the kept rows.
    expect((await readMirror('field_equipment')).map((r) => r.id).sort()).toEqual(['h1', 'h2']);
    expect(await readMirror('workers')).toHaveLength(2);
  });

  it('marks the kept lists as from before the update, and the panel and the lists say so', async () => {
    const name = `upgrade-${Math.random()}`;
    await deviceBeforeTheUpdate(name);
    ({ db } = await adoptTestDevice(new OfflineDatabase(name), SIGNED_IN_WITH_EVERY_PERMISSION));
    const rows = await db.syncState.toArray();
    const byTable = new Map(rows.map((r) => [r.table, r]));
    expect(byTable.get('field_equipment')).toEqual({ table: 'field_equipment', syncedAt: SYNCED_AT, stale: 'upgrade' });
    expect(byTable.get('warehouses')).toMatchObject({ syncedAt: SYNCED_AT });
    expect(byTable.get('warehouses')!.stale).toBeUndefined();
    const lists = listStates(rows, ['warehouses', 'workers', 'field_equipment'], []);
    expect(lists.map((l) => [l.table, l.state, l.stale])).toEqual([
      ['warehouses', 'ready', false],
      ['workers', 'ready', true],
      ['field_equipment', 'ready', true],
    ]);
    expect(listStateText(lists[1]!)).toBe('güncellemeden önceki kopya · 14:03; bağlantı gelince yenilenecek');
    expect(staleListsText(lists)).toBe('İşçiler ve sahadaki ekipmanlar güncellemeden önceki kopyadan; bağlantı gelince yenilenecek.');
    expect(staleListsText(lists.slice(0, 1))).toBeNull();
  });

  it('the next download replaces the kept rows: a hand-over returned meanwhile leaves, the mark goes', async () => {
    const name = `upgrade-${Math.random()}`;
    await deviceBeforeTheUpdate(name);
    ({ db } = await adoptTestDevice(new OfflineDatabase(name), SIGNED_IN_WITH_EVERY_PERMISSION));
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      const body = {
        items: [{ id: 'h2', status: 'active', equipment_id: 'e2', document_no: 'TES-2026-000002' }],
        deleted: [],
        server_time: '2026-11-27T08:00:00.000Z',
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(await syncTable('field_equipment')).toMatchObject({ mode: 'delta', changed: 1 });
    // The whole list of active ones is asked for, as on a new device.
    expect(requested[0]).toContain(`since=${encodeURIComponent(new Date(0).toISOString())}&status=active`);
    expect(await db.field_equipment.toArray()).toEqual([
      { id: 'h2', status: 'active', equipment_id: 'e2', document_no: 'TES-2026-000002' },
    ]);
    const state: SyncStateRow | undefined = await db.syncState.get('field_equipment');
    expect(state).toMatchObject({ since: '2026-11-27T08:00:00.000Z' });
    expect(state!.stale).toBeUndefined();
  });
});
