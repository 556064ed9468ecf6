// The result's rows grouped by outcome, and the settlements by serial: shared by the screen and the
// printed report.
import type { StocktakeOutcome } from '@shared/schemas/stocktake';
import type { ResultRow, Settlement } from '../api/types';

/** Differences first; the found items last. */
export const SECTION_ORDER: readonly StocktakeOutcome[] = ['missing', 'elsewhere', 'not_on_shelf', 'out_of_scope', 'unknown', 'found'];

export function groupRows(rows: readonly ResultRow[]): Map<StocktakeOutcome, ResultRow[]> {
  const groups = new Map<StocktakeOutcome, ResultRow[]>(SECTION_ORDER.map((o) => [o, []]));
  for (const row of rows) groups.get(row.outcome)?.push(row);
  return groups;
}

export function settlementsBySerial(list: readonly Settlement[]): Map<string, Settlement[]> {
  const map = new Map<string, Settlement[]>();
  for (const s of list) map.set(s.serial_number, [...(map.get(s.serial_number) ?? []), s]);
  return map;
}

/** The columns of a section's equipment, on screen and on the printed report. */
export const RESULT_COLUMNS = ['Seri No', 'Ekipman', 'Sistemdeki Yeri', 'Sayan', 'Giderme'] as const;
