// CSV of a whole history, built and streamed by the server (the screen holds one page): the file
// comes from `/api<path>/export` with the screen's search and filters, through the app's one
// request path (time limit, session rules, ApiError with the server's reason).
//   <ServerExportButton path={historyPath('/field-equipment/export', { q, status })} name="saha-ekipmanlari" />
import { CSV_BOM } from '@shared/csv';
import { STREAMED_IDLE_TIMEOUT_MS } from '@shared/timed-fetch';
import { CsvButton, saveCsvFile } from './export-csv-button';
import { api } from '@app/lib/api-client';

export async function downloadServerCsv(path: string, name: string): Promise<void> {
  const text = await api.get<unknown>(path, { headers: { accept: 'text/csv' }, timeoutMs: STREAMED_IDLE_TIMEOUT_MS });
  const csv = typeof text === 'string' ? text : String(text ?? '');
  // The text decoder drops the byte-order mark; spreadsheets need it to read UTF-8.
  saveCsvFile(name, new Blob([csv.startsWith(CSV_BOM) ? csv : CSV_BOM + csv], { type: 'text/csv;charset=utf-8' }));
}

export interface ServerExportButtonProps {
  /** '/field-equipment/export?status=overdue' */
  path: string;
  name: string;
  label?: string;
  disabled?: boolean;
}

export function ServerExportButton({ path, name, label, disabled }: ServerExportButtonProps) {
  return <CsvButton label={label} disabled={disabled} onDownload={() => downloadServerCsv(path, name)} />;
}
