// Reservations as the API answers them (docs/planning.md), for the reservation screens' tests: a
// generator for a site in Kartal, a drill of a kit and a line of a model; and the warehouse's items.
import type { EquipmentRow } from '@shared/api-types';
import type { Reservation, ReservationLine } from '@shared/reservations';

export const rid = (n: number) => `b8000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const GEBZE = { id: rid(1), name: 'Gebze Ana Depo' };

export function reservationLine(n: number, over: Partial<ReservationLine> = {}): ReservationLine {
  return { id: rid(500 + n), equipment: null, brand_id: null, brand: null, model: null, quantity: 1, handed: 0, kit: null, ...over };
}

export function reservation(n: number, over: Partial<Reservation> = {}): Reservation {
  return {
    id: rid(100 + n),
    warehouse: GEBZE,
    worker: { id: rid(200 + n), first_name: 'Ömer', last_name: 'Ünal' },
    site: 'Kartal Metro',
    start_day: '2026-12-07',
    end_day: '2026-12-10',
    note: null,
    status: 'active',
    lapses_on: '2026-12-08',
    created_by: { id: rid(300), first_name: 'Şükrü', last_name: 'Işıklı' },
    created_at: '2026-12-01T09:00:00.000Z',
    picked_up_at: null,
    cancelled_at: null,
    lines: [
      reservationLine(n * 10 + 1, {
        equipment: { id: rid(600), serial_number: 'HLT-0001', brand: 'Hilti', model: 'TE 30', status: 'available' },
        kit: { id: rid(700), code: 'SET-00003', name: 'Kırım Seti' },
      }),
      reservationLine(n * 10 + 2, { brand_id: rid(800), brand: 'Honda', model: 'EU22i', quantity: 2 }),
    ],
    ...over,
  };
}

/** Item `n` of Gebze (GET /equipment), available, of a Honda or another brand's model. */
export function reservableItem(n: number, serial: string, brand: string, model: string, over: Partial<EquipmentRow> = {}): EquipmentRow {
  return {
    id: rid(20 + n),
    serial_number: serial,
    model,
    brand_id: rid(brand === 'Honda' ? 40 : 41),
    brand: { id: rid(brand === 'Honda' ? 40 : 41), name: brand },
    category_id: null,
    category: null,
    warehouse_id: GEBZE.id,
    warehouse: GEBZE,
    status: 'available',
    created_by_user: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
