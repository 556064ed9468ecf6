// /stock/issues/{id}: one stock issue (its KKD- document) on screen — the worker, the lines with their
// replacement days, the briefing — and its printout ('Yazdır'; `?yazdir=1` prints once loaded, as
// after 'Stok Teslimi'). The paper's number, company, texts and seal are the document's own data.
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@app/components/button';
import { DocumentNumber } from '@app/components/document-number';
import { PageHeader } from '@app/components/page-header';
import { useDocumentPrint } from '@app/components/paper/use-document-print';
import { Spinner } from '@app/components/spinner';
import { errorMessage } from '@app/lib/api-client';
import { formatDateTime, fullName } from '@shared/format';
import { formatLocalDay } from '@shared/local-day';
import { formatQuantity, STOCK_KIND_LABELS } from '@shared/stock';
import { useStockIssue } from '../api/stock-api';
import { issueAcknowledgement, StockIssuePaper } from './stock-issue-paper';

export function StockIssuePage({ id, autoPrint = false }: { id: string; autoPrint?: boolean }) {
  const issue = useStockIssue(id);
  const record = issue.data;
  // Without the document's data (not numbered yet, no network) the paper prints without its seal.
  const print = useDocumentPrint(record, autoPrint);

  if (issue.isPending) return <Spinner block />;
  if (!record) {
    return (
      <div>
        <PageHeader title="KKD ve Malzeme Teslimi" />
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(issue.error, 'Teslim belgesi yüklenemedi.')}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="KKD ve Malzeme Teslimi"
        actions={
          <>
            <Button onClick={print.request}>Yazdır</Button>
            <Link to="/workers/$workerId" params={{ workerId: record.worker.id }} className={buttonClasses('secondary')}>
              İşçi Sayfası
            </Link>
          </>
        }
      />
      <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="stock-issue-record">
        <p className="text-sm text-slate-700">
          Belge No: <DocumentNumber document={record.document} /> · {formatDateTime(record.created_at)}
        </p>
        <p className="text-sm text-slate-700">
          Teslim alan: <span className="font-semibold">{fullName(record.worker)}</span> · Depo: {record.warehouse.name} · Teslim eden:{' '}
          {fullName(record.issued_by)}
        </p>
        <ul className="flex flex-col divide-y divide-slate-100">
          {record.lines.map((l) => (
            <li key={l.movement_id} className="flex flex-col gap-1 py-2" data-testid="stock-issue-line">
              <span className="font-semibold text-slate-900">
                {l.name}
                {l.variant ? ` (${l.variant})` : ''} — {formatQuantity(l.quantity)} {l.unit}
              </span>
              <span className="text-sm text-slate-600">
                {STOCK_KIND_LABELS[l.kind]}
                {l.standard ? ` · ${l.standard}` : ''}
                {l.next_replacement_on ? ` · Yenileme ${formatLocalDay(l.next_replacement_on)}` : ''}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">{issueAcknowledgement(record)}</p>
      </section>
      {print.printing ? <StockIssuePaper record={record} paper={print.paper} onSealReady={print.onSealReady} /> : null}
    </div>
  );
}
