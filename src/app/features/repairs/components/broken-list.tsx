// The fault list (spec 02): search over equipment and fault, status filter, 10 per page,
// Assign on pending rows, Complete on in_repair rows, CSV export.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/button';
import { FilterSummary } from '../../../components/filter-summary';
import { Can } from '../../../components/can';
import { EmptyState } from '../../../components/empty-state';
import { Paginator } from '../../../components/paginator';
import { SearchInput } from '../../../components/search-input';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { BrokenStatusBadge } from '../../../components/status-badge';
import { formatCurrency, formatDateTime, fullName } from '../../../../shared/format';
import { BROKEN_FILTER_TO_STATUS } from '../../../../shared/status';
import { historyPath } from '../../../lib/paged-history';
import { ServerExportButton } from '../../../lib/server-export';
import { BROKEN_PAGE_SIZE, useBrokenEquipmentPage } from '../api/get-broken-equipment-list';
import { OutboxMarker, outboxMarkOf } from '../../../lib/offline/outbox-marker';
import type { BrokenRecord } from '../api/types';
import { AssignRepairModal } from './assign-repair-modal';
import { CompleteRepairModal } from './complete-repair-modal';
import { equipmentSubtitle, equipmentTitle, linkClasses } from './labels';
import { ReportFaultModal } from './report-fault-modal';

export { BROKEN_PAGE_SIZE };

type StatusFilter = '' | keyof typeof BROKEN_FILTER_TO_STATUS;
const STATUS_OPTIONS: Array<{ value: keyof typeof BROKEN_FILTER_TO_STATUS; label: string }> = [
  { value: 'reported', label: 'Bildirildi (Beklemede)' },
  { value: 'assigned', label: 'Atandı (Tamirde)' },
  { value: 'repaired', label: 'Tamir Edildi' },
];


export interface BrokenListProps {
  reporting: boolean;
  onReport: (open: boolean) => void;
}

export function BrokenList({ reporting, onReport }: BrokenListProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<BrokenRecord | null>(null);
  const [completing, setCompleting] = useState<BrokenRecord | null>(null);

  const serverStatus = status ? BROKEN_FILTER_TO_STATUS[status] : '';
  const params = { q: search, status: serverStatus };
  const history = useBrokenEquipmentPage(params, page);
  const { isPending, isError, error } = history;

  useEffect(() => {
    if (isError) {
      console.error(error);
      toast.error('Arızalı ekipmanlar yüklenirken bir hata oluştu.');
    }
  }, [isError, error]);

  const filtersActive = search.trim() !== '' || status !== '';
  const lastPage = Math.max(1, Math.ceil(history.filtered / BROKEN_PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const rows = history.rows;

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Filtreler"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      >
        <SearchInput
          label="Arıza ara"
          placeholder="Ekipman veya arıza"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectField
          label="Durum"
          hideLabel
          placeholder="Tüm Durumlar"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as StatusFilter);
            setPage(1);
          }}
        />
        <ServerExportButton
          path={historyPath('/broken-equipment/export', { q: search.trim(), status: serverStatus })}
          name="arizali-ekipmanlar"
          disabled={history.filtered === 0 || history.offline}
        />
        {filtersActive ? (
          <FilterSummary
            shown={history.filtered}
            noun="sonuç"
            onClear={() => {
              setSearch('');
              setStatus('');
              setPage(1);
            }}
          />
        ) : null}
      </section>

      {isPending ? (
        <Spinner block />
      ) : history.filtered === 0 && rows.length === 0 ? (
        filtersActive ? (
          <EmptyState title="Arama sonucu bulunamadı" description="Arama veya filtre ölçütlerini değiştirin." />
        ) : (
          <EmptyState
            title="Henüz arıza kaydı bulunmuyor"
            description="Arızalanan bir ekipmanı bildirerek başlayın."
            action={
              <Can permission="create_malfunction">
                <Button onClick={() => onReport(true)}>İlk Arızayı Bildir</Button>
              </Can>
            }
          />
        )
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Arıza kayıtları tablosu">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Arıza kayıtları</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Ekipman
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Depo
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Arıza
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Tamirci
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Tamir Maliyeti
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Atanan Kişi
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Atayan
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Durum
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Tarih
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    <span className="sr-only">İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => {
                  // A report still waiting in the outbox has no server record yet: no detail, no actions.
                  const waiting = outboxMarkOf(r) !== undefined;
                  return (
                    <tr
                      key={r.id}
                      data-testid="broken-row"
                      onClick={waiting ? undefined : () => void navigate({ to: '/broken-equipment/$id', params: { id: r.id } })}
                      className={`align-top ${waiting ? 'bg-amber-50/40' : 'cursor-pointer hover:bg-slate-50'}`}
                    >
                      <td className="px-4 py-3">
                        {waiting ? (
                          <div className="font-medium text-slate-900">{equipmentTitle(r.equipment)}</div>
                        ) : (
                          <Link to="/broken-equipment/$id" params={{ id: r.id }} onClick={(e) => e.stopPropagation()} className={linkClasses}>
                            {equipmentTitle(r.equipment)}
                          </Link>
                        )}
                        <div className="text-xs text-slate-500">{equipmentSubtitle(r.equipment)}</div>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{r.warehouse?.name ?? '-'}</td>
                      <td className="max-w-64 px-4 py-3 text-slate-700">
                        <span className="line-clamp-2">{r.issue}</span>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{r.repairer?.name ?? '-'}</td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatCurrency(r.repair_cost)}</td>
                      <td className="px-4 py-3 text-slate-700">{r.assigned_to_user ? fullName(r.assigned_to_user) : '-'}</td>
                      <td className="px-4 py-3 text-slate-700">{r.assigned_by_user ? fullName(r.assigned_by_user) : '-'}</td>
                      <td className="px-4 py-3">
                        <div className="flex flex-wrap items-center gap-1">
                          <BrokenStatusBadge status={r.status} />
                          <OutboxMarker row={r} />
                        </div>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(r.created_at)}</td>
                      <td className="px-4 py-3 text-right">
                        {waiting ? null : r.status === 'pending' ? (
                          <button
                            type="button"
                            onClick={(e) => {
                              e.stopPropagation();
                              setAssigning(r);
                            }}
                            className={buttonClasses('secondary', 'whitespace-nowrap')}
                            aria-label={`Tamir Ata: ${equipmentTitle(r.equipment)} ${r.equipment?.serial_number}`}
                          >
                            Tamir Ata
                          </button>
                        ) : r.status === 'in_repair' ? (
                          <button
                            type="button"
                            onClick={(e) => {
                              e.stopPropagation();
                              setCompleting(r);
                            }}
                            className={buttonClasses('primary', 'whitespace-nowrap')}
                            aria-label={`Tamamla: ${equipmentTitle(r.equipment)} ${r.equipment?.serial_number}`}
                          >
                            Tamamla
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Paginator
            page={currentPage}
            pageSize={BROKEN_PAGE_SIZE}
            total={history.filtered}
            onPageChange={setPage}
            className="border-t border-slate-200 px-4 py-3"
          />
        </div>
      )}

      <ReportFaultModal open={reporting} onClose={() => onReport(false)} />
      <AssignRepairModal record={assigning} onClose={() => setAssigning(null)} />
      <CompleteRepairModal record={completing} onClose={() => setCompleting(null)} />
    </div>
  );
}
