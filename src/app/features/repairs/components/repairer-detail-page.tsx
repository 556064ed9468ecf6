// /broken-equipment/repairers/{id} (spec 02 "Repairer detail"): contact, statistics computed by the
// server, and the repair history 10 per page with 'Önceki' / 'Sonraki', one page at a time from the server.
import { useEffect, useState } from 'react';
import { Link, useNavigate, linkOptions } from '@tanstack/react-router';
import { dateColumn, FAULT_STATUS_COLUMN_WIDTH, linkColumn, ListView, statusColumn, type ListColumn } from '@app/components/list-view';
import { OfflineHistoryNote } from '@app/components/offline-history-note';
import { Spinner } from '@app/components/spinner';
import { BrokenStatusBadge } from '@app/components/status-badge';
import { formatCurrency, formatDate, formatPhone, phoneHref } from '@shared/format';
import { useRepairer } from '../api/get-repairer';
import { REPAIRER_HISTORY_PAGE_SIZE, useRepairerHistoryPage } from '../api/get-repairer-history';
import type { BrokenRecord } from '../api/types';
import { equipmentSubtitle, equipmentTitle, linkClasses } from './labels';

const HISTORY_COLUMNS: ListColumn<BrokenRecord>[] = [
  linkColumn(
    { id: 'equipment', header: 'Ekipman', minWidth: 180 },
    (h) => ({ to: linkOptions({ to: '/broken-equipment/$id', params: { id: h.id } }), text: equipmentTitle(h.equipment) }),
    { below: (h) => <div className="text-xs text-slate-500">{equipmentSubtitle(h.equipment)}</div> },
  ),
  { id: 'issue', header: 'Arıza', priority: 2, minWidth: 200, longText: (h) => h.issue, cell: (h) => h.issue },
  { id: 'cost', header: 'Maliyet', priority: 2, minWidth: 110, nowrap: true, align: 'right', cell: (h) => formatCurrency(h.repair_cost) },
  statusColumn((h) => <BrokenStatusBadge status={h.status} />, { minWidth: FAULT_STATUS_COLUMN_WIDTH }),
  dateColumn('date', 'Tarih', (h) => h.resolved_at ?? h.created_at, 3),
];

export function RepairerDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const repairer = useRepairer(id);
  const [page, setPage] = useState(1);
  const history = useRepairerHistoryPage(id, page);

  // The query's toast has said it failed (see query-client): back to the repairers.
  useEffect(() => {
    if (repairer.isError) void navigate({ to: '/broken-equipment', search: { tab: 'repairers' } });
  }, [repairer.isError, navigate]);
  useEffect(() => {
    // History fetch failures are only logged (spec 02 §8).
    if (history.isError) console.error(history.error);
  }, [history.isError, history.error]);

  if (repairer.isPending || repairer.isError) return <Spinner block />;
  const r = repairer.data;
  const s = r.statistics;

  const stats: Array<[string, string]> = [
    ['Toplam Tamir', String(s.total_repairs)],
    ['Toplam Tutar', formatCurrency(s.total_amount)],
    ['Ortalama Tamir Süresi', s.average_repair_days === null ? '-' : `${s.average_repair_days} gün`],
    ['Tamamlanan', String(s.completed)],
    ['Tamamlanamayan', String(s.not_completed)],
    ['Devam Eden', String(s.ongoing)],
  ];

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link
          to="/broken-equipment"
          search={{ tab: 'repairers' }}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <span aria-hidden="true">←</span> Tamirciler
        </Link>
      </div>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{r.name}</h1>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>Üyelik:</dt>
            <dd>{formatDate(r.created_at)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Telefon</dt>
            <dd>
              <a href={phoneHref(r.phone)} className={linkClasses}>
                {formatPhone(r.phone)}
              </a>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Adres</dt>
            <dd>{r.address}</dd>
          </div>
        </dl>
      </header>

      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="İstatistikler">
        {stats.map(([label, value]) => (
          <li key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
            <p className="mt-1 text-xl font-semibold text-slate-900" data-testid={`stat-${label}`}>
              {value}
            </p>
          </li>
        ))}
      </ul>

      <ListView
        title="Tamir Geçmişi"
        caption="Tamir geçmişi"
        summary={history.offline ? <OfflineHistoryNote holds={null} className="px-4 pt-3" /> : undefined}
        rows={history.rows}
        columns={HISTORY_COLUMNS}
        loading={history.isPending}
        stale={history.isFetching && !history.isPending}
        onRowClick={(h) => void navigate({ to: '/broken-equipment/$id', params: { id: h.id } })}
        paging={{ page, pageSize: REPAIRER_HISTORY_PAGE_SIZE, total: history.filtered, onPageChange: setPage, variant: 'steps' }}
        empty={<p className="px-4 py-8 text-center text-sm text-slate-500">Henüz tamir kaydı yok</p>}
      />
    </div>
  );
}
