// 'Stok' (docs/stock.md): one warehouse's counted stock, searchable, as phone rows or a desktop table;
// the 'Azalan Stok' view lists what is at or below its minimum with the quantity to order (CSV);
// open shortfalls left by offline issues sit above the list for the storekeeper to resolve.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, buttonClasses } from '@app/components/button';
import { Can } from '@app/components/can';
import { CsvButton, downloadCsv } from '@app/components/export-csv-button';
import { ListEmpty, ListView, type ListColumn } from '@app/components/list-view';
import { MoreMenu } from '@app/components/more-menu';
import { PageHeader } from '@app/components/page-header';
import { SearchInput } from '@app/components/search-input';
import { SelectField } from '@app/components/select-field';
import { useSmallScreen } from '@app/components/search-sheet';
import { useSession } from '@app/lib/session';
import type { CsvColumn } from '@shared/csv';
import { formatCurrency } from '@shared/format';
import { formatQuantity, STOCK_KIND_LABELS, STOCK_KINDS, type StockLevelRow } from '@shared/stock';
import { filterStockList, STOCK_LIST_SORT_LABELS, STOCK_LIST_SORTS, STOCK_PAGE_SIZE, type StockListFilter } from '@shared/stock-list';
import { getStockLevels } from '@app/lib/stock/stock-copy';
import { stockPageQuery } from '@app/lib/stock/stock-list-page';
import { useStockLevels } from '../api/stock-api';
import { sortOf, type StockSearch } from '../list-search';
import { useChosenWarehouse, WarehouseSelect } from './warehouse-choice';
import { ReceiptModal } from './receipt-modal';
import { ShortfallsBlock } from './shortfalls-block';
import { StockItemModal } from './stock-item-modal';
import { StockSettingsModal } from './stock-settings-modal';
import { itemLabel } from '@app/components/stock/stock-lines';

/** The kind of the address (`?tur=`), when it is one. */
const kindOf = (value: string | undefined) => STOCK_KINDS.find((k) => k === value);

const qty = (r: StockLevelRow, n: number) => `${formatQuantity(n)} ${r.unit}`;

const COLUMNS: ListColumn<StockLevelRow>[] = [
  { id: 'name', header: 'Stok Kalemi', priority: 1, cell: (r) => <span className="font-semibold">{itemLabel(r)}</span> },
  { id: 'kind', header: 'Tür', priority: 3, minWidth: 110, nowrap: true, cell: (r) => STOCK_KIND_LABELS[r.kind] },
  {
    id: 'on_hand',
    header: 'Miktar',
    priority: 1,
    minWidth: 110,
    nowrap: true,
    align: 'right',
    cell: (r) => (
      <span
        className={
          r.on_hand < 0 ? 'font-semibold text-red-700' : r.min_qty > 0 && r.on_hand <= r.min_qty ? 'font-semibold text-amber-700' : ''
        }
      >
        {qty(r, r.on_hand)}
      </span>
    ),
  },
  {
    id: 'min',
    header: 'Minimum',
    priority: 3,
    minWidth: 100,
    nowrap: true,
    align: 'right',
    cell: (r) => (r.min_qty ? qty(r, r.min_qty) : '-'),
  },
  { id: 'standard', header: 'Standart', priority: 3, minWidth: 120, cell: (r) => r.standard ?? '-' },
  { id: 'value', header: 'Değer', priority: 2, minWidth: 120, nowrap: true, align: 'right', cell: (r) => formatCurrency(r.value) },
];

const ORDER_COLUMN: ListColumn<StockLevelRow> = {
  id: 'to_order',
  header: 'Sipariş Miktarı',
  priority: 1,
  minWidth: 130,
  nowrap: true,
  align: 'right',
  cell: (r) => qty(r, r.to_order),
};

const CSV_COLUMNS: CsvColumn<StockLevelRow>[] = [
  { header: 'Stok Kalemi', value: (r) => r.name },
  { header: 'Beden / Varyant', value: (r) => r.variant },
  { header: 'Tür', value: (r) => STOCK_KIND_LABELS[r.kind] },
  { header: 'Barkod', value: (r) => r.barcode },
  { header: 'Birim', value: (r) => r.unit },
  { header: 'Miktar', value: (r) => formatQuantity(r.on_hand) },
  { header: 'Minimum', value: (r) => formatQuantity(r.min_qty) },
  { header: 'Sipariş Seviyesi', value: (r) => formatQuantity(r.reorder_qty) },
  { header: 'Sipariş Miktarı', value: (r) => formatQuantity(r.to_order) },
  { header: 'Ortalama Maliyet', value: (r) => r.avg_cost.toFixed(2).replace('.', ',') },
];

export function StockPage({ search }: { search: StockSearch }) {
  const navigate = useNavigate({ from: '/stock/' });
  const { can, canAny } = useSession();
  const small = useSmallScreen();
  const { pickers, warehouses, warehouse } = useChosenWarehouse(search.depo);
  const low = search.azalan === 1;
  const [editing, setEditing] = useState<StockLevelRow | 'new' | null>(null);
  const [receiving, setReceiving] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  // The receipt form picks from every level of the warehouse: read when it opens, not with the list.
  const allLevels = useStockLevels(receiving ? warehouse?.id : undefined);
  // A new filter starts at its first page.
  const setSearch = (patch: Partial<StockSearch>) =>
    void navigate({ search: (prev: StockSearch) => ({ ...prev, sayfa: undefined, ...patch }), replace: true });

  const query = search.q ?? '';
  const filter: StockListFilter = { q: query.trim() || undefined, kind: kindOf(search.tur), low, sort: search.sira ?? 'name' };
  const requested = search.sayfa ?? 1;
  // The page shown, asked of the server (the device copy's offline); the previous one stays while the next loads.
  const levels = useQuery(stockPageQuery(warehouse?.id, filter, requested, STOCK_PAGE_SIZE));
  const answer = levels.data;
  const paging = {
    page: answer?.page ?? requested,
    pageSize: STOCK_PAGE_SIZE,
    total: answer?.filtered ?? 0,
    onPageChange: (sayfa: number) => setSearch({ sayfa: sayfa > 1 ? sayfa : undefined }),
  };
  // The CSV holds every row of the filter, not the page: the whole list, filtered as the server filters.
  const exportCsv = async () => {
    if (!warehouse) return;
    downloadCsv(low ? 'azalan-stok' : 'stok', filterStockList(await getStockLevels(warehouse.id, low), filter), CSV_COLUMNS);
  };

  return (
    <div>
      <PageHeader
        title={low ? 'Azalan Stok' : 'Stok'}
        description="Sarf malzeme, KKD ve yedek parçalar; her değişiklik bir stok hareketidir."
        actions={
          <>
            <Can permission="issue_stock">
              <Link to="/stock/issue" search={warehouse ? { depo: warehouse.id } : {}} className={buttonClasses('primary')}>
                Teslim Et
              </Link>
            </Can>
            <Can permission="receive_stock">
              <Button variant="secondary" onClick={() => setReceiving(true)} disabled={!warehouse}>
                Stok Girişi
              </Button>
            </Can>
            <Can permission="manage_stock_items">
              <Button variant="secondary" onClick={() => setEditing('new')}>
                Yeni Stok Kartı
              </Button>
            </Can>
            <StockPageLinks small={small} onSettings={warehouse ? () => setConfiguring(true) : undefined} />
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <WarehouseSelect warehouses={warehouses} value={warehouse?.id} onChange={(depo) => setSearch({ depo })} />
        <SearchInput
          label="Stok ara"
          placeholder="Ad, beden, barkod veya standart ile ara"
          value={query}
          onChange={(q) => setSearch({ q: q || undefined })}
          className="w-full max-w-xl"
        />
        <div className="flex gap-2" role="group" aria-label="Görünüm">
          <Button variant={low ? 'secondary' : 'primary'} aria-pressed={!low} onClick={() => setSearch({ azalan: undefined })}>
            Tümü
          </Button>
          <Button variant={low ? 'primary' : 'secondary'} aria-pressed={low} onClick={() => setSearch({ azalan: 1 })}>
            Azalan Stok
          </Button>
          {canAny(['view_stock', 'issue_stock', 'view_workers']) ? (
            <Link to="/stock/replacements" search={warehouse ? { depo: warehouse.id } : {}} className={buttonClasses('secondary')}>
              Yenilemesi Gelenler
            </Link>
          ) : null}
        </div>
        <SelectField
          label="Tür"
          containerClassName="w-full sm:w-44"
          placeholder="Tüm türler"
          value={filter.kind ?? ''}
          onChange={(e) => setSearch({ tur: kindOf(e.target.value) })}
          options={STOCK_KINDS.map((k) => ({ value: k, label: STOCK_KIND_LABELS[k] }))}
        />
        <SelectField
          label="Sıralama"
          containerClassName="w-full sm:w-60"
          value={search.sira ?? 'name'}
          onChange={(e) => setSearch({ sira: sortOf(e.target.value) })}
          options={STOCK_LIST_SORTS.map((s) => ({ value: s, label: STOCK_LIST_SORT_LABELS[s] }))}
        />
        <CsvButton onDownload={exportCsv} disabled={!warehouse || !answer?.filtered} />
      </div>
      {warehouse && can('adjust_stock') ? <ShortfallsBlock warehouseId={warehouse.id} /> : null}
      <ListView
        caption={low ? 'Azalan stok' : 'Stok'}
        rows={answer?.items ?? []}
        rowKey={(r) => r.id}
        rowTestId="stock-row"
        columns={low ? [...COLUMNS.slice(0, 3), ORDER_COLUMN] : COLUMNS}
        paging={paging}
        loading={pickers.isPending || levels.isPending}
        stale={levels.isPlaceholderData}
        filtered={!!filter.q || !!filter.kind}
        actions={
          can('manage_stock_items')
            ? (r) => (
                <Button variant="ghost" aria-label={`Düzenle: ${itemLabel(r)}`} onClick={() => setEditing(r)}>
                  Düzenle
                </Button>
              )
            : undefined
        }
        actionsWidth={110}
        empty={
          low ? (
            <ListEmpty
              title="Minimumun altında stok yok"
              description="Minimum seviyesine düşen kalemler burada sipariş miktarıyla listelenir."
            />
          ) : (
            <ListEmpty
              title="Henüz stok kartı bulunmuyor"
              description="Eldiven, baret, kesme diski gibi adetle takip edilen malzemeleri ekleyin."
              add={{ permission: 'manage_stock_items', label: 'İlk Stok Kartını Ekle', onClick: () => setEditing('new') }}
            />
          )
        }
      />
      <StockItemModal open={editing !== null} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      <ReceiptModal open={receiving} warehouse={warehouse} levels={allLevels.data ?? []} onClose={() => setReceiving(false)} />
      <StockSettingsModal open={configuring} warehouse={warehouse} onClose={() => setConfiguring(false)} />
    </div>
  );
}

/** 'Stok Raporları', 'İçe Aktar' and 'Stok Ayarları': buttons beside the others, in the '⋯' menu on a phone. */
function StockPageLinks({ small, onSettings }: { small: boolean; onSettings?: () => void }) {
  const { can } = useSession();
  const links = [
    can('view_stock') ? { to: '/stock/reports' as const, label: 'Stok Raporları' } : null,
    can('manage_stock_items') ? { to: '/stock/import' as const, label: 'İçe Aktar' } : null,
  ].filter((l) => l !== null);
  const settings = onSettings && can('manage_stock_items') ? onSettings : undefined;
  if (links.length === 0 && !settings) return null;
  if (small)
    return (
      <MoreMenu label="Diğer stok işlemleri" text="Diğer">
        {links.map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
        {settings ? (
          <button type="button" onClick={settings}>
            Stok Ayarları
          </button>
        ) : null}
      </MoreMenu>
    );
  return (
    <>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className={buttonClasses('secondary')}>
          {l.label}
        </Link>
      ))}
      {settings ? (
        <Button variant="secondary" onClick={settings}>
          Stok Ayarları
        </Button>
      ) : null}
    </>
  );
}
