// The result of a count (docs/stocktake.md): counters, the reads that arrived after the close (to
// be taken in or left out), one section per outcome that opens and closes (differences first), the
// items listed apart (Sahada, Transferde), and — once closed — settling per row or in bulk: a
// transfer into this warehouse, a fault report, or a note. Printable report and CSV.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { EmptyState } from '@app/components/empty-state';
import { CsvButton, downloadCsv } from '@app/components/export-csv-button';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { StatusBadge, equipmentStatusLabel } from '@app/components/status-badge';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { formatDateTime, fullName } from '@shared/format';
import type { CsvColumn } from '@shared/csv';
import { OUTCOME_LABELS, SESSION_STATUS_LABELS } from '@shared/schemas/stocktake';
import { resultQuery, useStocktakeResult } from '../api/get-stocktake-result';
import type { ResultRow, StocktakeResult } from '../api/types';
import { groupRows, SECTION_ORDER, settlementsBySerial } from '../lib/result-groups';
import { BackToCounts } from './back-to-counts';
import { CountCounters } from './count-counters';
import { CountReport } from './count-report';
import { usePrintRequest } from '@app/components/paper/print-sheet';
import { PrimaryLink } from '@app/components/path-link';
import { LateReadsSection } from './late-reads-section';
import { placeText, Serial } from './outcome-badge';
import { Chevron, ResultSection } from './result-section';
import { ResultStockSection } from './result-stock-section';
import { SettleDialog, type PendingAction } from './settle-dialog';

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

export function ResultPage({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const result = useStocktakeResult(sessionId, 'differences');
  const [wantAll, setWantAll] = useState(false);
  const all = useStocktakeResult(sessionId, 'all', wantAll);
  if (result.isPending) return <Spinner block />;
  if (result.isError) {
    const notFound = result.error instanceof ApiError && result.error.status === 404;
    return (
      <EmptyState
        title={notFound ? 'Sayım bulunamadı' : 'Sonuç yüklenemedi'}
        description={
          notFound
            ? 'Aradığınız sayım mevcut değil veya erişim yetkiniz yok.'
            : errorMessage(result.error, 'Bağlantınızı kontrol edip yeniden deneyin.')
        }
        action={<PrimaryLink to="/stocktakes">Sayımlara Dön</PrimaryLink>}
      />
    );
  }
  return (
    <ResultView
      data={all.data ?? result.data}
      complete={Boolean(all.data)}
      onNeedAll={() => setWantAll(true)}
      loadAll={() => queryClient.fetchQuery(resultQuery(sessionId, 'all'))}
    />
  );
}

export interface ResultViewProps {
  data: StocktakeResult;
  /** `data.rows` holds every row (else the differences only; the found items come with `loadAll`). */
  complete: boolean;
  onNeedAll: () => void;
  loadAll: () => Promise<StocktakeResult>;
}

export function ResultView({ data, complete, onNeedAll, loadAll }: ResultViewProps) {
  const { session } = data;
  const closed = session.status === 'closed';
  const groups = useMemo(() => groupRows(data.rows), [data.rows]);
  const settled = useMemo(() => settlementsBySerial(data.settlements), [data.settlements]);
  const lateWaiting = useMemo(
    () => new Set(data.late_reads.filter((r) => r.decision === null).map((r) => r.serial_number)),
    [data.late_reads],
  );
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [printing, setPrinting] = useState<StocktakeResult | null>(null);
  const whole = () => (complete ? Promise.resolve(data) : loadAll());
  // The report renders first (a closed count with its seal drawn), then the print dialog opens.
  const printRequest = usePrintRequest({ waitForSeal: data.session.status === 'closed' && !!data.session.document });

  const print = async () => {
    try {
      setPrinting(await whole());
    } catch (error) {
      toast.error(errorMessage(error, 'Rapor hazırlanamadı. Bağlantınızı kontrol edip yeniden deneyin.'));
      return;
    }
    printRequest.request();
  };

  return (
    <div>
      <PageHeader
        back={<BackToCounts />}
        title={`Sayım Sonucu: ${session.warehouse_name}`}
        description={
          <>
            <StatusBadge tone={closed ? 'neutral' : 'info'}>{SESSION_STATUS_LABELS[session.status]}</StatusBadge> Başlangıç:{' '}
            {formatDateTime(session.started_at)}
            {session.closed_at ? ` · Kapanış: ${formatDateTime(session.closed_at)}` : ''}
            {session.counters_users.length ? ` · Sayanlar: ${session.counters_users.map(fullName).join(', ')}` : ''}
          </>
        }
        actions={
          <>
            {!closed ? <PrimaryLink to={`/stocktakes/${session.id}`}>Saymaya Dön</PrimaryLink> : null}
            <CsvButton onDownload={async () => downloadCsv(`sayim-${session.warehouse_name}`, (await whole()).rows, RESULT_CSV_COLUMNS)} />
            <Button variant="secondary" onClick={() => void print()}>
              Raporu Yazdır
            </Button>
          </>
        }
      />
      {!closed ? (
        <p role="status" className="mb-4 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          Sayım devam ediyor: sonuç şu ana kadar sunucuya ulaşan okumalarla hesaplandı.
        </p>
      ) : null}
      <CountCounters counters={data.counters} open={!closed} label="Sonuç sayaçları" />

      <LateReadsSection sessionId={session.id} reads={data.late_reads} />

      {SECTION_ORDER.map((outcome) => (
        <ResultSection
          key={outcome}
          outcome={outcome}
          rows={groups.get(outcome) ?? []}
          total={outcome === 'found' ? data.counters.found : undefined}
          loading={outcome === 'found' && !complete}
          onOpen={outcome === 'found' && !complete ? onNeedAll : undefined}
          settled={settled}
          lateWaiting={lateWaiting}
          canSettle={closed}
          countOpen={!closed}
          onAction={(action, serials) => setPending({ action, serials })}
        />
      ))}

      <ResultStockSection sessionId={session.id} closed={closed} />

      <details className="group mt-4 rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="result-away">
        <summary className="flex min-h-12 cursor-pointer select-none items-center gap-2 px-4 py-2 text-base font-semibold text-slate-900 hover:bg-slate-50">
          <Chevron />
          Rafta beklenmeyenler: Sahada / Transferde ({data.away.length.toLocaleString('tr-TR')})
        </summary>
        {data.away.length === 0 ? (
          <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
            Sayım başlarken bu depodan sahada veya transferde ekipman yoktu.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 border-t border-slate-200">
            {data.away.slice(0, 100).map((a) => (
              <li key={a.equipment_id} className="flex flex-wrap gap-x-3 px-4 py-2 text-sm">
                <Serial value={a.serial_number} />
                <span>{[a.brand_name, a.model].filter(Boolean).join(' ')}</span>
                <span className="text-slate-600">{[equipmentStatusLabel(a.status), a.holder].filter(Boolean).join(' — ')}</span>
              </li>
            ))}
          </ul>
        )}
      </details>

      <SettleDialog sessionId={session.id} pending={pending} onClose={() => setPending(null)} />
      {printing ? <CountReport data={printing} onDone={() => setPrinting(null)} onSealReady={printRequest.onSealReady} /> : null}
    </div>
  );
}
