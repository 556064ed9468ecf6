// /transfers (spec 02 "Transfers"): search, status and warehouse filters, 10 per page, Complete on
// rows in transit, New Transfer, CSV export.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/button';
import { Can } from '../../../components/can';
import { EmptyState } from '../../../components/empty-state';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageHeader } from '../../../components/page-header';
import { ListView, type ListColumn } from '../../../components/list-view';
import { SearchInput } from '../../../components/search-input';
import { SelectField } from '../../../components/select-field';
import { TransferStatusBadge } from '../../../components/status-badge';
import type { CsvColumn } from '../../../../shared/csv';
import { nameOptions } from '../../../../shared/collation';
import { formatDateTime, fullName } from '../../../../shared/format';
import { pageSlice } from '../../../../shared/pagination';
import { foldTurkish, matchesQuery, searchKey } from '../../../../shared/search';
import { transferStatusLabel } from '../../../../shared/status';
import { useTransfers } from '../api/get-transfers';
import type { Transfer } from '../api/types';
import { CompleteTransferDialog } from './complete-transfer-dialog';
import { equipmentTitle, linkClasses } from './labels';
import { useSession } from '../../../lib/session';
import { NewTransferModal } from './new-transfer-modal';
import { FilterSummary } from '../../../components/filter-summary';

export const TRANSFERS_PAGE_SIZE = 10;
type StatusFilter = '' | 'in_transit' | 'completed';
const STATUS_OPTIONS = [
  { value: 'in_transit', label: 'Transferde' },
  { value: 'completed', label: 'Tamamlandı' },
];

const CSV_COLUMNS: CsvColumn<Transfer>[] = [
  { header: 'Seri No', value: (t) => t.equipment.serial_number },
  { header: 'Ekipman', value: (t) => equipmentTitle(t.equipment) },
  { header: 'Kaynak Depo', value: (t) => t.from_warehouse.name },
  { header: 'Hedef Depo', value: (t) => t.to_warehouse.name },
  { header: 'Gönderen', value: (t) => fullName(t.issuer) },
  { header: 'Transferi Gerçekleştirecek Kişi', value: (t) => fullName(t.assigned_to_user) },
  { header: 'Teslim Alan', value: (t) => (t.receiver ? fullName(t.receiver) : '') },
  { header: 'Durum', value: (t) => transferStatusLabel(t.status) },
  { header: 'Oluşturulma Tarihi', value: (t) => formatDateTime(t.created_at) },
  { header: 'Tamamlanma Tarihi', value: (t) => (t.completed_at ? formatDateTime(t.completed_at) : '') },
];

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

const TRANSFER_COLUMNS: ListColumn<Transfer>[] = [
  {
    id: 'equipment',
    header: 'Ekipman',
    priority: 1,
    minWidth: 160,
    cell: (t) => (
      <>
        <Link to="/transfers/$id" params={{ id: t.id }} onClick={stop} className={linkClasses}>
          {equipmentTitle(t.equipment)}
        </Link>
        <div className="whitespace-nowrap text-xs text-slate-500">{t.equipment.serial_number}</div>
      </>
    ),
  },
  {
    id: 'route',
    header: 'Transfer',
    priority: 2,
    minWidth: 160,
    cell: (t) => (
      <>
        {t.from_warehouse.name}
        <span aria-label="konumundan" className="mx-1 text-slate-400">
          →
        </span>
        {t.to_warehouse.name}
      </>
    ),
  },
  { id: 'issuer', header: 'Gönderen', priority: 3, minWidth: 110, cell: (t) => fullName(t.issuer) },
  { id: 'assignee', header: 'Gerçekleştirecek Kişi', priority: 2, minWidth: 120, cell: (t) => fullName(t.assigned_to_user) },
  { id: 'receiver', header: 'Teslim Alan', priority: 3, minWidth: 110, cell: (t) => (t.receiver ? fullName(t.receiver) : '-') },
  { id: 'status', header: 'Durum', priority: 2, minWidth: 130, nowrap: true, bareOnCard: true, cell: (t) => <TransferStatusBadge status={t.status} /> },
  { id: 'created', header: 'Oluşturulma', priority: 3, minWidth: 140, nowrap: true, cell: (t) => formatDateTime(t.created_at) },
  { id: 'completed', header: 'Tamamlanma', priority: 3, minWidth: 140, nowrap: true, cell: (t) => (t.completed_at ? formatDateTime(t.completed_at) : '-') },
];

/** `openNew`: arrived from the dashboard's 'Yeni Transfer Oluştur' — open the dialog at once. */
export function TransfersPage({ openNew = false }: { openNew?: boolean }) {
  const navigate = useNavigate();
  const { can } = useSession();
  const { data, isPending, isError, error } = useTransfers();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [warehouseId, setWarehouseId] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(() => openNew && can('create_transfer'));
  const [completing, setCompleting] = useState<Transfer | null>(null);

  useEffect(() => {
    if (isError) {
      console.error(error);
      toast.error('Transferler yüklenirken bir hata oluştu.');
    }
  }, [isError, error]);

  const keyed = useMemo(
    () =>
      (data ?? []).map((t) => ({
        transfer: t,
        key: searchKey(
          t.equipment.brand?.name,
          t.equipment.model,
          t.equipment.serial_number,
          t.equipment.category?.name,
          t.from_warehouse.name,
          t.to_warehouse.name,
          fullName(t.issuer),
          fullName(t.assigned_to_user),
          t.receiver ? fullName(t.receiver) : null,
        ),
      })),
    [data],
  );
  const warehouseOptions = useMemo(() => {
    const byId = new Map<string, string>();
    for (const t of data ?? []) {
      byId.set(t.from_warehouse.id, t.from_warehouse.name);
      byId.set(t.to_warehouse.id, t.to_warehouse.name);
    }
    return nameOptions([...byId].map(([id, name]) => ({ id, name })));
  }, [data]);
  const filtered = useMemo(() => {
    const q = foldTurkish(search);
    return keyed
      .filter(
        ({ transfer: t, key }) =>
          (!status || t.status === status) &&
          (!warehouseId || t.from_warehouse_id === warehouseId || t.to_warehouse_id === warehouseId) &&
          matchesQuery(key, q),
      )
      .map(({ transfer }) => transfer);
  }, [keyed, search, status, warehouseId]);

  const filtersActive = search.trim() !== '' || status !== '' || warehouseId !== '';
  const total = data?.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(filtered.length / TRANSFERS_PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const rows = pageSlice(filtered, currentPage, TRANSFERS_PAGE_SIZE);
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
            <ExportCsvButton name="transferler" rows={filtered} columns={CSV_COLUMNS} disabled={filtered.length === 0} />
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
            shown={filtered.length}
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

      <ListView
        caption="Transferler"
        rows={rows}
        rowKey={(t) => t.id}
        rowTestId="transfer-row"
        columns={TRANSFER_COLUMNS}
        loading={isPending}
        paging={{ page: currentPage, pageSize: TRANSFERS_PAGE_SIZE, total: filtered.length, onPageChange: setPage }}
        onRowClick={(t) => void navigate({ to: '/transfers/$id', params: { id: t.id } })}
        actionsWidth={120}
        actions={(t) =>
          t.status === 'in_transit' ? (
            <button
              type="button"
              onClick={() => setCompleting(t)}
              className={buttonClasses('primary', 'whitespace-nowrap')}
              aria-label={`Tamamla: ${equipmentTitle(t.equipment)} ${t.equipment.serial_number}`}
            >
              Tamamla
            </button>
          ) : null
        }
        empty={
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
        }
      />

      <NewTransferModal open={creating} onClose={() => setCreating(false)} />
      <CompleteTransferDialog transfer={completing} onClose={() => setCompleting(null)} />
    </div>
  );
}
