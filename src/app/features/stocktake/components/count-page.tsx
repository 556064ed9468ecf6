// The count screen (docs/stocktake.md): camera (continuous), a hardware scanner typing anywhere on
// the page, manual entry, and a serial handed over in the address (`?serial=`, the scan sheet's
// 'Sayıma ekle'). Each read shows at once, newest first, with where the system thinks the item is;
// counters are live; it works offline once opened. Closing waits until every read of this device
// has landed, and names the other devices that went quiet.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { PrimaryLink } from '@app/components/path-link';
import { errorMessage } from '@app/lib/api-client';
import { useOnline } from '@app/lib/offline/use-outbox';
import { useKeyboardWedge } from '@app/lib/scanner/use-keyboard-wedge';
import { useSession } from '@app/lib/session';
import { useKits } from '@app/lib/kits/kits-query';
import { useWhenReady } from '@app/lib/use-when-ready';
import { countKit, countKitStock } from '@app/lib/kits/kit-scan';
import { formatDateTime, fullName } from '@shared/format';
import { formatQuantity } from '@shared/stock';
import { SERIAL_REQUIRED } from '@shared/schemas/fields';
import type { ReadSource } from '@shared/schemas/stocktake';
import { useCloseStocktake } from '../api/close-stocktake';
import { useCount } from '../lib/use-count';
import { useCountStock } from '../lib/use-count-stock';
import { usePresence } from '../lib/use-presence';
import { CloseCountDialog } from './close-count-dialog';
import { BackToCounts } from './back-to-counts';
import { CountCounters } from './count-counters';
import { CountInput, outcomeText, type Feedback } from './count-input';
import { CountReadList } from './count-read-list';
import { CountStockSection } from './count-stock-section';

export interface HandedSerial {
  serial: string;
  source: ReadSource;
}

/** '3 okuma', '2 stok sayımı', '3 okuma ve 2 stok sayımı'. */
function waitingText(reads: number, stock: number): string {
  const parts = [reads ? `${reads.toLocaleString('tr-TR')} okuma` : '', stock ? `${stock.toLocaleString('tr-TR')} stok sayımı` : ''];
  return parts.filter(Boolean).join(' ve ');
}

export function CountPage({ sessionId, handed, onHandedTaken }: { sessionId: string; handed?: HandedSerial; onHandedTaken?: () => void }) {
  const count = useCount(sessionId);
  const online = useOnline();
  const navigate = useNavigate();
  const close = useCloseStocktake(sessionId);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const isOpen = count.saved?.session.status === 'open';
  const { waiting: readsWaiting, failed: readsFailed, lastMineAt, counters, newest, total } = count.snapshot;
  const stock = useCountStock(sessionId, isOpen);
  const { can } = useSession();
  const kits = useKits(can('view_kits') || can('manage_kits'));
  const waiting = readsWaiting + stock.waiting;
  const failed = readsFailed + stock.failed;

  usePresence(sessionId, isOpen, { waiting, lastMineAt });

  const takeNow = async (raw: string, source: ReadSource): Promise<true | string> => {
    const serial = raw.trim();
    // A kit's code counts each of its members as its own read (from the device copy, offline too).
    const kit = await countKit(kits.data, serial, async (member) => (await count.addRead(member, source)).kind === 'added');
    if (kit) {
      // Its stock lines are counted with the kit's first read (a member new to the count), not again.
      const counted = kit.added > 0 || kit.kit.members.length === 0 ? countKitStock(kit.kit, stock.itemOfId, stock.addOne) : '';
      navigator.vibrate?.(60);
      setFeedback({ key: Date.now(), ok: kit.added > 0 || counted !== '', serial: kit.kit.code, rest: kit.text + counted });
      return true;
    }
    // A stock item's barcode (not a serial of this count) adds one to its quantity.
    const stockItem = count.knows(serial) ? undefined : stock.itemOfCode(serial);
    if (stockItem) {
      const now = stock.addOne(stockItem);
      navigator.vibrate?.(60);
      setFeedback({
        key: Date.now(),
        ok: true,
        serial,
        rest: `: ${stockItem.name}${stockItem.variant ? ` ${stockItem.variant}` : ''} — ${formatQuantity(now)} ${stockItem.unit} sayıldı`,
      });
      return true;
    }
    const answer = await count.addRead(serial, source);
    if (answer.kind === 'empty') return SERIAL_REQUIRED;
    if (answer.kind === 'duplicate') {
      setFeedback({ key: Date.now(), ok: false, serial, rest: ' zaten sayıldı.' });
      return `${serial} zaten sayıldı.`;
    }
    navigator.vibrate?.(60);
    setFeedback({ key: Date.now(), ok: answer.place.outcome === 'found', serial, rest: outcomeText(answer.place) });
    return true;
  };

  // A kit's code read before the copy's kits are is not counted as an unknown serial (use-when-ready.ts).
  const mayKits = can('view_kits') || can('manage_kits');
  const take = useWhenReady(!mayKits || !kits.isPending, takeNow);

  useKeyboardWedge((serial) => void take(serial, 'wedge'), isOpen);

  // A serial handed over in the address is taken once, as if scanned here; the address forgets it
  // first, so a reload cannot count it again.
  const handedTaken = useRef<string | null>(null);
  const ready = Boolean(count.saved);
  useEffect(() => {
    if (!handed || !ready || handedTaken.current === handed.serial) return;
    handedTaken.current = handed.serial;
    onHandedTaken?.();
    if (isOpen) void take(handed.serial, handed.source);
    else setFeedback({ key: Date.now(), ok: false, serial: handed.serial, rest: ': bu sayım kapatıldı, sayılmadı.' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per handed serial, when the count is ready
  }, [handed, ready, isOpen]);

  if (count.loadError) {
    return (
      <EmptyState
        title={count.loadError.notFound ? 'Sayım bulunamadı' : 'Sayım açılamadı'}
        description={count.loadError.message}
        action={<PrimaryLink to="/stocktakes">Sayımlara Dön</PrimaryLink>}
      />
    );
  }
  if (!count.saved) return <Spinner block />;
  const { session } = count.saved;
  const closeBlocked =
    waiting > 0
      ? `Kapatmadan önce bu cihazda bekleyen ${waitingText(readsWaiting, stock.waiting)} gönderilmeli${failed ? ` (${failed} tanesi gönderilemedi)` : ''}.`
      : !online
        ? 'Sayımı kapatmak için bağlantı gerekiyor.'
        : null;

  const doClose = async () => {
    try {
      await close.mutateAsync();
      setConfirmClose(false);
      toast.success('Sayım kapatıldı.');
      await navigate({ to: '/stocktakes/$id/result', params: { id: sessionId } });
    } catch (error) {
      setConfirmClose(false);
      toast.error(errorMessage(error, 'Sayım kapatılamadı.'));
    }
  };

  return (
    <div>
      <PageHeader
        back={<BackToCounts />}
        title={`Sayım: ${session.warehouse_name}`}
        description={
          <>
            Başlangıç: {formatDateTime(session.started_at)}
            {session.started_by_user ? ` · ${fullName(session.started_by_user)}` : ''}
            {session.categories.length ? ` · Kategoriler: ${session.categories.map((c) => c.name).join(', ')}` : ' · Tüm kategoriler'}
          </>
        }
        actions={
          <>
            <Link
              to="/stocktakes/$id/result"
              params={{ id: sessionId }}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Sonuç
            </Link>
            {/* Closing ends the count for everyone: not the main blue button beside 'Sonuç'. */}
            {isOpen ? (
              <Button variant="secondary" className="text-red-800" onClick={() => setConfirmClose(true)} disabled={Boolean(closeBlocked)}>
                Sayımı Kapat
              </Button>
            ) : null}
          </>
        }
      />

      {count.offlineCopy ? (
        <p role="status" className="mb-4 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          Çevrimdışı sayılıyor: okumalar bağlantı gelince gönderilir.
        </p>
      ) : null}
      {!isOpen ? (
        <p role="status" className="mb-4 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          Bu sayım kapatıldı.
        </p>
      ) : null}

      <CountCounters counters={isOpen ? counters : { ...counters, ...session.counters }} open={isOpen} label="Canlı sayaçlar" />

      {isOpen ? <CountInput take={take} feedback={feedback} /> : null}
      {!isOpen && feedback ? (
        <p data-testid="count-feedback" className="mt-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
          {feedback.serial}
          {feedback.rest}
        </p>
      ) : null}

      {closeBlocked && isOpen ? (
        <p
          role="status"
          data-testid="close-blocked"
          className="mt-4 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        >
          {closeBlocked}
        </p>
      ) : null}

      {isOpen ? <CountStockSection lines={stock.lines} onCount={(item, n) => void stock.setCount(item, n)} onRetry={stock.retry} /> : null}

      <CountReadList reads={newest} total={total} onRetry={count.retry} />

      <CloseCountDialog
        sessionId={sessionId}
        counters={counters}
        open={confirmClose}
        busy={close.isPending}
        onConfirm={() => void doClose()}
        onCancel={() => setConfirmClose(false)}
      />
    </div>
  );
}
