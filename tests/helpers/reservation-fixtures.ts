// Reservations as the API answers them (docs/planning.md), for the reservation screens' tests: a
// generator for a site in Kartal, a drill of a kit and a line of a model.
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
