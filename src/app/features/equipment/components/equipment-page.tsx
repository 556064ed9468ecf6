// Equipment list (spec 02 "Equipment list"): five tiles over the whole list, search and four
// filters (client-side, indexed for 100k rows), table with 10 per page, create/edit/delete
// dialogs, CSV of the filtered rows, and barcode label sheets for selected or filtered rows.
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Link } from '@tanstack/react-router';
import { ListEmpty } from '@app/components/list-view';
import { Button, buttonClasses } from '@app/components/button';
import { Can } from '@app/components/can';
import { PageHeader } from '@app/components/page-header';
import { FilterSummary } from '@app/components/filter-summary';
import { MoreMenu } from '@app/components/more-menu';
import { useSmallScreen } from '@app/components/search-sheet';
import { useQueryClient } from '@tanstack/react-query';
import { referenceKey, useEquipmentFirstPage } from '@app/lib/reference-data';
import { nameOptions } from '@shared/collation';
import { pageCount } from '@shared/pagination';
import { useCatalog } from '../api/get-catalog';
import { EQUIPMENT_PAGE_SIZE, useEquipmentList, type EquipmentRow } from '../api/get-equipment-list';
import { useWarehouseOptions } from '../api/get-warehouse-options';
import { summarizeStatuses } from '../filter-equipment';
import { DeleteEquipmentDialog } from './delete-equipment-dialog';
import { EquipmentCsvButton } from './csv-button';
import { EquipmentFilterBar } from './equipment-filter-bar';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { EquipmentTable } from './equipment-table';
import { EquipmentTabs } from './equipment-tabs';
import { LabelSheet } from './label-sheet';
import { usePrintView } from '@app/components/paper/print-view';
import { StatusTiles } from './status-tiles';
import { EQUIPMENT_LIST_SEARCH } from '../list-search';
import { useEquipmentFilterOf } from './use-equipment-filter';
import { useListSearch } from '@app/lib/use-list-search';

const PAGE_SIZE = EQUIPMENT_PAGE_SIZE;
/** More labels than this in one print job is almost surely a mistake (and a very long page). */
const MAX_LABELS = 1500;

type DialogState = { kind: 'create' } | { kind: 'edit'; equipment: EquipmentRow } | null;

export function EquipmentPage() {
  const cached = useQueryClient().getQueryData(referenceKey('equipment')) !== undefined;
  // Until the whole list is read, its first page and counts come from the mirror's indexes; the
  // whole read (seconds at 100k rows, most of it on the main thread) starts once they are shown.
  const firstPage = useEquipmentFirstPage<EquipmentRow>(PAGE_SIZE, !cached);
  const equipment = useEquipmentList(cached || firstPage.fetchStatus === 'idle');
  const brands = useCatalog('brands');
  const categories = useCatalog('categories');
  const warehouses = useWarehouseOptions();
  // Search, filters and page live in the address: back from an item, a reload or a shared link
  // shows the same rows.
  const [search, setSearch, clearSearch] = useListSearch(EQUIPMENT_LIST_SEARCH);
  const { page, query, status, brandId, categoryId, warehouseId } = search;
  const filters = useMemo(() => ({ query, status, brandId, categoryId, warehouseId }), [query, status, brandId, categoryId, warehouseId]);
  const filter = useEquipmentFilterOf(equipment.data, filters, setSearch, clearSearch);
  const { set, clear, count, active, stale } = filter;
  const setPage = (p: number) => setSearch({ page: p });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<EquipmentRow | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const printView = usePrintView();
  const small = useSmallScreen();

  const all = useMemo(() => equipment.data ?? [], [equipment.data]);
  const early = equipment.data === undefined ? firstPage.data : undefined;
  const wholeCounts = useMemo(() => summarizeStatuses(all), [all]);
  const counts = early ? { ...wholeCounts, ...early.counts } : wholeCounts;
  const shown = early ? early.counts.total : count;
  const pages = pageCount(shown, PAGE_SIZE);
  const currentPage = Math.min(page, pages);
  // The early page answers only page 1 without filters; anything else waits for the whole list.
  const earlyAnswers = !!early && currentPage === 1 && !active;
  const visible = early ? (earlyAnswers ? early.rows : []) : filter.page(currentPage, PAGE_SIZE);
  const searching = filters.query.trim() !== '';

  function toggle(row: EquipmentRow, on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });
  }
  function togglePage(on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      for (const r of visible) {
        if (on) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });
  }
  function printLabels(rows: readonly EquipmentRow[]) {
    if (rows.length === 0) return;
    if (rows.length > MAX_LABELS) {
      toast.error(`Tek seferde en fazla ${MAX_LABELS.toLocaleString('tr-TR')} etiket yazdırılabilir. Listeyi filtreleyerek daraltın.`);
      return;
    }
    printView.print(<LabelSheet items={rows} />);
  }
  const selectedRows = useMemo(() => all.filter((r) => selected.has(r.id)), [all, selected]);
  const brandOptions = useMemo(() => nameOptions(brands.data), [brands.data]);
  const categoryOptions = useMemo(() => nameOptions(categories.data), [categories.data]);
  const warehouseOptions = useMemo(() => nameOptions(warehouses.data), [warehouses.data]);
  const labelButtons = (
    <>
      <Button variant="secondary" disabled={selected.size === 0 || !!early} onClick={() => printLabels(selectedRows)}>
        {small ? 'Seçilen etiketleri yazdır' : 'Seçilenleri Yazdır'} ({selected.size.toLocaleString('tr-TR')})
      </Button>
      <Button variant="secondary" disabled={shown === 0 || !!early} onClick={() => printLabels(filter.all())}>
        {small ? (active ? 'Filtrelenen etiketleri yazdır' : 'Tüm etiketleri yazdır') : active ? 'Filtrelenenleri Yazdır' : 'Tümünü Yazdır'}{' '}
        ({shown.toLocaleString('tr-TR')})
      </Button>
      {selected.size > 0 ? (
        <Button variant="ghost" onClick={() => setSelected(new Set())}>
          Seçimi Temizle
        </Button>
      ) : null}
    </>
  );

  return (
    <div>
      <PageHeader title="Ekipmanlar">
        <EquipmentTabs />
      </PageHeader>

      <StatusTiles label="Ekipman durum özeti" counts={counts} />

      <section aria-labelledby="equipment-list-heading" className="mt-4 sm:mt-6">
        <div className="mb-3 flex items-center justify-between gap-3 sm:mb-4 sm:items-end">
          <div className="min-w-0">
            <h2 id="equipment-list-heading" className="text-lg font-semibold text-slate-900">
              Ekipmanlar Listesi
            </h2>
            <p className="hidden text-sm text-slate-600 sm:block">
              Tüm depolardaki tüm ekipmanları buradan görüntüleyebilir ve yönetebilirsiniz.
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-2">
            {small ? null : <EquipmentCsvButton name="ekipmanlar" rows={filter.all} disabled={count === 0 || !!early} />}
            <Can permission="create_equipment">
              {small ? null : (
                <Link to="/equipment/import" className={buttonClasses('secondary')}>
                  İçe Aktar
                </Link>
              )}
              <Button onClick={() => setDialog({ kind: 'create' })}>Yeni Ekipman</Button>
            </Can>
            {small ? (
              <MoreMenu label="Diğer işlemler">
                <EquipmentCsvButton name="ekipmanlar" rows={filter.all} disabled={count === 0 || !!early} />
                <Can permission="create_equipment">
                  <Link to="/equipment/import">İçe Aktar</Link>
                </Can>
                {labelButtons}
              </MoreMenu>
            ) : null}
          </div>
        </div>

        <EquipmentFilterBar
          filters={filters}
          set={set}
          clear={clear}
          searchLabel="Ekipman ara"
          brandOptions={brandOptions}
          categoryOptions={categoryOptions}
          warehouseOptions={warehouseOptions}
          gridClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
          searchClassName="sm:col-span-2 lg:col-span-4 2xl:col-span-1"
        />

        {small ? null : (
          <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600">Barkod etiketi:</span>
            {labelButtons}
          </div>
        )}

        <EquipmentTable
          rows={visible}
          loading={equipment.isPending && !earlyAnswers}
          stale={stale}
          paging={{ page: currentPage, pageSize: PAGE_SIZE, total: shown, onPageChange: setPage }}
          summary={active ? <FilterSummary shown={count} total={all.length} noun="ekipman" onClear={clear} className="" /> : null}
          filtered={searching || active}
          empty={
            <ListEmpty
              title="Henüz ekipman bulunmuyor"
              add={{ permission: 'create_equipment', label: 'İlk Ekipmanı Ekle', onClick: () => setDialog({ kind: 'create' }) }}
            />
          }
          onEdit={(e) => setDialog({ kind: 'edit', equipment: e })}
          onDelete={setToDelete}
          selected={selected}
          onToggle={toggle}
          onTogglePage={togglePage}
        />
      </section>

      <EquipmentFormDialog
        open={dialog !== null}
        equipment={dialog?.kind === 'edit' ? dialog.equipment : null}
        brands={brands.data ?? []}
        categories={categories.data ?? []}
        warehouses={warehouses.data ?? []}
        onClose={() => setDialog(null)}
      />
      <DeleteEquipmentDialog equipment={toDelete} onClose={() => setToDelete(null)} />
      {printView.portal}
    </div>
  );
}
