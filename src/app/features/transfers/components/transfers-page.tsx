// /transfers (spec 02 "Transfers"): search, status and warehouse filters, 10 per page, Complete on
// rows in transit, New Transfer, CSV export.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, linkOptions } from '@tanstack/react-router';
import { AddButton } from '@app/components/add-button';
import { buttonClasses } from '@app/components/button';
import { PageHeader } from '@app/components/page-header';
import { dateColumn, linkColumn, ListView, statusColumn, ListEmpty, type ListColumn } from '@app/components/list-view';
import { SearchInput } from '@app/components/search-input';
import { TransferStatusBadge } from '@app/components/status-badge';
import { nameOptions } from '@shared/collation';
import { fullName } from '@shared/format';
import { historyListProps, historyPath } from '@app/lib/paged-history';
import { ServerExportButton } from '@app/components/server-export';
import { TRANSFERS_PAGE_SIZE, useTransfersPage } from '../api/get-transfers';
import { quietly } from '@app/lib/query-client';
import { destinationWarehousesQueryOptions } from '../api/get-pickers';
import type { TransferRow } from '../api/types';
import { CompleteTransferDialog } from './complete-transfer-dialog';
import { equipmentTitle } from './labels';
import { useSession } from '@app/lib/session';
import { NewTransferModal } from './new-transfer-modal';
import { FilterSummary } from '@app/components/filter-summary';
import { FilterBar, statusChoice, warehouseChoice } from '@app/components/filter-bar';
import { OfflineHistoryNote } from '@app/components/offline-history-note';
import { DocumentNumber } from '@app/components/document-number';
import { useListSearch } from '@app/lib/use-list-search';
import { TRANSFER_LIST_SEARCH, type TransferStatusFilter } from '../list-search';

export { TRANSFERS_PAGE_SIZE };
const STATUS_OPTIONS = [
  { value: 'in_transit', label: 'Transferde' },
  { value: 'completed', label: 'Tamamlandı' },
];

const TRANSFER_COLUMNS: ListColumn<TransferRow>[] = [
  linkColumn(
    { id: 'equipment', header: 'Ekipman', minWidth: 160 },
    (t) => ({ to: linkOptions({ to: '/transfers/$id', params: { id: t.id } }), text: equipmentTitle(t.equipment) }),
    {
      below: (t) => (
        <>
          <div className="text-xs text-slate-500">{t.equipment.serial_number}</div>
          <div className="text-xs text-slate-600">
            <DocumentNumber document={t.document} />
          </div>
        </>
      ),
    },
  ),
  {
    id: 'route',
    header: 'Transfer',
    priority: 2,
    minWidth: 160,
    cell: (t) => (
      <>
        {/* Spaces around the arrow: the names wrap there, not inside a word. */}
        {t.from_warehouse.name}{' '}
        <span aria-label="konumundan" className="text-slate-400">
          →
        </span>{' '}
        {t.to_warehouse.name}
      </>
    ),
  },
  { id: 'issuer', header: 'Gönderen', priority: 3, minWidth: 110, cell: (t) => fullName(t.issuer) },
  { id: 'assignee', header: 'Gerçekleştirecek Kişi', priority: 2, minWidth: 170, cell: (t) => fullName(t.assigned_to_user) },
  { id: 'receiver', header: 'Teslim Alan', priority: 3, minWidth: 110, cell: (t) => (t.receiver ? fullName(t.receiver) : '-') },
  statusColumn((t) => <TransferStatusBadge status={t.status} />),
  dateColumn('created', 'Oluşturulma', (t) => t.created_at, 3),
  dateColumn('completed', 'Tamamlanma', (t) => t.completed_at, 3),
];

/** `openNew`: arrived from the dashboard's 'Yeni Transfer Oluştur' — open the dialog at once. */
export function TransfersPage({ openNew = false, newItemId }: { openNew?: boolean; newItemId?: string }) {
  const navigate = useNavigate();
  const { can } = useSession();
  // Search, status, warehouse and page live in the address (back from a transfer shows the same rows).
  const [address, setAddress, clearFilters] = useListSearch(TRANSFER_LIST_SEARCH);
  const { query: search, status, warehouseId, page } = address;
  const setPage = (p: number) => setAddress({ page: p });
  const [creating, setCreating] = useState(() => openNew && can('create_transfer'));
  const [completing, setCompleting] = useState<TransferRow | null>(null);

  const params = { q: search, status, warehouse_id: warehouseId };
  const history = useTransfersPage(params, page);

  const { data: warehouses } = useQuery(quietly(destinationWarehousesQueryOptions()));
  const warehouseOptions = useMemo(() => nameOptions(warehouses ?? []), [warehouses]);

  const filtersActive = search.trim() !== '' || status !== '' || warehouseId !== '';
  const total = history.total;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Transferler"
        description="Depolar arası ekipman transferleri"
        actions={
          <>
            <ServerExportButton
              path={historyPath('/transfers/export', { ...params, q: search.trim() })}
              name="transferler"
              disabled={history.filtered === 0}
            />
            <AddButton permission="create_transfer" label="Yeni Transfer" onClick={() => setCreating(true)} />
          </>
        }
      />

      <FilterBar
        gridClassName="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
        search={
          <SearchInput
            label="Transfer ara"
            placeholder="Ekipman, seri no, depo veya kişi"
            shortPlaceholder="Ekipman veya depo"
            value={search}
            onChange={(query) => setAddress({ query })}
          />
        }
        choices={[
          statusChoice(STATUS_OPTIONS, status, (value) => setAddress({ status: value as TransferStatusFilter })),
          warehouseChoice(warehouseOptions, warehouseId, (value) => setAddress({ warehouseId: value })),
        ]}
        onClear={clearFilters}
      >
        {filtersActive ? <FilterSummary shown={history.filtered} total={total} onClear={clearFilters} className="" /> : null}
        {history.offline ? <OfflineHistoryNote holds={null} /> : null}
      </FilterBar>

      <ListView
        caption="Transferler"
        {...historyListProps(history, page, TRANSFERS_PAGE_SIZE, setPage)}
        rowTestId="transfer-row"
        columns={TRANSFER_COLUMNS}
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
        filtered={filtersActive}
        empty={
          <ListEmpty
            title="Henüz transfer bulunmuyor"
            add={{ permission: 'create_transfer', label: 'Yeni Transfer', onClick: () => setCreating(true) }}
          />
        }
      />

      <NewTransferModal open={creating} onClose={() => setCreating(false)} initialItemId={newItemId} />
      <CompleteTransferDialog transfer={completing} onClose={() => setCompleting(null)} />
    </div>
  );
}
