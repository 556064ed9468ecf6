// The fault list (spec 02): search over equipment and fault, status filter, 10 per page,
// Assign on pending rows, Complete on in_repair rows, CSV export.
import { useState } from 'react';
import { Link, useNavigate, linkOptions } from '@tanstack/react-router';
import { FilterSummary } from '@app/components/filter-summary';
import { FilterBar, statusChoice } from '@app/components/filter-bar';
import { OfflineHistoryNote } from '@app/components/offline-history-note';
import {
  dateColumn,
  FAULT_STATUS_COLUMN_WIDTH,
  linkColumn,
  ListView,
  statusColumn,
  stopRowClick,
  ListEmpty,
  type ListColumn,
} from '@app/components/list-view';
import { SearchInput } from '@app/components/search-input';
import { BrokenStatusBadge, StatusBadge } from '@app/components/status-badge';
import { formatCurrency, fullName } from '@shared/format';
import { BROKEN_FILTER_TO_STATUS } from '@shared/status';
import { historyListProps, historyPath } from '@app/lib/paged-history';
import { ServerExportButton } from '@app/components/server-export';
import { BROKEN_PAGE_SIZE, useBrokenEquipmentPage } from '../api/get-broken-equipment-list';
import { OutboxMarker } from '@app/components/offline/outbox-marker';
import { outboxMarkOf, showsStatus } from '@app/lib/offline/overlay';
import type { BrokenRecord } from '../api/types';
import { AssignRepairModal } from './assign-repair-modal';
import { CompleteRepairModal } from './complete-repair-modal';
import { equipmentTitle, linkClasses } from './labels';
import { RepairActions } from './repair-actions';
import { ReportFaultModal } from './report-fault-modal';
import { DocumentNumber } from '@app/components/document-number';
import { useListSearch } from '@app/lib/use-list-search';
import { BROKEN_LIST_SEARCH, type BrokenStatusFilter } from '../list-search';

export { BROKEN_PAGE_SIZE };

const STATUS_OPTIONS: Array<{ value: keyof typeof BROKEN_FILTER_TO_STATUS; label: string }> = [
  { value: 'reported', label: 'Bildirildi (Beklemede)' },
  { value: 'assigned', label: 'Atandı (Tamirde)' },
  { value: 'repaired', label: 'Tamir Edildi' },
];

const dash = (text: string | null | undefined) => text || '-';

const BROKEN_COLUMNS: ListColumn<BrokenRecord>[] = [
  // A report still waiting in the outbox has no page yet: its title stands unlinked.
  linkColumn(
    { id: 'equipment', header: 'Ekipman', minWidth: 180 },
    (r) => ({
      to: outboxMarkOf(r) ? undefined : linkOptions({ to: '/broken-equipment/$id', params: { id: r.id } }),
      text: equipmentTitle(r.equipment),
    }),
    {
      below: (r) => (
        <>
          <div className="text-xs text-slate-500">
            {r.equipment?.category?.name ?? '-'} - {r.equipment?.serial_number}
          </div>
          <div className="text-xs text-slate-600">
            <DocumentNumber document={r.document} />
            {r.document && !outboxMarkOf(r) ? (
              <>
                {' · '}
                <Link
                  to="/broken-equipment/$id"
                  params={{ id: r.id }}
                  search={{ yazdir: 1 }}
                  onClick={stopRowClick}
                  className={linkClasses}
                  aria-label={`${r.document.number} arıza kaydını yazdır`}
                >
                  Yazdır
                </Link>
              </>
            ) : null}
          </div>
          {r.under_warranty_until ? (
            <StatusBadge tone="success" className="mt-1">
              Garantili
            </StatusBadge>
          ) : null}
        </>
      ),
    },
  ),
  { id: 'warehouse', header: 'Depo', priority: 3, minWidth: 130, cell: (r) => dash(r.warehouse?.name) },
  { id: 'issue', header: 'Arıza', priority: 2, minWidth: 180, longText: (r) => r.issue, cell: (r) => r.issue },
  statusColumn(
    (r) => (
      <>
        {showsStatus(r) ? <BrokenStatusBadge status={r.status} /> : null}
        <OutboxMarker row={r} />
      </>
    ),
    { minWidth: FAULT_STATUS_COLUMN_WIDTH },
  ),
  dateColumn('date', 'Tarih', (r) => r.created_at),
  { id: 'repairer', header: 'Tamirci', priority: 3, minWidth: 120, cell: (r) => dash(r.repairer?.name) },
  {
    id: 'cost',
    header: 'Tamir Maliyeti',
    priority: 2,
    minWidth: 110,
    nowrap: true,
    align: 'right',
    cell: (r) => formatCurrency(r.repair_cost),
  },
  {
    id: 'assignee',
    header: 'Atanan Kişi',
    priority: 3,
    minWidth: 130,
    cell: (r) => (r.assigned_to_user ? fullName(r.assigned_to_user) : '-'),
  },
  { id: 'assigner', header: 'Atayan', priority: 3, minWidth: 130, cell: (r) => (r.assigned_by_user ? fullName(r.assigned_by_user) : '-') },
];

export interface BrokenListProps {
  reporting: boolean;
  onReport: (open: boolean) => void;
  /** The item 'Arıza Bildir' opens with (the scan's action sheet). */
  reportItemId?: string;
}

export function BrokenList({ reporting, onReport, reportItemId }: BrokenListProps) {
  const navigate = useNavigate();
  // Search, status and page live in the address (back from a fault shows the same rows).
  const [address, setAddress, clearFilters] = useListSearch(BROKEN_LIST_SEARCH);
  const { query: search, status, page } = address;
  const setPage = (p: number) => setAddress({ page: p });
  const [assigning, setAssigning] = useState<BrokenRecord | null>(null);
  const [completing, setCompleting] = useState<BrokenRecord | null>(null);

  const serverStatus = status ? BROKEN_FILTER_TO_STATUS[status] : '';
  const history = useBrokenEquipmentPage({ q: search, status: serverStatus }, page);

  const filtersActive = search.trim() !== '' || status !== '';

  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        gridClassName="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
        search={
          <SearchInput label="Arıza ara" placeholder="Ekipman veya arıza" value={search} onChange={(query) => setAddress({ query })} />
        }
        choices={[statusChoice(STATUS_OPTIONS, status, (value) => setAddress({ status: value as BrokenStatusFilter }))]}
        filters={
          <>
            <ServerExportButton
              path={historyPath('/broken-equipment/export', { q: search.trim(), status: serverStatus })}
              name="arizali-ekipmanlar"
              disabled={history.filtered === 0 || history.offline}
            />
          </>
        }
        onClear={clearFilters}
      >
        {filtersActive ? <FilterSummary shown={history.filtered} noun="sonuç" onClear={clearFilters} className="" /> : null}
        {history.offline ? <OfflineHistoryNote holds="bu cihazda bekleyen arıza bildirimleri" /> : null}
      </FilterBar>

      <ListView
        caption="Arıza kayıtları"
        {...historyListProps(history, page, BROKEN_PAGE_SIZE, setPage)}
        rowTestId="broken-row"
        columns={BROKEN_COLUMNS}
        // A report still waiting in the outbox has no server record yet: no detail, no actions.
        onRowClick={(r) => outboxMarkOf(r) === undefined && void navigate({ to: '/broken-equipment/$id', params: { id: r.id } })}
        actionsWidth={130}
        actions={(r) => (outboxMarkOf(r) ? null : <RepairActions record={r} onAssign={setAssigning} onComplete={setCompleting} />)}
        filtered={filtersActive}
        empty={
          <ListEmpty
            title="Henüz arıza kaydı bulunmuyor"
            description="Arızalanan bir ekipmanı bildirerek başlayın."
            add={{ permission: 'create_malfunction', label: 'İlk Arızayı Bildir', onClick: () => onReport(true) }}
          />
        }
      />

      <ReportFaultModal open={reporting} onClose={() => onReport(false)} initialItemId={reportItemId} />
      <AssignRepairModal record={assigning} onClose={() => setAssigning(null)} />
      <CompleteRepairModal record={completing} onClose={() => setCompleting(null)} />
    </div>
  );
}
