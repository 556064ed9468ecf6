// A stocktake's result rows as the API answers them (docs/stocktake.md), for the result screen's tests:
// a Bosch breaker counted once by Ayşe.
import type { StocktakeOutcome } from '@shared/schemas/stocktake';
import type { ResultRow } from '@app/features/stocktake/api/types';

/** The item with `serial` as the count ended it (`outcome`): equipment id `eq-<serial>`, kept in Şube Depo. */
export function resultRow(serial: string, outcome: StocktakeOutcome): ResultRow {
  return {
    serial_number: serial,
    outcome,
    equipment_id: `eq-${serial}`,
    model: 'GSH 11 VC',
    brand_name: 'Bosch',
    category_name: 'Kırıcı',
    status: 'available',
    warehouse_id: 'wh-2',
    warehouse_name: 'Şube Depo',
    holder: null,
    read_count: 1,
    first_counted_at: '2026-11-20T11:02:00.000Z',
    counted_by_name: 'Ayşe Demir',
  };
}
