import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceTable } from '@app/lib/offline/mirror-write';
import type { OfflineDatabase } from '@app/lib/offline/offline-database';
import { closeTestDevice, openTestDevice, SIGNED_IN_WITH_EVERY_PERMISSION } from '@app/lib/offline/test-device';
import type { FrozenItem } from '../api/types';
import { frozenIndex, mirroredIdBySerial, placeOf, resolveRead, resolveReads } from './resolve-read';

const item = (serial: string, kind: FrozenItem['kind'] = 'expected', status = 'available'): FrozenItem => ({
  equipment_id: serial,
  kind,
  serial_number: serial,
  model: 'Matkap',
  brand_name: 'Bosch',
  category_name: null,
  status,
  holder: kind === 'away' ? 'Ali Yılmaz' : null,
});

describe('reads on the tablet', () => {
  const index = frozenIndex('wh-1', 'Ana Depo', [item('A'), item('B'), item('C', 'away', 'in_field')]);

  it('places a read: frozen set first, then the mirror, else unknown', () => {
    expect(placeOf(index, 'A', undefined).outcome).toBe('found');
    expect(placeOf(index, 'C', undefined)).toMatchObject({ outcome: 'not_on_shelf', holder: 'Ali Yılmaz' });
    expect(
      placeOf(index, 'X', { serial_number: 'X', status: 'available', warehouse_id: 'wh-2', warehouse: { name: 'Şube' } }),
    ).toMatchObject({
      outcome: 'elsewhere',
      warehouse_name: 'Şube',
    });
    expect(placeOf(index, 'Y', { serial_number: 'Y', status: 'scrapped', warehouse_id: 'wh-1' }).outcome).toBe('not_on_shelf');
    expect(placeOf(index, 'Z', { serial_number: 'Z', status: 'available', warehouse_id: 'wh-1' }).outcome).toBe('out_of_scope');
    expect(placeOf(index, 'Q', undefined).outcome).toBe('unknown');
    // The item's worst check state: from the frozen set, or worked out from the device's copy.
    const checked = frozenIndex('wh-1', 'Ana Depo', [{ ...item('K'), check_state: 'overdue' }]);
    expect(placeOf(checked, 'K', undefined).check_state).toBe('overdue');
    const neverChecked = [{ name: 'Periyodik kontrol', due_on: null, checked_on: null, failed: false }];
    expect(placeOf(index, 'M', { serial_number: 'M', warehouse_id: 'wh-2', check_due: neverChecked }).check_state).toBe('missing');
    expect(placeOf(index, 'Q', undefined).check_state ?? null).toBeNull();
  });
});

describe('reads the count does not know, from the device copy', () => {
  let db: OfflineDatabase | undefined;
  afterEach(async () => {
    if (db) await closeTestDevice(db);
    db = undefined;
  });

  const mirrored = (id: string, serial: string, warehouse: string) => ({
    id,
    serial_number: serial,
    model: 'GSB 18V',
    status: 'available',
    created_at: '2026-11-01T08:00:00.000Z',
    brand_id: 'b1',
    warehouse_id: warehouse,
  });

  it('places an item of another warehouse with its names, and an unknown serial as unknown', async () => {
    ({ db } = await openTestDevice('resolve-read', SIGNED_IN_WITH_EVERY_PERMISSION));
    await replaceTable('brands', [{ id: 'b1', name: 'Bosch' }]);
    await replaceTable('warehouses', [
      { id: 'wh-1', name: 'Ana Depo' },
      { id: 'wh-2', name: 'Gebze Şantiye Deposu' },
    ]);
    await replaceTable('equipment', [mirrored('e1', 'SN-ELSEWHERE', 'wh-2'), mirrored('e2', 'SN-HERE', 'wh-1')]);
    const index = frozenIndex('wh-1', 'Ana Depo', [item('A')]);
    expect(await resolveRead(index, 'SN-ELSEWHERE')).toMatchObject({
      outcome: 'elsewhere',
      warehouse_name: 'Gebze Şantiye Deposu',
      brand_name: 'Bosch',
      model: 'GSB 18V',
    });
    expect((await resolveRead(index, 'SN-YOK')).outcome).toBe('unknown');
    const many = await resolveReads(index, ['A', 'SN-HERE', 'SN-YOK']);
    expect([...many.values()].map((p) => p.outcome)).toEqual(['found', 'out_of_scope', 'unknown']);
  });

  it('keeps one index while the copy is unchanged and reads the copy again once it changed', async () => {
    ({ db } = await openTestDevice('resolve-read', SIGNED_IN_WITH_EVERY_PERMISSION));
    await replaceTable('equipment', [mirrored('e1', 'SN-1', 'wh-2')]);
    const first = await mirroredIdBySerial();
    expect(await mirroredIdBySerial()).toBe(first);
    expect(first.has('SN-2')).toBe(false);
    // An item that reached the copy after the count opened (its first download went on meanwhile).
    await replaceTable('equipment', [mirrored('e1', 'SN-1', 'wh-2'), mirrored('e2', 'SN-2', 'wh-2')]);
    const second = await mirroredIdBySerial();
    expect(second).not.toBe(first);
    expect(second.get('SN-2')).toBe('e2');
  });
});
