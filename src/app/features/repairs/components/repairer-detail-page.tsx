// /broken-equipment/repairers/{id} (spec 02 "Repairer detail"): contact, statistics computed by the
// server, and the repair history 10 per page with 'Önceki' / 'Sonraki'.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { BrokenStatusBadge } from '../../../components/status-badge';
import { formatCurrency, formatDate, formatDateTime, formatPhone, phoneHref } from '../../../../shared/format';
import { pageCount, pageSlice } from '../../../../shared/pagination';
import { useRepairer } from '../api/get-repairer';
import { useRepairerHistory } from '../api/get-repairer-history';
import { Card } from './broken-detail-page';
import { equipmentSubtitle, equipmentTitle, linkClasses } from './labels';

const HISTORY_PAGE_SIZE = 10;

export function RepairerDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const repairer = useRepairer(id);
  const history = useRepairerHistory(id);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (repairer.isError) {
      console.error(repairer.error);
      toast.error('Tamirci detayları yüklenirken bir hata oluştu.');
      void navigate({ to: '/broken-equipment', search: { tab: 'repairers' } });
    }
  }, [repairer.isError, repairer.error, navigate]);
  useEffect(() => {
    // History fetch failures are only logged (spec 02 §8).
    if (history.isError) console.error(history.error);
  }, [history.isError, history.error]);

  if (repairer.isPending || repairer.isError) return <Spinner block />;
  const r = repairer.data;
  const s = r.statistics;
  const rows = history.data ?? [];
  const pages = pageCount(rows.length, HISTORY_PAGE_SIZE);
  const current = Math.min(page, pages);

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

      <Card title="Tamir Geçmişi">
        {history.isPending ? (
          <Spinner block />
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-500">Henüz tamir kaydı yok</p>
        ) : (
          <>
            <div className="relative -mx-4 overflow-x-auto sm:-mx-5" tabIndex={0} role="region" aria-label="Tamir geçmişi tablosu">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Tamir geçmişi</caption>
                <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-3">Ekipman</th>
                    <th scope="col" className="px-4 py-3">Arıza</th>
                    <th scope="col" className="px-4 py-3">Maliyet</th>
                    <th scope="col" className="px-4 py-3">Durum</th>
                    <th scope="col" className="px-4 py-3">Tarih</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {pageSlice(rows, current, HISTORY_PAGE_SIZE).map((h) => (
                    <tr key={h.id} onClick={() => void navigate({ to: '/broken-equipment/$id', params: { id: h.id } })} className="cursor-pointer hover:bg-slate-50">
                      <td className="px-4 py-3">
                        <Link to="/broken-equipment/$id" params={{ id: h.id }} onClick={(e) => e.stopPropagation()} className={linkClasses}>
                          {equipmentTitle(h.equipment)}
                        </Link>
                        <div className="text-xs text-slate-500">{equipmentSubtitle(h.equipment)}</div>
                      </td>
                      <td className="max-w-64 px-4 py-3 text-slate-700">
                        <span className="line-clamp-2">{h.issue}</span>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatCurrency(h.repair_cost)}</td>
                      <td className="px-4 py-3">
                        <BrokenStatusBadge status={h.status} />
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(h.resolved_at ?? h.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 ? (
              <nav aria-label="Sayfalama" className="mt-3 flex items-center justify-between gap-2">
                <Button variant="secondary" onClick={() => setPage(current - 1)} disabled={current <= 1}>
                  Önceki
                </Button>
                <span className="text-sm text-slate-600" aria-live="polite">
                  Sayfa {current} / {pages}
                </span>
                <Button variant="secondary" onClick={() => setPage(current + 1)} disabled={current >= pages}>
                  Sonraki
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
