// The one 'CSV İndir' button (shown only with export_reports), for a file made on the device from
// rows already held or one streamed by the server; busy while it works, and a failure says what
// happened: no connection, a server fault (try again later), or the server's own refusal.
//   <ExportCsvButton name="isciler" rows={filtered} columns={[{ header: 'Ad Soyad', value: (w) => fullName(w) }, …]} />
//   <CsvButton onDownload={() => downloadServerCsv(path, name)} disabled={offline} />
// The file is '<name>-<YYYY-MM-DD>.csv' (UTF-8 with BOM, ';' separated; see src/shared/csv.ts).
import { useState } from 'react';
import { toast } from 'sonner';
import { toCsv, csvFileName, type CsvColumn } from '@shared/csv';
import { ApiError } from '../lib/api-client';
import { saveFile } from '../lib/save-file';
import { Can } from './can';
import { Button } from './button';

/** Hands a CSV to the browser as the download '<name>-<YYYY-MM-DD>.csv'. */
export function saveCsvFile(name: string, blob: Blob): void {
  saveFile(blob, csvFileName(name));
}

export function downloadCsv<T>(name: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): void {
  saveCsvFile(name, new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }));
}

/**
 * What a failed download tells the user. A transient failure (no answer, a time limit, 5xx, 429)
 * is never worded as a refusal: it says to try again; a refusal gives the server's reason.
 */
export function csvFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'CSV dosyası oluşturulamadı. Tekrar deneyin.';
  if (error.status === 0)
    return `CSV dosyası indirilemedi. ${error.message || 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.'}`;
  if (error.status >= 500 || error.status === 429) return 'CSV dosyası şu anda hazırlanamadı (sunucu hatası). Biraz sonra tekrar deneyin.';
  if (error.status === 403) return 'CSV dosyası indirilemedi: bu rapor için yetkiniz yok.';
  return `CSV dosyası indirilemedi: ${error.message || 'sunucu isteği reddetti.'}`;
}

export interface CsvButtonProps {
  onDownload: () => void | Promise<void>;
  label?: string;
  disabled?: boolean;
}

export function CsvButton({ onDownload, label = 'CSV İndir', disabled }: CsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onDownload();
    } catch (error) {
      console.error(error);
      toast.error(csvFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Can permission="export_reports">
      <Button variant="secondary" disabled={disabled || busy} onClick={() => void run()}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.69L6.28 8.47a.75.75 0 0 0-1.06 1.06l4.25 4.25a.75.75 0 0 0 1.06 0l4.25-4.25a.75.75 0 1 0-1.06-1.06l-2.97 2.97V2.75Z" />
          <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
        </svg>
        {label}
      </Button>
    </Can>
  );
}

export interface ExportCsvButtonProps<T> {
  name: string;
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  label?: string;
  disabled?: boolean;
}

export function ExportCsvButton<T>({ name, rows, columns, label, disabled }: ExportCsvButtonProps<T>) {
  return <CsvButton label={label} disabled={disabled} onDownload={() => downloadCsv(name, rows, columns)} />;
}
