// The count screen (docs/stocktake.md): camera (continuous), a hardware scanner typing anywhere on
// the page, and manual entry. Each read shows at once, newest first, with where the system thinks
// the item is; counters are live; it works offline once opened. Closing waits until every read of
// this device has landed.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { StatusBadge } from '@app/components/status-badge';
import { errorMessage } from '@app/lib/api-client';
import { retryEntry } from '@app/lib/offline/outbox';
import { useOnline } from '@app/lib/offline/use-outbox';
import { ScanButton } from '@app/components/scanner/scan-button';
import { formatDateTime } from '@shared/format';
import { SERIAL_REQUIRED } from '@shared/schemas/fields';
import { ManualSerialSchema, OUTCOME_LABELS, type ReadSource } from '@shared/schemas/stocktake';
import { useCloseStocktake } from '../api/close-stocktake';
import { useCount, type ShownRead } from '../lib/use-count';
import { useKeyboardWedge } from '@app/lib/scanner/use-keyboard-wedge';
import { CountCounters } from './count-counters';
import { OutcomeBadge, placeText } from './outcome-badge';

const SHOWN_READS = 100;

interface Feedback {
  key: number;
  ok: boolean;
  text: string;
}

function stateBadge(read: ShownRead) {
  if (read.state === 'sent') return <StatusBadge tone="success">Gönderildi</StatusBadge>;
  if (read.state === 'pending') return <StatusBadge tone="warning">Beklemede</StatusBadge>;
  if (read.state === 'failed') return <StatusBadge tone="danger">Gönderilemedi</StatusBadge>;
  return <StatusBadge tone="neutral">Silindi</StatusBadge>;
}

export function CountPage({ sessionId }: { sessionId: string }) {
  const count = useCount(sessionId);
  const online = useOnline();
  const navigate = useNavigate();
  const close = useCloseStocktake(sessionId);
  const [manual, setManual] = useState('');
  const [manualError, setManualError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const isOpen = count.saved?.session.status === 'open';

  const take = async (serial: string, source: ReadSource): Promise<true | string> => {
    const answer = await count.addRead(serial, source);
    if (answer.kind === 'empty') return SERIAL_REQUIRED;
    if (answer.kind === 'duplicate') {
      const text = `${serial.trim()} zaten sayıldı.`;
      setFeedback({ key: Date.now(), ok: false, text });
      return text;
    }
    navigator.vibrate?.(60);
    const text = `${serial.trim()} sayıldı — ${OUTCOME_LABELS[answer.place.outcome]}: ${placeText(answer.place)}`;
    setFeedback({ key: Date.now(), ok: answer.place.outcome === 'found', text });
    return true;
  };

  useKeyboardWedge((serial) => void take(serial, 'wedge'), isOpen);

  if (count.loadError) {
    return (
      <EmptyState
        title={count.loadError.notFound ? 'Sayım bulunamadı' : 'Sayım açılamadı'}
        description={count.loadError.message}
        action={
          <Link to="/stocktakes" className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800">
            Sayımlara Dön
          </Link>
        }
      />
    );
  }
  if (!count.saved) return <Spinner block />;
  const { session } = count.saved;
  const failed = count.waiting.filter((r) => r.state === 'failed').length;
  const closeBlocked = count.waiting.length > 0 ? `Bu cihazda gönderilmeyi bekleyen ${count.waiting.length} okuma var${failed ? ` (${failed} tanesi gönderilemedi)` : ''}. Hepsi gönderilmeden sayım kapatılamaz.` : !online ? 'Sayımı kapatmak için bağlantı gerekiyor.' : null;

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

  const submitManual = async () => {
    const parsed = v.safeParse(ManualSerialSchema, { serial: manual });
    if (!parsed.success) {
      setManualError(parsed.issues[0].message);
      return;
    }
    setManualError(null);
    setManual('');
    await take(parsed.output.serial, 'manual');
  };

  return (
    <div>
      <PageHeader
        back={
          <Link to="/stocktakes" className={buttonClasses('ghost', '-ml-3')}>
            ← Sayımlar
          </Link>
        }
        title={`Sayım: ${session.warehouse_name}`}
        description={
          <>
            Başlangıç: {formatDateTime(session.started_at)}
            {session.started_by_user ? ` · ${session.started_by_user.first_name} ${session.started_by_user.last_name}` : ''}
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
            {isOpen ? (
              <Button variant="primary" onClick={() => setConfirmClose(true)} disabled={Boolean(closeBlocked)}>
                Sayımı Kapat
              </Button>
            ) : null}
          </>
        }
      />

      {count.offlineCopy ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Çevrimdışı sayılıyor: okumalar bu cihazda saklanıyor ve bağlantı gelince gönderilecek.
        </p>
      ) : null}
      {!isOpen ? (
        <p role="status" className="mb-4 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          Bu sayım kapatıldı; yeni okuma eklenemez.
        </p>
      ) : null}

      <CountCounters counters={count.counters} label="Canlı sayaçlar" />

      {isOpen ? (
        <section aria-label="Okutma" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-col gap-3 md:flex-row md:items-end">
            <ScanButton label="Kamerayla Say" title="Kamerayla Say" variant="primary" continuous onScan={(serial) => take(serial, 'camera')} />
            <form
              className="flex flex-1 items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void submitManual();
              }}
            >
              <div className="flex flex-1 flex-col gap-1.5">
                <label htmlFor="count-manual" className="text-sm font-medium text-slate-700">
                  Seri numarasını elle girin
                </label>
                <input
                  id="count-manual"
                  value={manual}
                  onChange={(e) => setManual(e.target.value)}
                  autoComplete="off"
                  aria-invalid={manualError ? true : undefined}
                  aria-describedby={manualError ? 'count-manual-error' : undefined}
                  placeholder="SN-2024-001"
                  className="min-h-11 rounded-lg border border-slate-300 px-3 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
                />
              </div>
              <Button type="submit" variant="secondary">
                Ekle
              </Button>
            </form>
          </div>
          {manualError ? (
            <p id="count-manual-error" className="mt-1 text-sm text-red-700">
              {manualError}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-600">El tarayıcısı: bir metin kutusu seçili değilken okutun; bu ekran okunan seri numarasını kendisi alır.</p>
          <div aria-live="polite" className="mt-3 min-h-10">
            {feedback ? (
              <p key={feedback.key} data-testid="count-feedback" className={`rounded-md px-3 py-2 text-sm ${feedback.ok ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}>
                {feedback.text}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      {closeBlocked && isOpen ? (
        <p role="status" data-testid="close-blocked" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {closeBlocked}
        </p>
      ) : null}

      <section aria-labelledby="reads-title" className="mt-6">
        <h2 id="reads-title" className="mb-2 text-lg font-semibold text-slate-900">
          Okumalar ({count.reads.length.toLocaleString('tr-TR')})
        </h2>
        {count.reads.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">Henüz okuma yok. Kamerayla, el tarayıcısıyla ya da elle seri numarası ekleyin.</p>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="read-list">
            {count.reads.slice(0, SHOWN_READS).map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2" data-testid="read-row">
                <span className="font-mono text-sm font-semibold text-slate-900">{r.serial_number}</span>
                <OutcomeBadge outcome={r.place.outcome} />
                <span className="text-sm text-slate-700">{[r.place.brand_name, r.place.model].filter(Boolean).join(' ')}</span>
                <span className="text-sm text-slate-600">{placeText(r.place)}</span>
                <span className="ml-auto flex items-center gap-2 text-xs text-slate-600">
                  {r.counted_by_name} · {formatDateTime(r.counted_at)}
                  {stateBadge(r)}
                </span>
                {r.state === 'failed' ? (
                  <span className="flex w-full items-center gap-2 text-sm text-red-800">
                    {r.error}
                    <Button variant="ghost" onClick={() => void retryEntry(r.id)}>
                      Yeniden Dene
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {count.reads.length > SHOWN_READS ? <p className="mt-2 text-sm text-slate-600">Son {SHOWN_READS} okuma gösteriliyor; tamamı sonuç ekranında.</p> : null}
      </section>

      <ConfirmDialog
        open={confirmClose}
        title="Sayımı Kapat"
        message="Sayım kapatılınca sonuç kesinleşir ve yeni okuma eklenemez. Emin misiniz?"
        confirmLabel="Sayımı Kapat"
        busyLabel="Kapatılıyor..."
        variant="primary"
        busy={close.isPending}
        onConfirm={() => void doClose()}
        onCancel={() => setConfirmClose(false)}
      />
    </div>
  );
}
