// CSV download for a list (rows as currently filtered), shown only with export_reports.
//   <ExportCsvButton name="isciler" rows={filtered} columns={[{ header: 'Ad Soyad', value: (w) => fullName(w) }, …]} />
// The file is '<name>-<YYYY-MM-DD>.csv' (UTF-8 with BOM, ';' separated; see src/shared/csv.ts).
import { toCsv, csvFileName, type CsvColumn } from '../../shared/csv';
import { Can } from './can';
import { Button } from './button';

export interface ExportCsvButtonProps<T> {
  name: string;
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  label?: string;
  disabled?: boolean;
}

/** Hands a CSV to the browser as the download '<name>-<YYYY-MM-DD>.csv'. */
export function saveCsvFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(name);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv<T>(name: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): void {
  saveCsvFile(name, new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }));
}

export function ExportCsvButton<T>({ name, rows, columns, label = 'CSV İndir', disabled }: ExportCsvButtonProps<T>) {
  return (
    <Can permission="export_reports">
      <Button variant="secondary" onClick={() => downloadCsv(name, rows, columns)} disabled={disabled}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.69L6.28 8.47a.75.75 0 0 0-1.06 1.06l4.25 4.25a.75.75 0 0 0 1.06 0l4.25-4.25a.75.75 0 1 0-1.06-1.06l-2.97 2.97V2.75Z" />
          <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
        </svg>
        {label}
      </Button>
    </Can>
  );
}
