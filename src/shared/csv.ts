// CSV for spreadsheet programs as Turkish users open them: UTF-8 with a BOM (so Excel reads
// 'ş', 'ğ', 'İ' correctly), ';' as separator (Turkish Excel uses ',' for decimals), every field
// quoted, CRLF line ends. Cells that a spreadsheet would run as a formula get a leading apostrophe.

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

/** '<name>-YYYY-MM-DD.csv' with the local date. */
export function csvFileName(name: string, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
