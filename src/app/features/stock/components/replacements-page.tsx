// 'Yenilemesi Gelenler' (docs/stock.md): per warehouse, the PPE workers hold whose replacement day
// has passed ('Süresi Geçen') or comes within 30 days ('Yaklaşan'), most overdue first, as phone rows
// or a desktop table, each linked to the worker and to the KKD- paper it was given on; CSV.
import { Link, useNavigate } from '@tanstack/react-router';
import { DocumentNumber } from '@app/components/document-number';
import { ExportCsvButton } from '@app/components/export-csv-button';
import { ListEmpty, ListView, useListPage, type ListColumn, namedOnPhone } from '@app/components/list-view';
import { PageHeader } from '@app/components/page-header';
import { ChoiceButtons } from '@app/components/choice-buttons';
import type { CsvColumn } from '@shared/csv';
import { fullName } from '@shared/format';
import { formatLocalDay } from '@shared/local-day';
import { formatQuantity, REPLACEMENT_DUE_DAYS, replacementDelayLabel, type ReplacementDueRow, type ReplacementStatus } from '@shared/stock';
import { useReplacements } from '../api/stock-api';
import { useChosenWarehouse, WarehouseSelect } from './warehouse-choice';

export interface ReplacementsSearch {
  depo?: string;
  durum?: ReplacementStatus;
}

const itemName = (r: ReplacementDueRow) => (r.variant ? `${r.name} (${r.variant})` : r.name);

const COLUMNS: ListColumn<ReplacementDueRow>[] = [
  {
    id: 'worker',
    header: 'İşçi',
    priority: 1,
    cell: (r) => (
      <Link to="/workers/$workerId" params={{ workerId: r.worker.id }} className="font-semibold text-blue-700 hover:underline">
        {fullName(r.worker)}
      </Link>
    ),
  },
  { id: 'item', header: 'KKD', priority: 1, minWidth: 150, cell: (r) => `${itemName(r)} · ${formatQuantity(r.held)} ${r.unit}` },
  { id: 'standard', header: 'Standart', priority: 3, minWidth: 110, cell: (r) => r.standard ?? '-' },
  namedOnPhone({ id: 'last', header: 'Son Teslim', priority: 3, minWidth: 110, nowrap: true }, 'Son teslim', (r) =>
    formatLocalDay(r.last_issued_on),
  ),
  namedOnPhone({ id: 'due', header: 'Yenileme Tarihi', priority: 2, minWidth: 120, nowrap: true }, 'Yenileme', (r) =>
    formatLocalDay(r.due_on),
  ),
  {
    id: 'delay',
    header: 'Gecikme',
    priority: 1,
    minWidth: 110,
    nowrap: true,
    // On a phone beside the row, whole: how late it is is what the list is for.
    bareOnCard: true,
    cell: (r) => (
      <span className={r.days_overdue > 0 ? 'font-semibold text-red-700' : 'text-amber-700'}>{replacementDelayLabel(r.days_overdue)}</span>
    ),
  },
  {
    id: 'document',
    header: 'Belge',
    priority: 3,
    minWidth: 150,
    nowrap: true,
    cell: (r) => (
      <Link to="/stock/issues/$id" params={{ id: r.issue_id }} className="text-blue-700 hover:underline">
        <DocumentNumber document={r.document} />
      </Link>
    ),
  },
];

const CSV_COLUMNS: CsvColumn<ReplacementDueRow>[] = [
  { header: 'İşçi', value: (r) => fullName(r.worker) },
  { header: 'KKD', value: (r) => r.name },
  { header: 'Beden / Varyant', value: (r) => r.variant },
  { header: 'Standart', value: (r) => r.standard },
  { header: 'Üzerinde', value: (r) => formatQuantity(r.held) },
  { header: 'Birim', value: (r) => r.unit },
  { header: 'Son Teslim', value: (r) => formatLocalDay(r.last_issued_on) },
  { header: 'Yenileme Tarihi', value: (r) => formatLocalDay(r.due_on) },
  { header: 'Gecikme (gün)', value: (r) => String(Math.max(0, r.days_overdue)) },
  { header: 'Durum', value: (r) => replacementDelayLabel(r.days_overdue) },
  { header: 'Belge No', value: (r) => r.document?.number ?? '' },
];

const VIEWS: Array<{ status: ReplacementStatus | undefined; label: string }> = [
  { status: undefined, label: 'Tümü' },
  { status: 'overdue', label: 'Süresi Geçen' },
  { status: 'due', label: 'Yaklaşan' },
];

export function ReplacementsPage({ search }: { search: ReplacementsSearch }) {
  const navigate = useNavigate({ from: '/stock/replacements' });
  const { pickers, warehouses, warehouse } = useChosenWarehouse(search.depo);
  const rows = useReplacements(warehouse?.id, search.durum);
  const { pageRows, paging } = useListPage(rows.data ?? [], 25);
  const setSearch = (patch: Partial<ReplacementsSearch>) =>
    void navigate({ search: (prev: ReplacementsSearch) => ({ ...prev, ...patch }), replace: true });

  return (
    <div>
      <PageHeader
        title="Yenilemesi Gelenler"
        description={`Yenileme tarihi geçmiş ya da ${REPLACEMENT_DUE_DAYS} gün içinde gelecek KKD'ler; en çok geciken en üstte.`}
        actions={
          <Link to="/stock" search={warehouse ? { depo: warehouse.id } : {}} className="text-sm font-medium text-blue-700 hover:underline">
            Stok Listesi
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <WarehouseSelect warehouses={warehouses} value={warehouse?.id} onChange={(depo) => setSearch({ depo })} />
        <ChoiceButtons
          label="Durum"
          choices={VIEWS.map((v) => ({ value: v.status, label: v.label }))}
          chosen={search.durum}
          onChoose={(durum) => setSearch({ durum })}
        />
        <ExportCsvButton name="yenilemesi-gelenler" rows={rows.data ?? []} columns={CSV_COLUMNS} />
      </div>
      <ListView
        caption="Yenilemesi gelen KKD'ler"
        rows={pageRows}
        rowKey={(r) => `${r.worker.id}:${r.item_id}`}
        rowTestId="replacement-row"
        columns={COLUMNS}
        paging={paging}
        loading={pickers.isPending || rows.isPending}
        empty={
          <ListEmpty
            title="Yenilemesi gelen KKD yok"
            description={`Yenileme tarihi geçen ya da ${REPLACEMENT_DUE_DAYS} gün içinde gelecek KKD'ler burada listelenir.`}
          />
        }
      />
    </div>
  );
}
