// CSV of a whole history, built and streamed by the server (the screen holds one page): the file
// comes from `/api<path>/export` with the screen's search and filters, as the browser downloads it.
//   <ServerExportButton path={historyPath('/field-equipment/export', { q, status })} name="saha-ekipmanlari" />
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../components/button';
import { Can } from '../components/can';
import { saveCsvFile } from '../components/export-csv-button';
import { getToken } from './session-store';

export async function downloadServerCsv(path: string, name: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!res.ok) throw new Error(`CSV ${res.status}`);
  saveCsvFile(name, await res.blob());
}

export interface ServerExportButtonProps {
  /** '/field-equipment/export?status=overdue' */
  path: string;
  name: string;
  label?: string;
  disabled?: boolean;
}

export function ServerExportButton({ path, name, label = 'CSV İndir', disabled }: ServerExportButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Can permission="export_reports">
      <Button
        variant="secondary"
        disabled={disabled || busy}
        onClick={() => {
          setBusy(true);
          downloadServerCsv(path, name)
            .catch((error: unknown) => {
              console.error(error);
              toast.error('CSV dosyası indirilemedi. İnternet bağlantınızı kontrol edip tekrar deneyin.');
            })
            .finally(() => setBusy(false));
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.69L6.28 8.47a.75.75 0 0 0-1.06 1.06l4.25 4.25a.75.75 0 0 0 1.06 0l4.25-4.25a.75.75 0 1 0-1.06-1.06l-2.97 2.97V2.75Z" />
          <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
        </svg>
        {label}
      </Button>
    </Can>
  );
}
