// The device copy's answers (reservations-copy.ts) against what the server would say: the status on
// a later day (lapse), the agenda, the day's pick list and a model's availability counted by hand.
import { describe, expect, it } from 'vitest';
import type { Reservation, ReservationLine } from '@shared/reservations';
import { agendaOf, availabilityOf, pickListOf, statusOn } from './reservations-copy';

const W1 = { id: 'w1', name: 'Merkez Depo' };
let n = 0;
function reservation(start: string, end: string, lines: Partial<ReservationLine>[], extra: Partial<Reservation> = {}): Reservation {
  n += 1;
  return {
    id: `r${n}`,
    warehouse: W1,
    worker: { id: 'k1', first_name: 'Ali', last_name: 'Kaya' },
    site: 'Kartal',
    start_day: start,
    end_day: end,
    note: null,
    status: 'active',
    lapses_on: start.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0')),
    created_by: { id: 'u1', first_name: 'Nur', last_name: 'Aksoy' },
    created_at: `2026-12-01T0${n}:00:00+03:00`,
    picked_up_at: null,
    cancelled_at: null,
    lines: lines.map((l, i) => ({
      id: `l${n}-${i}`,
      equipment: null,
      brand_id: null,
      brand: null,
      model: null,
      quantity: 1,
      handed: 0,
      kit: null,
      ...l,
    })),
    ...extra,
  };
}
const item = (id: string) => ({ id, serial_number: id.toUpperCase(), model: 'EU22i', brand: 'Honda', status: 'available' });

describe('the device copy of reservations', () => {
  it('an active reservation not picked up reads lapsed from its lapse day; picked up, never', () => {
    const r = reservation('2026-12-01', '2026-12-05', [{ equipment: item('a') }]);
    expect(statusOn(r, '2026-12-01').status).toBe('active');
    expect(statusOn(r, '2026-12-02').status).toBe('lapsed');
    expect(statusOn({ ...r, picked_up_at: '2026-12-01T09:00:00+03:00' }, '2026-12-03').status).toBe('active');
    expect(statusOn({ ...r, status: 'cancelled' }, '2026-12-03').status).toBe('cancelled');
  });

  it('the agenda keeps what ends after today, of the item or warehouse, in start order', () => {
    const past = reservation('2026-12-01', '2026-12-02', [{ equipment: item('a') }]);
    const later = reservation('2026-12-04', '2026-12-06', [{ equipment: item('a') }]);
    const sooner = reservation('2026-12-02', '2026-12-04', [{ equipment: item('a') }]);
    const other = reservation('2026-12-02', '2026-12-03', [{ equipment: item('b') }], { warehouse: { id: 'w2', name: 'Tuzla' } });
    const rows = [past, later, sooner, other];
    expect(agendaOf(rows, { equipmentId: 'a' }, '2026-12-02').map((r) => r.id)).toEqual([sooner.id, later.id]);
    expect(agendaOf(rows, { warehouseId: 'w2' }, '2026-12-02').map((r) => r.id)).toEqual([other.id]);
  });

  it('the pick list: starting today, and late ones still holding; lapsed and handed-over ones left out', () => {
    const today = reservation('2026-12-03', '2026-12-05', [{ equipment: item('a') }]);
    const late = reservation('2026-12-02', '2026-12-06', [{ equipment: item('b') }], { lapses_on: '2026-12-04' });
    const lapsed = reservation('2026-12-01', '2026-12-06', [{ equipment: item('c') }]);
    const done = reservation('2026-12-02', '2026-12-06', [{ equipment: item('d') }], { status: 'fulfilled' });
    const list = pickListOf([today, late, lapsed, done], undefined, '2026-12-03');
    expect(list.today_out.map((r) => r.id)).toEqual([today.id]);
    expect(list.late.map((r) => r.id)).toEqual([late.id]);
  });

  it('availability of a model: free for the whole range, reserved at most, out, in repair', () => {
    const equipment = [
      { id: 'a', status: 'available', warehouse_id: 'w1', brand_id: 'h', model: 'EU22i' },
      { id: 'b', status: 'available', warehouse_id: 'w1', brand_id: 'h', model: 'EU22i' },
      { id: 'c', status: 'in_field', warehouse_id: 'w1', brand_id: 'h', model: 'EU22i' },
      { id: 'd', status: 'broken', warehouse_id: 'w1', brand_id: 'h', model: 'EU22i' },
      { id: 'e', status: 'available', warehouse_id: 'w1', brand_id: 'h', model: 'Başka' },
    ];
    // c comes back on the 4th: usable from the 5th.
    const handovers = [{ equipment_id: 'c', due_date: '2026-12-04', status: 'active' }];
    const reservations = [
      reservation('2026-12-03', '2026-12-05', [{ equipment: item('a') }]),
      reservation('2026-12-04', '2026-12-06', [{ brand_id: 'h', model: 'EU22i', quantity: 1 }]),
    ];
    const lists = { equipment, handovers, reservations, warehouses: [W1] };
    const [row] = availabilityOf(lists, { brandId: 'h', model: 'EU22i' }, '2026-12-03', '2026-12-06', '2026-12-03');
    // 3rd: free b (a held) = 1, asked 0; 4th: free b = 1, asked 1 → 0; 5th: a, b, c free = 3, asked 1.
    expect(row).toEqual({ warehouse: W1, total: 4, free: 0, reserved: 2, out: 1, in_repair: 1, in_transfer: 0 });
  });
});
