// CSV for spreadsheet programs as Turkish users open them: UTF-8 with a BOM (so Excel reads
// 'ş', 'ğ', 'İ' correctly), ';' as separator (Turkish Excel uses ',' for decimals), every field
// quoted, CRLF line ends. Cells that a spreadsheet would run as a formula get a leading apostrophe.

import { warehouseToday } from './local-day';

export interface CsvColumn<T> {
  /** Turkish column header. */
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = typeof value === 'boolean' ? (value ? 'Evet' : 'Hayır') : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(CSV_SEPARATOR)];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(CSV_SEPARATOR));
  return CSV_BOM + lines.join(CSV_EOL) + CSV_EOL;
}

/** Money in a CSV: two decimals with the Turkish comma, no currency sign (a spreadsheet sums it). */
export const csvMoney = (n: number) => n.toFixed(2).replace('.', ',');

/** '<name>-YYYY-MM-DD.csv' with the warehouses' day (Europe/Istanbul), whatever the machine's zone. */
export function csvFileName(name: string, date: Date = new Date()): string {
  return `${name}-${warehouseToday(date)}.csv`;
}

export type SpreadsheetText = { ok: true; text: string } | { ok: false };

/**
 * A cell read back from a spreadsheet: the apostrophe `csvCell` put before formula-like text is
 * removed, so exported lists import unchanged; a cell that would run as a formula in a spreadsheet
 * (an '=' or '@' start, or '+'/'-' before anything but a number or phone) is refused.
 */
export function fromSpreadsheetText(raw: string): SpreadsheetText {
  if (raw.startsWith("'") && FORMULA_START.test(raw.slice(1))) return { ok: true, text: raw.slice(1) };
  if (/^[=@]/.test(raw)) return { ok: false };
  if (/^[+-]/.test(raw) && !/^[+-][\d\s().,/-]*$/.test(raw)) return { ok: false };
  return { ok: true, text: raw };
}
