// The device copy's reservations (docs/planning.md "Offline: the device copy"): a device updated
// from schema version 6 keeps what it held and gains the reservations table; without a completed
// download there is no copy to answer from (the screen shows its error); with one, the rows, one
// reservation and the lists availability is counted from are read back.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDatabase } from '../offline/offline-database';
import { adoptTestDevice, closeTestDevice, pastDevice, SIGNED_IN_WITH_EVERY_PERMISSION } from '../offline/test-device';
import { copiedLists, copiedReservation, copiedReservations } from './read-copy';

let db: OfflineDatabase | undefined;
afterEach(async () => {
  if (db) await closeTestDevice(db);
  db = undefined;
});

const reservation = {
  id: 'r1',
  warehouse: { id: 'd1', name: 'Merkez' },
  worker: { id: 'w1', first_name: 'Ali', last_name: 'Kaya' },
  site: 'Kartal',
  start_day: '2026-12-01',
  end_day: '2026-12-04',
  status: 'active',
  lines: [],
};

describe('reservations in the device copy', () => {
  it('a version 6 device keeps its kits; reservations are read once a download completed', async () => {
    const name = `resv-copy-${Date.now()}`;
    const old = pastDevice(name, 6);
    await old.table('kits').add({ id: 'k1', name: 'Nivo Seti' });
    old.close();
    db = (await adoptTestDevice(new OfflineDatabase(name), SIGNED_IN_WITH_EVERY_PERMISSION)).db;
    expect(await db.kits.count()).toBe(1);

    expect(await copiedReservations()).toBeNull();
    await db.reservations.add(reservation);
    await db.warehouses.add({ id: 'd1', name: 'Merkez' });
    await db.equipment.add({ id: 'e1', status: 'in_field', warehouse_id: 'd1', brand_id: 'b1', model: 'EU22i' });
    await db.field_equipment.add({ id: 'h1', status: 'active', equipment_id: 'e1', due_date: '2026-12-02' });
    await db.syncState.put({ table: 'reservations', syncedAt: 1 });

    expect((await copiedReservations())?.rows.map((r) => r.id)).toEqual(['r1']);
    expect((await copiedReservation('r1'))?.site).toBe('Kartal');
    expect(await copiedReservation('r2')).toBeUndefined();
    const lists = await copiedLists();
    expect(lists?.equipment.map((e) => e.id)).toEqual(['e1']);
    expect(lists?.handovers.map((h) => [h.equipment_id, h.due_date])).toEqual([['e1', '2026-12-02']]);
    expect(lists?.warehouses.map((w) => w.name)).toEqual(['Merkez']);
  });
});
