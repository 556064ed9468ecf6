// A warehouse's inventory on the warehouse detail: search (serial number, model, brand, category),
// status/brand/category filters, rows to /equipment/{id}, add/edit/delete equipment, CSV.
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { EmptyState } from '@app/components/empty-state';
import { FilterSummary } from '@app/components/filter-summary';
import { nameOptions } from '@shared/collation';
import { foldTurkish } from '@shared/search';
import { pageCount } from '@shared/pagination';
import { useReference } from '@app/lib/reference-data';
import type { CatalogRow } from '../api/get-catalog';
import { useWarehouseEquipment, type EquipmentRow } from '../api/get-equipment-list';
import type { WarehouseOption } from '@shared/api-types';
import { DeleteEquipmentDialog } from './delete-equipment-dialog';
import { EquipmentCsvButton } from './csv-button';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { EquipmentFilterBar } from './equipment-filter-bar';
import { EquipmentTable } from './equipment-table';
import { useEquipmentFilter } from './use-equipment-filter';

const PAGE_SIZE = 10;

type DialogState = { kind: 'create' } | { kind: 'edit'; equipment: EquipmentRow } | null;

export function WarehouseInventory({ warehouseId, warehouseName }: { warehouseId: string; warehouseName: string }) {
  const inventory = useWarehouseEquipment(warehouseId);
  // Only the inventory's own failure is reported on this screen.
  // The filters' lists: a failure here leaves a filter empty, without a toast of its own.
  const brands = useReference<CatalogRow>('brands');
  const categories = useReference<CatalogRow>('categories');
  const brandOptions = useMemo(() => nameOptions(brands.data), [brands.data]);
  const categoryOptions = useMemo(() => nameOptions(categories.data), [categories.data]);
  const warehouses = useReference<WarehouseOption>('warehouses');
  const filter = useEquipmentFilter(inventory.data);
  const { filters, set, clear, count, total, active } = filter;
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<EquipmentRow | null>(null);

  useEffect(() => setPage(1), [filters]);

  const pages = pageCount(count, PAGE_SIZE);
  const currentPage = Math.min(page, pages);
  const visible = filter.page(currentPage, PAGE_SIZE);
  const fileName = `depo-envanteri-${
    foldTurkish(warehouseName)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'depo'
  }`;

  return (
    <section aria-labelledby="inventory-heading" className="mt-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="inventory-heading" className="text-lg font-semibold text-slate-900">
          Depo Envanteri
        </h2>
        <div className="flex flex-wrap gap-2">
          <EquipmentCsvButton name={fileName} rows={filter.all} disabled={count === 0} />
          <Can permission="create_equipment">
            <Button onClick={() => setDialog({ kind: 'create' })}>Ekipman Ekle</Button>
          </Can>
        </div>
      </div>
      <EquipmentFilterBar
        filters={filters}
        set={set}
        clear={clear}
        searchLabel="Envanterde ara"
        brandOptions={brandOptions}
        categoryOptions={categoryOptions}
        gridClassName="grid gap-3 sm:grid-cols-3 2xl:grid-cols-[2fr_1fr_1fr_1fr]"
        searchClassName="sm:col-span-3 2xl:col-span-1"
      />
      <EquipmentTable
        rows={visible}
        showWarehouse={false}
        loading={inventory.isPending}
        paging={{ page: currentPage, pageSize: PAGE_SIZE, total: count, onPageChange: setPage }}
        summary={active ? <FilterSummary shown={count} total={total} noun="ekipman" onClear={clear} className="" /> : null}
        filtered={active}
        empty={<EmptyState title="Bu depoda henüz ekipman bulunmuyor" />}
        onEdit={(e) => setDialog({ kind: 'edit', equipment: e })}
        onDelete={setToDelete}
      />
      <EquipmentFormDialog
        open={dialog !== null}
        equipment={dialog?.kind === 'edit' ? dialog.equipment : null}
        brands={brands.data ?? []}
        categories={categories.data ?? []}
        warehouses={warehouses.data ?? []}
        warehouseId={warehouseId}
        onClose={() => setDialog(null)}
      />
      <DeleteEquipmentDialog equipment={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
