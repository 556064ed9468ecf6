// /transfers (spec 02 "Transfers"): search, status and warehouse filters, 10 per page, Complete on
// rows in transit, New Transfer, CSV export.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/button';
import { Can } from '../../../components/can';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Paginator } from '../../../components/paginator';
import { SearchInput } from '../../../components/search-input';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TransferStatusBadge } from '../../../components/status-badge';
import { formatDateTime, fullName } from '../../../../shared/format';
import { historyPath } from '../../../lib/paged-history';
import { ServerExportButton } from '../../../lib/server-export';
import { TRANSFERS_PAGE_SIZE, useTransfersPage } from '../api/get-transfers';
import { useDestinationWarehouses } from '../api/get-pickers';
import type { Transfer } from '../api/types';
import { CompleteTransferDialog } from './complete-transfer-dialog';
import { equipmentTitle, linkClasses } from './labels';
import { useSession } from '../../../lib/session';
import { NewTransferModal } from './new-transfer-modal';
import { FilterSummary } from '../../../components/filter-summary';

export { TRANSFERS_PAGE_SIZE };
type StatusFilter = '' | 'in_transit' | 'completed';
const STATUS_OPTIONS = [
  { value: 'in_transit', label: 'Transferde' },
  { value: 'completed', label: 'Tamamlandı' },
];


/** `openNew`: arrived from the dashboard's 'Yeni Transfer Oluştur' — open the dialog at once. */
export function TransfersPage({ openNew = false }: { openNew?: boolean }) {
  const navigate = useNavigate();
  const { can } = useSession();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [warehouseId, setWarehouseId] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(() => openNew && can('create_transfer'));
  const [completing, setCompleting] = useState<Transfer | null>(null);

  const params = { q: search, status, warehouse_id: warehouseId };
  const history = useTransfersPage(params, page);
  const { isPending, isError, error } = history;

  useEffect(() => {
    if (isError) {
      console.error(error);
      toast.error('Transferler yüklenirken bir hata oluştu.');
    }
  }, [isError, error]);

  const { data: warehouses } = useDestinationWarehouses(true);
  const warehouseOptions = useMemo(
    () => (warehouses ?? []).map((w) => ({ value: w.id, label: w.name })).sort((a, b) => a.label.localeCompare(b.label, 'tr')),
    [warehouses],
  );

  const filtersActive = search.trim() !== '' || status !== '' || warehouseId !== '';
  const total = history.total;
  const lastPage = Math.max(1, Math.ceil(history.filtered / TRANSFERS_PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const rows = history.rows;
  const resetPage = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Transferler"
        description="Depolar arası ekipman transferleri"
        actions={
          <>
            <ServerExportButton path={historyPath('/transfers/export', { ...params, q: search.trim() })} name="transferler" disabled={history.filtered === 0} />
            <Can permission="create_transfer">
              <Button onClick={() => setCreating(true)}>Yeni Transfer</Button>
            </Can>
          </>
        }
      />

      <section aria-label="Filtreler" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchInput label="Transfer ara" placeholder="Ekipman, seri no, depo veya kişi" value={search} onChange={resetPage(setSearch)} />
        <SelectField
          label="Durum"
          hideLabel
          placeholder="Tüm Durumlar"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => resetPage(setStatus)(e.target.value as StatusFilter)}
        />
        <SelectField label="Depo" hideLabel placeholder="Tüm Depolar" options={warehouseOptions} value={warehouseId} onChange={(e) => resetPage(setWarehouseId)(e.target.value)} />
        {filtersActive ? (
          <FilterSummary
            shown={history.filtered}
            total={total}
            onClear={() => {
              setSearch('');
              setStatus('');
              setWarehouseId('');
              setPage(1);
            }}
          />
        ) : null}
      </section>

      {isPending ? (
        <Spinner block />
      ) : history.filtered === 0 ? (
        filtersActive ? (
          <EmptyState title="Arama sonucu bulunamadı" description="Arama veya filtre ölçütlerini değiştirin." />
        ) : (
          <EmptyState
            title="Henüz transfer bulunmuyor"
            action={
              <Can permission="create_transfer">
                <Button onClick={() => setCreating(true)}>Yeni Transfer</Button>
              </Can>
            }
          />
        )
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Transfer tablosu">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Transferler</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">Ekipman</th>
                  <th scope="col" className="px-4 py-3">Transfer</th>
                  <th scope="col" className="px-4 py-3">Gönderen</th>
                  <th scope="col" className="px-4 py-3">Gerçekleştirecek Kişi</th>
                  <th scope="col" className="px-4 py-3">Teslim Alan</th>
                  <th scope="col" className="px-4 py-3">Durum</th>
                  <th scope="col" className="px-4 py-3">Oluşturulma</th>
                  <th scope="col" className="px-4 py-3">Tamamlanma</th>
                  <th scope="col" className="px-4 py-3 text-right">
                    <span className="sr-only">İşlemler</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((t) => (
                  <tr
                    key={t.id}
                    data-testid="transfer-row"
                    onClick={() => void navigate({ to: '/transfers/$id', params: { id: t.id } })}
                    className="cursor-pointer align-top hover:bg-slate-50"
                  >
                    <td className="px-4 py-3">
                      <Link to="/transfers/$id" params={{ id: t.id }} onClick={(e) => e.stopPropagation()} className={linkClasses}>
                        {equipmentTitle(t.equipment)}
                      </Link>
                      <div className="text-xs text-slate-500">{t.equipment.serial_number}</div>
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      <span className="whitespace-nowrap">{t.from_warehouse.name}</span>
                      <span aria-label="konumundan" className="mx-1 text-slate-400">
                        →
                      </span>
                      <span className="whitespace-nowrap">{t.to_warehouse.name}</span>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{fullName(t.issuer)}</td>
                    <td className="px-4 py-3 text-slate-700">{fullName(t.assigned_to_user)}</td>
                    <td className="px-4 py-3 text-slate-700">{t.receiver ? fullName(t.receiver) : '-'}</td>
                    <td className="px-4 py-3">
                      <TransferStatusBadge status={t.status} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(t.created_at)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-700">{t.completed_at ? formatDateTime(t.completed_at) : '-'}</td>
                    <td className="px-4 py-3 text-right">
                      {t.status === 'in_transit' ? (
                        <button
                          type="button"
                          onClick={(e) => {
                            e.stopPropagation();
                            setCompleting(t);
                          }}
                          className={buttonClasses('primary', 'whitespace-nowrap')}
                          aria-label={`Tamamla: ${equipmentTitle(t.equipment)} ${t.equipment.serial_number}`}
                        >
                          Tamamla
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Paginator page={currentPage} pageSize={TRANSFERS_PAGE_SIZE} total={history.filtered} onPageChange={setPage} className="border-t border-slate-200 px-4 py-3" />
        </div>
      )}

      <NewTransferModal open={creating} onClose={() => setCreating(false)} />
      <CompleteTransferDialog transfer={completing} onClose={() => setCompleting(null)} />
    </div>
  );
}
