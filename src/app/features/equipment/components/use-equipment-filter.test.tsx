// The equipment filter runs deferred (useDeferredValue): after a keystroke React first draws the
// field with the last result, marked stale (the list dims, aria-busy), then the new result.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EquipmentRow } from '../api/get-equipment-list';
import { useEquipmentFilter } from './use-equipment-filter';

const named = (id: string, name: string) => ({ id, name });
function row(id: string, serial: string, model: string): EquipmentRow {
  return {
    id,
    serial_number: serial,
    model,
    brand_id: 'b1',
    brand: named('b1', 'Bosch'),
    category_id: 'c1',
    category: named('c1', 'Matkap'),
    warehouse_id: 'w1',
    warehouse: named('w1', 'İstanbul'),
    status: 'available',
    created_by_user: null,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T08:00:00Z',
  };
}
const ROWS = [row('1', 'SN-001', 'GSB 18V'), row('2', 'SN-002', 'GBH 2-26'), row('3', 'SN-003', 'GSR 12V')];

describe('useEquipmentFilter', () => {
  it('draws the keystroke first with the last result marked stale, then the new result', () => {
    const drawn: Array<{ query: string; count: number; stale: boolean }> = [];
    const { result } = renderHook(() => {
      const filter = useEquipmentFilter(ROWS);
      drawn.push({ query: filter.filters.query, count: filter.count, stale: filter.stale });
      return filter;
    });
    expect(result.current).toMatchObject({ count: 3, stale: false });
    drawn.length = 0;

    act(() => result.current.set({ query: 'gbh' }));

    // The urgent render: the field shows what was typed, the rows are still the old ones.
    expect(drawn[0]).toEqual({ query: 'gbh', count: 3, stale: true });
    // Then the deferred one: the new result, no longer stale.
    expect(drawn.at(-1)).toEqual({ query: 'gbh', count: 1, stale: false });
    expect(result.current.page(1, 10).map((r) => r.serial_number)).toEqual(['SN-002']);
  });
});
