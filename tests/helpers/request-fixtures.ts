// Field requests as the API answers them (docs/planning.md "Requests"), for the request screens'
// tests: Şükrü asks Gebze for a site's things for a few days in December.
import type { FieldRequest, FieldRequestLine } from '@shared/requests';

export const qid = (n: number) => `e5000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const GEBZE = { id: qid(1), name: 'Gebze Ana Depo' };

/** Line `n` of a request: one of a model, nothing named yet (`over` says what is asked). */
export function requestLine(n: number, over: Partial<FieldRequestLine> = {}): FieldRequestLine {
  return {
    id: qid(500 + n),
    kind: 'model',
    equipment: null,
    brand_id: null,
    brand: null,
    model: null,
    stock_item: null,
    kit: null,
    quantity: 1,
    approved: null,
    ...over,
  };
}

/** Request `n`, open and undecided, for site `Şantiye n` from 7 to 9 December, with no lines unless `over` gives them. */
export function fieldRequest(n: number, over: Partial<FieldRequest> = {}): FieldRequest {
  return {
    id: qid(100 + n),
    warehouse: GEBZE,
    requested_by: { id: qid(200), first_name: 'Şükrü', last_name: 'Işıklı' },
    worker: null,
    site: `Şantiye ${n}`,
    start_day: '2026-12-07',
    end_day: '2026-12-10',
    note: null,
    status: 'open',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    reservation_id: null,
    created_at: '2026-12-01T09:00:00.000Z',
    lines: [],
    ...over,
  };
}
