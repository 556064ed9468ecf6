import { describe, expect, it } from 'vitest';
import type { FrozenItem } from '../api/types';
import { frozenIndex, placeOf } from './resolve-read';

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
