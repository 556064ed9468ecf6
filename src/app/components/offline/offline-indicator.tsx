// Shell indicator for connectivity and the outbox (DESIGN.md §5, docs/offline.md): online or
// offline, how many entries wait and how many failed; it opens the outbox panel (label, state,
// time, error, retry, confirmed discard), and offers the global scan that opens an item's detail.
// The replay and the mirror sync are started by the app root (lib/offline/start.ts), not here. The
// shell renders it twice (sidebar and small-screen top bar) and the 'Çevrimdışı' banner once, in
// the page's flow (OfflineBanner), so the banner never covers a control. 'Offline' means the
// browser has no network, or the server does not answer (no answer, a time limit, 502/503/504),
// or the session could not be checked.
import { lazy, Suspense, useRef, useState } from 'react';
import { dataAgeText, useConnection, useMirrorStatus, useNow, useOutboxCounts, type Connection } from '@app/lib/offline/use-outbox';
import type { MirrorTable } from '@app/lib/offline/db';
import { staleListsText } from '@app/lib/offline/device-copy';
import { GlobalScan } from '../scanner/global-scan';

const OutboxPanel = lazy(() => import('./outbox-panel').then((m) => ({ default: m.LiveOutboxPanel })));

// ---- the indicator --------------------------------------------------------------------------

export function OfflineIndicator() {
  const connection = useConnection();
  const online = connection === 'online';
  const { waiting, failed } = useOutboxCounts();
  const [open, setOpen] = useState(false);
  // Kept mounted after the first opening, so that it closes with its animation.
  const opened = useRef(false);
  if (open) opened.current = true;

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
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
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
      {/* The panel's code loads with its first opening (and is precached for offline use). */}
      {opened.current ? (
        <Suspense fallback={null}>
          <OutboxPanel open={open} onClose={() => setOpen(false)} online={online} />
        </Suspense>
      ) : null}
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

const DOWNLOAD_LABELS: Record<MirrorTable, string> = {
  equipment: 'Ekipmanlar',
  warehouses: 'Depolar',
  brands: 'Markalar',
  categories: 'Kategoriler',
  workers: 'İşçiler',
  departments: 'Departmanlar',
  users: 'Kullanıcılar',
  repairers: 'Tamirciler',
  field_equipment: 'Sahadaki ekipmanlar',
  kits: 'Setler',
  reservations: 'Rezervasyonlar',
  stock_items: 'Stok kartları',
  stock_levels: 'Stok seviyeleri',
  stock_pickers: 'Stok formlarının listeleri',
};
const count = (n: number) => n.toLocaleString('tr-TR');

/**
 * Each list's first download (the large ones page by page): how far it has come. It floats at the
 * bottom and lets taps through: shown and hidden list by list, in the page's flow it moved the
 * form under the user's finger (a tap meant for one checkbox landed on another).
 */
function DownloadProgress() {
  const { download } = useMirrorStatus();
  if (!download) return null;
  const numbers =
    download.done || download.total !== null
      ? `: ${count(download.done)}${download.total !== null ? ` / ${count(download.total)}` : ''}`
      : '';
  const label = `${DOWNLOAD_LABELS[download.table]} indiriliyor${numbers}`;
  const max = Math.max(download.total ?? 0, download.done, 1);
  return (
    <div
      data-testid="mirror-download"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-xl border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-950 shadow print:hidden"
    >
      <span role="status">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={download.done}
        className="h-2 w-40 overflow-hidden rounded-full bg-blue-200 sm:w-64"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width]"
          style={{ width: `${Math.min(100, (download.done / max) * 100)}%` }}
        />
      </div>
    </div>
  );
}

function ConnectionBanner() {
  const connection = useConnection();
  const { servedFromMirror, syncedAt, lists } = useMirrorStatus();
  const now = useNow();
  if (connection === 'online' && !servedFromMirror) return null;
  const stale = staleListsText(lists);
  return (
    <div
      role="status"
      data-testid="offline-banner"
      data-connection={connection}
      className="flex flex-wrap items-center justify-center gap-x-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 print:hidden"
    >
      <strong>{connection === 'unreachable' ? 'Sunucuya ulaşılamıyor' : 'Çevrimdışı'}</strong>
      <span>· {dataAgeText(syncedAt, now)}.</span>
      {stale ? <span data-testid="offline-banner-stale">{stale}</span> : null}
      <span>
        {connection === 'unreachable'
          ? 'Oturumunuz açık; işlemler kaydedilir ve sunucu yanıt verince gönderilir.'
          : 'Yaptığınız işlemler kaydedilir ve bağlantı gelince gönderilir.'}
      </span>
    </div>
  );
}
