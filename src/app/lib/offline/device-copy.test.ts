// The device copy's state per list: from the stored sync state and the downloads running.
import { describe, expect, it } from 'vitest';
import { copyReady, listStateText, listStates } from './device-copy';
import type { SyncStateRow } from './tables';

// 14:03 in Istanbul (UTC+3) on 26 November 2026.
const AT = Date.UTC(2026, 10, 26, 11, 3);

describe('device copy state', () => {
  it('a list is waiting, being prepared (from a running download or a stored walk) or ready', () => {
    const rows: SyncStateRow[] = [
      { table: 'warehouses', syncedAt: AT },
      { table: 'equipment', syncedAt: 0, walk: { since: null, after: 'c', done: 12_000, total: 20_000 } },
    ];
    const lists = listStates(rows, ['warehouses', 'equipment', 'workers', 'brands'], [{ table: 'workers', done: 0, total: null }]);
    expect(lists.map((l) => [l.table, l.state])).toEqual([
      ['warehouses', 'ready'],
      ['equipment', 'preparing'],
      ['workers', 'preparing'],
      ['brands', 'waiting'],
    ]);
    expect(lists.map(listStateText)).toEqual([
      'hazır · son güncelleme 14:03',
      'hazırlanıyor: ekipman 12.000 / 20.000',
      'hazırlanıyor: işçiler',
      'sırada',
    ]);
    expect(copyReady(lists)).toBe(false);
  });

  it('a running download counts over the stored walk; ready only when every readable list is', () => {
    const rows: SyncStateRow[] = [{ table: 'equipment', syncedAt: 0, walk: { since: null, after: 'c', done: 4, total: 10 } }];
    const [equipment] = listStates(rows, ['equipment'], [{ table: 'equipment', done: 6, total: 10 }]);
    expect(listStateText(equipment!)).toBe('hazırlanıyor: ekipman 6 / 10');
    expect(copyReady(listStates([{ table: 'equipment', since: 's', syncedAt: AT }], ['equipment'], []))).toBe(true);
    expect(copyReady([])).toBe(false);
  });
});
