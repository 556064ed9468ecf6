// /field-equipment (spec 02 "Field equipment" list): filters by text, status (Sahada by default:
// the list answers its title; returned hand-overs when 'İade Edildi' or 'Tüm Durumlar' is picked; 'Gecikmiş':
// past the expected return day on the warehouse's local day) and warehouse, 10 per page, 'İade Al'
// on active rows, 'İade Belgesi' on returned ones, CSV of overdue. The history is paged on the
// server (usePagedHistory); offline the page shows the device's active hand-overs and the outbox.
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Link, useNavigate, linkOptions } from '@tanstack/react-router';
import { buttonClasses } from '@app/components/button';
import { FilterSummary } from '@app/components/filter-summary';
import { FilterBar, statusChoice, warehouseChoice } from '@app/components/filter-bar';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { linkColumn, ListView, statusColumn, stopRowClick, type ListColumn } from '@app/components/list-view';
import { OfflineHistoryNote } from '@app/components/offline-history-note';
import { SearchInput } from '@app/components/search-input';
import { FieldStatusBadge, StatusBadge } from '@app/components/status-badge';
import { nameOptions } from '@shared/collation';
import { whereMessages } from '@shared/whereabouts';
import { formatDateTime, fullName } from '@shared/format';
import { daysOverdue, formatLocalDay, overdueLabel, warehouseToday } from '@shared/local-day';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { DocumentNumber } from '@app/components/document-number';
import { overlayPage, readMirror } from '@app/lib/offline/mirror';
import { historyListProps, historyPath, usePagedHistory } from '@app/lib/paged-history';
import { ServerExportButton } from '@app/components/server-export';
import { OutboxMarker } from '@app/components/offline/outbox-marker';
import { outboxMarkOf, showsStatus } from '@app/lib/offline/overlay';
import { ScanButton } from '@app/components/scanner/scan-button';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { describeSerial, unknownSerialMessage } from '@app/lib/scanner/find-scanned';
import { FIELD_EQUIPMENT_KEY, useFieldEquipmentList } from '../api/get-field-equipment-list';
import { useReference } from '@app/lib/reference-data';
import type { PickerWarehouse } from '../api/types';
import type { FieldEquipmentRecord } from '../api/types';
import { equipmentTitle } from './field-labels';
import { PathLink, linkClasses } from '@app/components/path-link';
import { ReturnDialog } from './return-dialog';
import { useListSearch } from '@app/lib/use-list-search';
import { DEFAULT_FIELD_STATUS, FIELD_LIST_SEARCH, type FieldStatusFilter } from '../list-search';

export const PAGE_SIZE = 10;

const STATUS_OPTIONS = [
  { value: 'active', label: 'Sahada' },
  { value: 'returned', label: 'İade Edildi' },
  { value: 'overdue', label: 'Gecikmiş' },
];

/** The server's filters applied to the device's rows (offline: active hand-overs and the outbox). */
export function filterFieldRows(
  rows: readonly FieldEquipmentRecord[],
  { query, status, warehouseId }: { query: string; status: FieldStatusFilter; warehouseId: string },
  today: string,
): FieldEquipmentRecord[] {
  const q = foldTurkish(query);
  const matched = rows.filter(
    (r) =>
      (!status || (status === 'overdue' ? daysOverdue(r, today) > 0 : r.status === status)) &&
      (!warehouseId || r.warehouse?.id === warehouseId) &&
      matchesQuery(
        searchKey(
          r.equipment.model,
          r.equipment.serial_number,
          r.worker.first_name,
          r.worker.last_name,
          r.document?.number,
          r.return_document?.number,
        ),
        q,
      ),
  );
  // Overdue: the most overdue first; otherwise newest first, as the server orders.
  return status === 'overdue'
    ? matched.sort((a, b) => daysOverdue(b, today) - daysOverdue(a, today))
    : matched.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

function fieldColumns(today: string): ListColumn<FieldEquipmentRecord>[] {
  return [
    linkColumn(
      {
        id: 'equipment',
        header: 'Ekipman',
        minWidth: 170,
        // A phone's line: the serial first and whole (two items of one model read apart), then the model.
        compactCell: (r) => (
          <>
            <span className="block font-mono whitespace-nowrap" data-testid="row-serial">
              {r.equipment.serial_number}
            </span>
            <span className="block truncate text-xs font-normal text-slate-700">{equipmentTitle(r.equipment)}</span>
          </>
        ),
      },
      (r) => ({
        to: linkOptions({ to: '/field-equipment/$id', params: { id: r.id } }),
        text: equipmentTitle(r.equipment),
        disabled: outboxMarkOf(r)?.kind === 'issue_equipment',
      }),
      {
        below: (r) => (
          <>
            <div className="text-xs text-slate-500">
              <span className="font-mono">{r.equipment.serial_number}</span>
              {r.equipment.category ? ` · ${r.equipment.category.name}` : ''}
            </div>
            <div className="text-xs text-slate-600" data-testid="row-document">
              <DocumentNumber document={r.document} />
              {r.return_document ? (
                <>
                  {' · '}
                  <span className="font-mono whitespace-nowrap">{r.return_document.number}</span>
                </>
              ) : null}
            </div>
          </>
        ),
      },
    ),
    { id: 'warehouse', header: 'Depo', priority: 3, minWidth: 130, cell: (r) => r.warehouse?.name ?? '-' },
    {
      id: 'worker',
      header: 'İşçi',
      priority: 2,
      minWidth: 150,
      cell: (r) => (
        <>
          <PathLink to={`/workers/${r.worker.id}`} onClick={stopRowClick} className={linkClasses}>
            {fullName(r.worker)}
          </PathLink>
          <div className="text-xs text-slate-500">{r.worker.department?.name ?? '-'}</div>
        </>
      ),
      compactCell: (r) => (
        <span>
          <span className="font-medium text-slate-800">{fullName(r.worker)}</span>
          {r.worker.department ? ` (${r.worker.department.name})` : ''}
        </span>
      ),
    },
    {
      id: 'issued',
      header: 'Teslim Eden / Tarih',
      priority: 2,
      minWidth: 150,
      cell: (r) => (
        <>
          {fullName(r.issued_by_user)}
          <div className="whitespace-nowrap text-xs text-slate-500">{formatDateTime(r.issued_at)}</div>
          {r.due_date ? <div className="whitespace-nowrap text-xs text-slate-500">İade: {formatLocalDay(r.due_date)}</div> : null}
        </>
      ),
    },
    {
      id: 'returned',
      header: 'Teslim Alan / İade Tarihi',
      priority: 3,
      minWidth: 150,
      cell: (r) => (
        <>
          {r.returned_by_user ? fullName(r.returned_by_user) : '-'}
          <div className="whitespace-nowrap text-xs text-slate-500">{r.returned_at ? formatDateTime(r.returned_at) : '-'}</div>
        </>
      ),
    },
    statusColumn((r) => (
      <>
        {showsStatus(r) ? <FieldStatusBadge status={r.status} /> : null}
        {daysOverdue(r, today) > 0 ? <StatusBadge tone="danger">{overdueLabel(daysOverdue(r, today))}</StatusBadge> : null}
        <OutboxMarker row={r} />
      </>
    )),
  ];
}

export interface FieldEquipmentListPageProps {
  /** Opens the return of this hand-over (the scan's action sheet). */
  returnRecordId?: string;
  /** Opens the scanner to return by scanning (the dashboard's 'İade Al'). */
  scanToReturn?: boolean;
  /** The return opens with the camera on (the action sheet after a camera scan). */
  scanInReturn?: boolean;
}

export function FieldEquipmentListPage({ returnRecordId, scanToReturn = false, scanInReturn = false }: FieldEquipmentListPageProps) {
  const navigate = useNavigate();
  // The active hand-overs (the mirror's rows): scanning to return and the return dialog's
  // "other items of this worker" work from them, online and offline.
  const { data } = useFieldEquipmentList();
  // Search, status, warehouse and page live in the address (`?durum=gecikmis` from the dashboard).
  const [search, setSearch, clearFilters] = useListSearch(FIELD_LIST_SEARCH);
  const { query, status, warehouseId, page } = search;
  const setPage = (p: number) => setSearch({ page: p });
  const [returning, setReturning] = useState<FieldEquipmentRecord | null>(null);
  const [cameraInReturn, setCameraInReturn] = useState(scanInReturn);
  // `?iade=<id>`: that hand-over's return, once the active hand-overs are read.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !returnRecordId || !data) return;
    opened.current = true;
    const record = data.find((r) => r.id === returnRecordId && r.status === 'active' && !outboxMarkOf(r));
    if (record) setReturning(record);
    else toast.error('Bu teslim kaydı artık sahada görünmüyor; listeyi kontrol edin.');
  }, [returnRecordId, data]);
  // "Today" of the warehouse (Europe/Istanbul), whatever the tablet's own time zone.
  const today = warehouseToday();
  const params = { q: query.trim(), status, warehouse_id: warehouseId };
  const history = usePagedHistory<FieldEquipmentRecord>({
    queryKey: [...FIELD_EQUIPMENT_KEY, 'page'],
    path: '/field-equipment',
    params,
    page,
    pageSize: PAGE_SIZE,
    overlay: (rows, p) => overlayPage('field_equipment', rows, p),
    offlineRows: async () =>
      filterFieldRows(await readMirror<FieldEquipmentRecord>('field_equipment'), { query, status, warehouseId }, today),
    errorMessage: 'Sahadaki ekipmanlar yüklenirken bir hata oluştu.',
  });

  // Fold once per row, not once per keystroke.
  const { data: warehouses } = useReference<PickerWarehouse>('warehouses'); // the filter's list: no toast of its own
  const warehouseOptions = useMemo(() => nameOptions(warehouses ?? []), [warehouses]);

  const filtersActive = query.trim() !== '' || status !== DEFAULT_FIELD_STATUS || warehouseId !== '';
  const total = history.total;
  const columns = useMemo(() => fieldColumns(today), [today]);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Sahadaki Ekipmanlar"
        description="Çalışanlara teslim edilen ekipmanlar, teslim ve iade kayıtları"
        actions={
          <>
            <ScanButton
              label="Tara ve İade Al"
              title="İade için ekipman tara"
              defaultOpen={scanToReturn}
              onScan={async (serial) => {
                // The active hand-over of the scanned item opens its return, the camera still on for the next items.
                const active = (data ?? []).filter((r) => r.status === 'active' && !outboxMarkOf(r));
                const record = findBySerial(
                  active.map((r) => ({ ...r, serial_number: r.equipment.serial_number })),
                  serial,
                );
                if (!record) {
                  const found = await describeSerial(serial);
                  return found
                    ? whereMessages.cannotReturn(found.item.serial_number, {
                        status: found.item.status,
                        warehouse: found.item.warehouse?.name,
                      })
                    : unknownSerialMessage(serial);
                }
                setCameraInReturn(true);
                setReturning(record);
              }}
            />
            <Link to="/field-equipment/issue" className={buttonClasses('primary')}>
              Ekipman Teslim Et
            </Link>
          </>
        }
      />

      <FilterBar
        gridClassName="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
        search={
          <SearchInput
            label="Saha ekipmanı ara"
            placeholder="Model, seri no, işçi adı veya soyadı"
            shortPlaceholder="Seri no veya işçi"
            value={query}
            onChange={(v) => setSearch({ query: v })}
          />
        }
        choices={[
          statusChoice(STATUS_OPTIONS, status, (value) => setSearch({ status: value as FieldStatusFilter }), DEFAULT_FIELD_STATUS),
          warehouseChoice(warehouseOptions, warehouseId, (value) => setSearch({ warehouseId: value })),
        ]}
        onClear={clearFilters}
      >
        {filtersActive ? <FilterSummary shown={history.filtered} total={total} onClear={clearFilters} className="" /> : null}
        {status === 'overdue' ? (
          <div>
            <ServerExportButton
              path={historyPath('/field-equipment/export', params)}
              name="geciken-saha-ekipmanlari"
              label="Gecikenleri CSV İndir"
              disabled={history.filtered === 0 || history.offline}
            />
          </div>
        ) : null}
        {history.offline ? <OfflineHistoryNote holds="bu cihazdaki sahadaki ekipmanlar ve bekleyen işlemler" /> : null}
      </FilterBar>

      <ListView
        caption="Sahadaki ekipman kayıtları"
        {...historyListProps(history, page, PAGE_SIZE, setPage)}
        rowTestId="field-row"
        rowLabel={(r) => r.equipment.serial_number}
        columns={columns}
        // A hand-over still waiting in the outbox has no record to open yet.
        onRowClick={(r) =>
          outboxMarkOf(r)?.kind !== 'issue_equipment' && void navigate({ to: '/field-equipment/$id', params: { id: r.id } })
        }
        actionsWidth={140}
        actions={(r) =>
          r.status === 'active' && !outboxMarkOf(r) ? (
            <button
              type="button"
              onClick={() => {
                setCameraInReturn(false);
                setReturning(r);
              }}
              className={buttonClasses('secondary', 'whitespace-nowrap')}
              aria-label={`İade Al: ${equipmentTitle(r.equipment)} ${r.equipment.serial_number}`}
            >
              İade Al
            </button>
          ) : r.status === 'returned' && !outboxMarkOf(r) ? (
            <Link
              to="/field-equipment/$id"
              params={{ id: r.id }}
              search={{ belge: 'iade' }}
              className={buttonClasses('ghost', 'whitespace-nowrap')}
              aria-label={`İade Belgesi: ${equipmentTitle(r.equipment)} ${r.equipment.serial_number}`}
            >
              İade Belgesi
            </Link>
          ) : null
        }
        filtered={filtersActive}
        empty={
          <EmptyState
            title="Henüz sahada ekipman bulunmuyor"
            action={
              <Link to="/field-equipment/issue" className={buttonClasses('primary')}>
                Ekipman Teslim Et
              </Link>
            }
          />
        }
      />

      <ReturnDialog record={returning} records={data ?? []} scanning={cameraInReturn} onClose={() => setReturning(null)} />
    </div>
  );
}
