// The result of a count (docs/stocktake.md): counters, one table per outcome, the items listed apart
// (Sahada, Transferde), and — once closed — settling per row or in bulk: a transfer into this
// warehouse, a fault report, or a note. Printable report and CSV.
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@app/components/button';
import { EmptyState } from '@app/components/empty-state';
import { ExportCsvButton } from '@app/components/export-csv-button';
import { Modal } from '@app/components/modal';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { StatusBadge, equipmentStatusLabel } from '@app/components/status-badge';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { formatDateTime, fullName } from '@shared/format';
import type { CsvColumn } from '@shared/csv';
import {
  OUTCOME_LABELS,
  SESSION_STATUS_LABELS,
  SETTLE_ACTION_LABELS,
  SETTLE_NOTE_MISSING,
  STOCKTAKE_NOTE_MAX,
  type SettleAction,
  type StocktakeOutcome,
} from '@shared/schemas/stocktake';
import { useStocktakeResult } from '../api/get-stocktake-result';
import { useSettleStocktake } from '../api/settle-stocktake';
import type { ResultRow, Settlement, StocktakeResult } from '../api/types';
import { CountCounters } from './count-counters';
import { OutcomeBadge, placeText } from './outcome-badge';
import { CountReport } from './count-report';
import { usePrintRequest } from '@app/components/paper/print-sheet';
import { groupRows, SECTION_ORDER, settlementsBySerial } from '../lib/result-groups';

const PAGE = 100;
const COLUMNS = ['Seri No', 'Ekipman', 'Sistemdeki Yeri', 'Sayan', 'Giderme'] as const;

/** What may be done about a row of each outcome (the server checks again). */
const ACTIONS: Record<StocktakeOutcome, SettleAction[]> = {
  missing: ['note'],
  elsewhere: ['transfer', 'fault', 'note'],
  not_on_shelf: ['note'],
  out_of_scope: ['fault', 'note'],
  unknown: ['note'],
  found: ['fault', 'note'],
};
const ACTION_BUTTONS: Record<SettleAction, string> = {
  transfer: 'Bu Depoya Transfer Başlat',
  fault: 'Arıza Bildir',
  note: 'Not Ekle',
};

export const RESULT_CSV_COLUMNS: readonly CsvColumn<ResultRow>[] = [
  { header: 'Sonuç', value: (r) => OUTCOME_LABELS[r.outcome] },
  { header: 'Seri No', value: (r) => r.serial_number },
  { header: 'Marka', value: (r) => r.brand_name ?? '' },
  { header: 'Model', value: (r) => r.model ?? '' },
  { header: 'Kategori', value: (r) => r.category_name ?? '' },
  { header: 'Sistemdeki Yeri', value: (r) => placeText(r) },
  { header: 'Durum', value: (r) => (r.status ? equipmentStatusLabel(r.status) : '') },
  { header: 'Okuma Sayısı', value: (r) => r.read_count },
  { header: 'İlk Sayan', value: (r) => r.counted_by_name ?? '' },
  { header: 'İlk Okuma', value: (r) => (r.first_counted_at ? formatDateTime(r.first_counted_at) : '') },
];

interface PendingAction {
  action: SettleAction;
  serials: string[];
}

export function ResultPage({ sessionId }: { sessionId: string }) {
  const result = useStocktakeResult(sessionId);
  if (result.isPending) return <Spinner block />;
  if (result.isError) {
    const notFound = result.error instanceof ApiError && result.error.status === 404;
    return (
      <EmptyState
        title={notFound ? 'Sayım bulunamadı' : 'Sonuç yüklenemedi'}
        description={notFound ? 'Aradığınız sayım mevcut değil veya erişim yetkiniz yok.' : errorMessage(result.error, 'Bağlantınızı kontrol edip yeniden deneyin.')}
        action={
          <Link to="/stocktakes" className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800">
            Sayımlara Dön
          </Link>
        }
      />
    );
  }
  return <ResultView data={result.data} />;
}

export function ResultView({ data }: { data: StocktakeResult }) {
  const { session } = data;
  const closed = session.status === 'closed';
  const groups = useMemo(() => groupRows(data.rows), [data.rows]);
  const settled = useMemo(() => settlementsBySerial(data.settlements), [data.settlements]);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [printing, setPrinting] = useState(false);

  // The report renders first (a closed count with its seal drawn), then the print dialog opens.
  const printRequest = usePrintRequest({ waitForSeal: data?.session.status === 'closed' && !!data.session.document });
  const print = () => {
    setPrinting(true);
    printRequest.request();
  };

  return (
    <div>
      <PageHeader
        back={
          <Link to="/stocktakes" className={buttonClasses('ghost', '-ml-3')}>
            ← Sayımlar
          </Link>
        }
        title={`Sayım Sonucu: ${session.warehouse_name}`}
        description={
          <>
            <StatusBadge tone={closed ? 'neutral' : 'info'}>{SESSION_STATUS_LABELS[session.status]}</StatusBadge> Başlangıç: {formatDateTime(session.started_at)}
            {session.closed_at ? ` · Kapanış: ${formatDateTime(session.closed_at)}` : ''}
            {session.counters_users.length ? ` · Sayanlar: ${session.counters_users.map(fullName).join(', ')}` : ''}
          </>
        }
        actions={
          <>
            {!closed ? (
              <Link
                to="/stocktakes/$id"
                params={{ id: session.id }}
                className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
              >
                Saymaya Dön
              </Link>
            ) : null}
            <ExportCsvButton name={`sayim-${session.warehouse_name}`} rows={data.rows} columns={RESULT_CSV_COLUMNS} />
            <Button variant="secondary" onClick={print}>
              Raporu Yazdır
            </Button>
          </>
        }
      />
      {!closed ? (
        <p role="status" className="mb-4 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
          Sayım devam ediyor: sonuç şu ana kadar sunucuya ulaşan okumalarla hesaplandı. Farklar sayım kapatıldıktan sonra giderilebilir.
        </p>
      ) : null}
      <CountCounters counters={data.counters} label="Sonuç sayaçları" />

      {SECTION_ORDER.map((outcome) => (
        <ResultSection
          key={outcome}
          outcome={outcome}
          rows={groups.get(outcome) ?? []}
          settled={settled}
          canSettle={closed}
          onAction={(action, serials) => setPending({ action, serials })}
        />
      ))}

      <section aria-labelledby="away-title" className="mt-6">
        <h2 id="away-title" className="mb-2 text-lg font-semibold text-slate-900">
          Rafta beklenmeyenler — Sahada / Transferde ({data.away.length})
        </h2>
        {data.away.length === 0 ? (
          <p className="text-sm text-slate-600">Sayım başlarken bu depodan sahada veya transferde ekipman yoktu.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {data.away.slice(0, PAGE).map((a) => (
              <li key={a.equipment_id} className="flex flex-wrap gap-x-3 px-4 py-2 text-sm">
                <span className="font-mono font-semibold">{a.serial_number}</span>
                <span>{[a.brand_name, a.model].filter(Boolean).join(' ')}</span>
                <span className="text-slate-600">{[equipmentStatusLabel(a.status), a.holder].filter(Boolean).join(' — ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SettleDialog sessionId={session.id} pending={pending} onClose={() => setPending(null)} />
      {printing ? <CountReport data={data} onDone={() => setPrinting(false)} onSealReady={printRequest.onSealReady} /> : null}
    </div>
  );
}

function ResultSection({
  outcome,
  rows,
  settled,
  canSettle,
  onAction,
}: {
  outcome: StocktakeOutcome;
  rows: ResultRow[];
  settled: Map<string, Settlement[]>;
  canSettle: boolean;
  onAction: (action: SettleAction, serials: string[]) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const actions = canSettle ? ACTIONS[outcome] : [];
  const titleId = `section-${outcome}`;
  if (rows.length === 0 && outcome !== 'missing' && outcome !== 'found') return null;
  const toggle = (serial: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(serial)) next.delete(serial);
      else next.add(serial);
      return next;
    });
  const allSelected = rows.length > 0 && selected.size === rows.length;

  return (
    <section aria-labelledby={titleId} className="mt-6" data-testid={`result-${outcome}`}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="mr-auto text-lg font-semibold text-slate-900">
          {OUTCOME_LABELS[outcome]} ({rows.length.toLocaleString('tr-TR')})
        </h2>
        {actions.length && rows.length
          ? actions.map((a) => (
              <Button key={a} variant="secondary" disabled={selected.size === 0} onClick={() => onAction(a, [...selected])}>
                {ACTION_BUTTONS[a]}
                {selected.size ? ` (${selected.size})` : ''}
              </Button>
            ))
          : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Yok.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{OUTCOME_LABELS[outcome]}</caption>
            <thead className="bg-slate-50">
              <tr>
                {actions.length ? (
                  <th scope="col" className="w-12 px-4 py-3">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={`${OUTCOME_LABELS[outcome]}: tümünü seç`}
                      checked={allSelected}
                      onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.serial_number)))}
                    />
                  </th>
                ) : null}
                {COLUMNS.map((name) => (
                  <th key={name} scope="col" className="px-4 py-3 text-left text-xs font-semibold uppercase text-slate-600">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.slice(0, shown).map((r) => (
                <tr key={r.serial_number} data-testid="result-row">
                  {actions.length ? (
                    <td className="px-4 py-2">
                      <input type="checkbox" className="size-5" aria-label={`${r.serial_number} seç`} checked={selected.has(r.serial_number)} onChange={() => toggle(r.serial_number)} />
                    </td>
                  ) : null}
                  <td className="px-4 py-2 font-mono font-semibold">{r.serial_number}</td>
                  <td className="px-4 py-2">{[r.brand_name, r.model].filter(Boolean).join(' ') || '-'}</td>
                  <td className="px-4 py-2">
                    <OutcomeBadge outcome={r.outcome} /> <span className="text-slate-700">{placeText(r)}</span>
                  </td>
                  <td className="px-4 py-2 text-slate-700">{r.counted_by_name ? `${r.counted_by_name}${r.read_count > 1 ? ` (${r.read_count} okuma)` : ''}` : '-'}</td>
                  <td className="px-4 py-2 text-slate-700">
                    {(settled.get(r.serial_number) ?? []).map((s) => (
                      <span key={s.id} className="block">
                        {SETTLE_ACTION_LABELS[s.action]}
                        {s.note ? `: ${s.note}` : ''} ({fullName(s.created_by_user)})
                      </span>
                    ))}
                    {actions.length ? (
                      <span className="flex flex-wrap gap-1">
                        {actions.map((a) => (
                          <Button key={a} variant="ghost" className="!min-h-9 !px-2 text-xs" onClick={() => onAction(a, [r.serial_number])} aria-label={`${r.serial_number}: ${ACTION_BUTTONS[a]}`}>
                            {ACTION_BUTTONS[a]}
                          </Button>
                        ))}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > shown ? (
        <Button variant="ghost" className="mt-2" onClick={() => setShown((n) => n + PAGE)}>
          Daha fazla göster ({(rows.length - shown).toLocaleString('tr-TR')} satır daha)
        </Button>
      ) : null}
    </section>
  );
}

function SettleDialog({ sessionId, pending, onClose }: { sessionId: string; pending: PendingAction | null; onClose: () => void }) {
  const settle = useSettleStocktake(sessionId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = pending?.action;
  const needsNote = action !== 'transfer';

  const submit = async () => {
    if (!pending) return;
    const text = note.trim();
    if (needsNote && !text) {
      setError(SETTLE_NOTE_MISSING);
      return;
    }
    try {
      const answer = await settle.mutateAsync({ action: pending.action, serial_numbers: pending.serials, note: text || null });
      toast.success(`${answer.done.length} satır için işlem yapıldı.`);
      for (const f of answer.failed) toast.error(f.error, { duration: 10_000 });
      setNote('');
      setError(null);
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'İşlem yapılamadı.'));
    }
  };

  return (
    <Modal
      open={pending !== null}
      onClose={onClose}
      title={action ? ACTION_BUTTONS[action] : ''}
      description={pending ? `${pending.serials.length} satır: ${pending.serials.slice(0, 5).join(', ')}${pending.serials.length > 5 ? '…' : ''}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            İptal
          </Button>
          <Button onClick={() => void submit()} disabled={settle.isPending}>
            {settle.isPending ? 'Kaydediliyor...' : 'Onayla'}
          </Button>
        </>
      }
    >
      {action === 'transfer' ? (
        <p className="text-sm text-slate-700">Seçilen ekipman için kayıtlı olduğu depodan bu depoya transfer başlatılır; transferi siz gerçekleştirirsiniz.</p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="settle-note" className="text-sm font-medium text-slate-700">
            {action === 'fault' ? 'Arıza açıklaması' : 'Not'}
          </label>
          <textarea
            id="settle-note"
            value={note}
            maxLength={STOCKTAKE_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'settle-error' : undefined}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
          />
        </div>
      )}
      {error ? (
        <p id="settle-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
