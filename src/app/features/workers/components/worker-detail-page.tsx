// Worker detail (spec 01 §2): header, national id and phone cards, counters, equipment history
// (10 per page, at most 5 page buttons, total count), one page at a time from the server; offline
// the worker's active hand-overs on the device. A failed load goes back to /workers.
import { Link, useNavigate, useRouter, linkOptions } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@app/components/button';
import { DATE_COLUMN_WIDTH, dateColumn, linkColumn, ListView, statusColumn, type ListColumn } from '@app/components/list-view';
import { Spinner } from '@app/components/spinner';
import { Can } from '@app/components/can';
import { OfflineHistoryNote } from '@app/components/offline-history-note';
import { ServerExportButton } from '@app/components/server-export';
import { StatusBadge, WorkerHistoryStatusBadge } from '@app/components/status-badge';
import { formatDateTime, formatPhone, fullName, phoneHref } from '@shared/format';
import { daysOverdue, formatLocalDay, overdueLabel, warehouseToday } from '@shared/local-day';
import { returnConditionLabel } from '@shared/schemas/operations';
import { useWorker } from '../api/get-worker';
import { useWorkerHistoryPage, WORKER_HISTORY_PAGE_SIZE, type WorkerHistoryItem } from '../api/get-worker-history';
import { WorkerDocuments } from './worker-documents';

/**
 * `stockCard`: the worker's PPE and stock card (the stock feature's), shown above the equipment history;
 * `holdsStock`: they still hold returnable stock, so 'İlişik Kesme' is not offered;
 * `kvkkPanel`: legal hold and the data-subject export (docs/kvkk.md), for holders of manage_personal_data.
 */
export function WorkerDetailPage({
  workerId,
  stockCard,
  holdsStock = false,
  kvkkPanel,
}: {
  workerId: string;
  stockCard?: ReactNode;
  holdsStock?: boolean;
  kvkkPanel?: ReactNode;
}) {
  const router = useRouter();
  const navigate = useNavigate();
  const worker = useWorker(workerId);
  const [page, setPage] = useState(1);
  const history = useWorkerHistoryPage(workerId, page);
  // 'Şu Anda Üzerinde': the count of the active page, one row asked for.
  const onWorker = useWorkerHistoryPage(workerId, 1, { status: 'active', pageSize: 1 });

  // The query's toast has said it failed (see query-client): back to the list.
  useEffect(() => {
    if (worker.isError) void navigate({ to: '/workers', replace: true });
  }, [worker.isError, navigate]);
  useEffect(() => {
    // Spec 01 §7: a history load failure is only logged.
    if (history.isError) console.error('İşçi ekipman geçmişi yüklenemedi', history.error);
  }, [history.isError, history.error]);

  const goBack = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/workers' });
  };

  if (worker.isPending || worker.isError) return <Spinner block />;
  const w = worker.data;
  // The server lists the overdue items first; the badge counts on the warehouse's local day.
  const today = warehouseToday();
  const total = history.total;

  return (
    <div>
      <Button variant="ghost" onClick={goBack} className="mb-3 -ml-2">
        <span aria-hidden="true">←</span> Geri
      </Button>
      <header className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{fullName(w)}</h1>
        <p className="text-sm text-slate-600">
          {w.department?.name ?? 'Departman atanmamış'} · Kayıt: {formatDateTime(w.created_at)}
        </p>
        {history.offline ? null : (
          <WorkerDocuments workerId={w.id} holdsNothing={!holdsStock && !onWorker.isPending && onWorker.filtered === 0} />
        )}
        {history.offline ? null : <Can permission="manage_personal_data">{kvkkPanel}</Can>}
      </header>

      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <InfoCard label="TC Kimlik No" value={<span className="font-mono">{w.tc_no}</span>} />
        <InfoCard
          label="Telefon"
          value={
            <a href={phoneHref(w.phone)} className="text-blue-700 hover:underline">
              {formatPhone(w.phone)}
            </a>
          }
        />
        <InfoCard label="Toplam Alınan" value={<span data-testid="total-received">{history.offline ? '-' : total}</span>} />
        <InfoCard label="Şu Anda Üzerinde" value={<span data-testid="currently-on-worker">{onWorker.filtered}</span>} />
      </div>

      {history.offline ? null : stockCard}

      <ListView
        title="Ekipman Geçmişi"
        titleNote={`Toplam ${total} kayıt`}
        titleExtra={
          <ServerExportButton
            path={`/workers/${encodeURIComponent(workerId)}/equipment-history/export`}
            name={`isci-gecmisi-${w.first_name}-${w.last_name}`.toLocaleLowerCase('tr-TR').replace(/\s+/g, '-')}
            disabled={total === 0 || history.offline}
          />
        }
        caption="Ekipman Geçmişi"
        summary={
          history.offline ? <OfflineHistoryNote holds="bu cihazdaki, işçinin üzerindeki ekipmanlar" className="px-4 pt-3" /> : undefined
        }
        rows={history.rows}
        columns={historyColumns(today)}
        loading={history.isPending}
        paging={{ page, pageSize: WORKER_HISTORY_PAGE_SIZE, total: history.filtered, onPageChange: setPage, maxButtons: 5 }}
        empty={<p className="px-4 py-10 text-center text-sm text-slate-500">Bu işçiye henüz ekipman teslim edilmemiş.</p>}
        actionsWidth={130}
        actions={(h) =>
          h.status === 'returned' ? (
            <Can permission="view_field_equipment">
              <Link
                to={`/field-equipment/${h.id}` as '/'}
                search={{ belge: 'iade' } as never}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 font-medium text-blue-700 hover:bg-slate-100"
                aria-label={`İade Belgesi: ${h.equipment.brand.name} ${h.equipment.model} ${h.equipment.serial_number}`}
              >
                İade Belgesi
              </Link>
            </Can>
          ) : null
        }
      />
    </div>
  );
}

function historyColumns(today: string): ListColumn<WorkerHistoryItem>[] {
  return [
    linkColumn(
      { id: 'equipment', header: 'Ekipman', minWidth: 160 },
      (h) => ({
        to: linkOptions({ to: '/equipment/$equipmentId', params: { equipmentId: h.equipment.id } }),
        text: `${h.equipment.brand.name} ${h.equipment.model}`,
      }),
      { className: 'font-medium text-blue-700 hover:underline' },
    ),
    { id: 'category', header: 'Kategori', priority: 3, minWidth: 120, cell: (h) => h.equipment.category?.name || '-' },
    {
      id: 'serial',
      header: 'Seri Numarası',
      priority: 2,
      minWidth: 130,
      cell: (h) => <span className="font-mono">{h.equipment.serial_number}</span>,
    },
    dateColumn('issued', 'Teslim Tarihi', (h) => h.issued_at),
    {
      id: 'returned',
      header: 'İade Tarihi',
      priority: 3,
      minWidth: DATE_COLUMN_WIDTH,
      cell: (h) => (
        <>
          <div className="whitespace-nowrap">{formatDateTime(h.returned_at)}</div>
          {h.due_date ? <div className="text-xs text-slate-500">Beklenen: {formatLocalDay(h.due_date)}</div> : null}
        </>
      ),
    },
    statusColumn((h) => (
      <>
        <WorkerHistoryStatusBadge status={h.status} />
        {daysOverdue(h, today) > 0 ? <StatusBadge tone="danger">{overdueLabel(daysOverdue(h, today))}</StatusBadge> : null}
        {h.status === 'returned' && h.return_condition ? (
          <div className="text-xs text-slate-600">{returnConditionLabel(h.return_condition)}</div>
        ) : null}
      </>
    )),
  ];
}

function InfoCard({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-semibold text-slate-900">{value}</p>
    </div>
  );
}
