// Shell indicator for connectivity and the outbox (DESIGN.md §5, docs/offline.md): online or
// offline, how many entries wait and how many failed; it opens the outbox panel (label, state,
// time, error, retry, confirmed discard), and offers the global scan that opens an item's detail.
// The replay and the mirror sync are started by the app root (lib/offline/start.ts), not here. The
// shell renders it twice (sidebar and small-screen top bar) and the 'Çevrimdışı' banner once, in
// the page's flow (OfflineBanner), so the banner never covers a control. 'Offline' means the
// browser has no network, or the server does not answer (no answer, a time limit, 502/503/504),
// or the session could not be checked.
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@shared/format';
import type { OutboxEntry } from '@shared/outbox-replay';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { Modal } from '@app/components/modal';
import { discardEntry, retryEntry } from '@app/lib/offline/outbox';
import { OUTBOX_STATE_LABELS } from '@app/lib/offline/overlay';
import { dataAgeText, useConnection, useMirrorStatus, useNow, useOutboxEntries, type Connection } from '@app/lib/offline/use-outbox';
import { queryClient } from '@app/lib/query-client';
import type { MirrorTable } from '@app/lib/offline/db';
import { GlobalScan } from '../scanner/global-scan';

// ---- the indicator --------------------------------------------------------------------------

export function OfflineIndicator() {
  const connection = useConnection();
  const online = connection === 'online';
  const entries = useOutboxEntries();
  const [open, setOpen] = useState(false);
  const failed = entries.filter((e) => e.state === 'failed').length;
  const waiting = entries.length - failed;

  const summary = [CONNECTION_LABELS[connection], waiting ? `${waiting} bekleyen işlem` : '', failed ? `${failed} başarısız işlem` : '']
    .filter(Boolean)
    .join(', ');

  return (
    <div className="flex shrink-0 items-center">
      <GlobalScan />
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="offline-indicator"
        aria-label={`Bağlantı ve bekleyen işlemler: ${summary}`}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-xs font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${
          online ? 'text-slate-600 hover:bg-slate-100' : 'bg-amber-100 text-amber-900 hover:bg-amber-200'
        }`}
      >
        {online ? (
          <span aria-hidden="true" className="size-2.5 rounded-full bg-green-500" />
        ) : (
          // A crossed-out signal, not only a colour: offline is told by shape and the banner's text.
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5 12.9a10 10 0 0 1 3-1.9M19 12.9a10 10 0 0 0-4.1-2.3M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
          </svg>
        )}
        <span className="sr-only">{CONNECTION_LABELS[connection]}</span>
        {waiting ? (
          <span data-testid="outbox-pending-count" className="rounded-full bg-amber-500 px-1.5 text-white">
            {waiting}
            <span className="sr-only"> bekleyen</span>
          </span>
        ) : null}
        {failed ? (
          <span data-testid="outbox-failed-count" className="rounded-full bg-red-600 px-1.5 text-white">
            {failed}
            <span className="sr-only"> başarısız</span>
          </span>
        ) : null}
      </button>
      <OutboxPanel open={open} onClose={() => setOpen(false)} entries={entries} online={online} />
    </div>
  );
}

const CONNECTION_LABELS: Record<Connection, string> = {
  online: 'Çevrimiçi',
  offline: 'Çevrimdışı',
  unreachable: 'Sunucuya ulaşılamıyor',
};

// ---- the banner -----------------------------------------------------------------------------

/** Drawn once by the shell, in the flow of the page (above its content): it pushes, never covers. */
export function OfflineBanner() {
  return (
    <>
      <DownloadProgress />
      <ConnectionBanner />
    </>
  );
}

const DOWNLOAD_LABELS: Partial<Record<MirrorTable, string>> = { equipment: 'Ekipmanlar' };
const count = (n: number) => n.toLocaleString('tr-TR');

/** The first download of a large list, page by page: how far it has come. */
function DownloadProgress() {
  const { download } = useMirrorStatus();
  if (!download) return null;
  const label = `${DOWNLOAD_LABELS[download.table] ?? 'Veriler'} indiriliyor: ${count(download.done)}${download.total !== null ? ` / ${count(download.total)}` : ''}`;
  const max = Math.max(download.total ?? 0, download.done, 1);
  return (
    <div data-testid="mirror-download" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-950 print:hidden">
      <span role="status">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={download.done}
        className="h-2 w-40 overflow-hidden rounded-full bg-blue-200 sm:w-64"
      >
        <div className="h-full rounded-full bg-blue-700 transition-[width]" style={{ width: `${Math.min(100, (download.done / max) * 100)}%` }} />
      </div>
    </div>
  );
}

function ConnectionBanner() {
  const connection = useConnection();
  const { servedFromMirror, syncedAt } = useMirrorStatus();
  const now = useNow();
  if (connection === 'online' && !servedFromMirror) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      data-connection={connection}
      className="flex flex-wrap items-center justify-center gap-x-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 print:hidden"
    >
      <strong>{connection === 'unreachable' ? 'Sunucuya ulaşılamıyor' : 'Çevrimdışı'}</strong>
      <span>· {dataAgeText(syncedAt, now)}.</span>
      <span>
        {connection === 'unreachable'
          ? 'Oturumunuz açık; işlemler kaydedilir ve sunucu yanıt verince gönderilir.'
          : 'Yaptığınız işlemler kaydedilir ve bağlantı gelince gönderilir.'}
      </span>
    </div>
  );
}

// ---- the outbox panel -----------------------------------------------------------------------

function stateClasses(state: OutboxEntry['state']): string {
  if (state === 'failed') return 'bg-red-100 text-red-800';
  if (state === 'waiting_auth') return 'bg-slate-200 text-slate-800';
  return 'bg-amber-100 text-amber-900';
}

/** Each send and each retry, with the key it used (shortened): a retry after a refusal has a new one. */
function AttemptHistory({ entry }: { entry: OutboxEntry }) {
  const attempts = entry.history ?? [];
  if (attempts.length === 0) return null;
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer select-none py-1">Geçmiş ({attempts.length})</summary>
      <ol className="mt-1 flex flex-col gap-1" data-testid="outbox-history">
        {attempts.map((a, i) => (
          <li key={i} data-testid="outbox-attempt" data-key={a.key} data-event={a.event}>
            {formatDateTime(a.at)} · {a.event === 'retry' ? 'Yeniden deneme istendi' : attemptResult(a.status)} · anahtar {a.key.slice(0, 8)}
            {a.event === 'sent' && a.error ? ` · ${a.error}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

function attemptResult(status: number | undefined): string {
  if (!status) return 'Yanıt yok';
  if (status >= 200 && status < 300) return 'Gönderildi';
  return `HTTP ${status}`;
}

function OutboxPanel({ open, onClose, entries, online }: { open: boolean; onClose: () => void; entries: OutboxEntry[]; online: boolean }) {
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const retry = async (entry: OutboxEntry) => {
    setBusyId(entry.id);
    try {
      const report = await retryEntry(entry.id);
      if (!online || report.unreachable) toast.info('Bağlantı yok: işlem bağlantı gelince yeniden denenecek.');
    } catch {
      toast.error('İşlem yeniden denenemedi.');
    } finally {
      setBusyId(null);
    }
  };

  const discard = async () => {
    if (!discarding) return;
    setBusyId(discarding.id);
    try {
      await discardEntry(discarding.id);
      await queryClient.invalidateQueries();
      toast.success('Bekleyen işlem silindi.');
      setDiscarding(null);
    } catch {
      toast.error('Bekleyen işlem silinemedi.');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <Modal
        open={open && !discarding}
        onClose={onClose}
        title="Bekleyen İşlemler"
        description={online ? 'Çevrimiçi. Bekleyen işlemler otomatik olarak gönderilir.' : 'Çevrimdışı. İşlemler bu cihazda saklanır ve bağlantı gelince gönderilir.'}
        size="lg"
        footer={
          <Button variant="secondary" onClick={onClose}>
            Kapat
          </Button>
        }
      >
        {entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">Bekleyen işlem yok.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200" data-testid="outbox-list">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid="outbox-entry" data-state={entry.state}>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{entry.label}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <span className={`rounded-full px-2 py-0.5 font-medium ${stateClasses(entry.state)}`}>{OUTBOX_STATE_LABELS[entry.state]}</span>
                    <span>{formatDateTime(entry.createdAt)}</span>
                    {entry.attempts > 0 ? <span>{entry.attempts}. deneme</span> : null}
                    {entry.ownerName ? <span data-testid="outbox-owner">Kaydeden: {entry.ownerName}</span> : null}
                  </p>
                  {entry.error ? (
                    <p className={`mt-1 text-sm ${entry.state === 'failed' ? 'text-red-700' : 'text-slate-600'}`} data-testid="outbox-error">
                      {entry.error}
                    </p>
                  ) : null}
                  <AttemptHistory entry={entry} />
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" onClick={() => void retry(entry)} busy={busyId === entry.id} busyLabel="Gönderiliyor...">
                    Yeniden Dene
                  </Button>
                  <Button variant="danger" onClick={() => setDiscarding(entry)} disabled={busyId === entry.id}>
                    Sil
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <ConfirmDialog
        open={!!discarding}
        title="Bekleyen İşlemi Sil"
        message={discarding ? `"${discarding.label}" sunucuya gönderilmeden silinecek. Bu işlem geri alınamaz.` : ''}
        busy={busyId === discarding?.id}
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
