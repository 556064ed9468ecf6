// The equipment list's search and filters (the equipment page and a warehouse's inventory): the
// search, Durum, Marka, Kategori and (where the list spans warehouses) Depo, in a 'Filtrele' sheet on
// a phone with the active ones as chips.
import { FilterBar, selectChip } from '@app/components/filter-bar';
import { SearchInput } from '@app/components/search-input';
import { SelectField } from '@app/components/select-field';
import type { EquipmentFilters } from '../filter-equipment';

type Options = readonly { value: string; label: string }[];

export const STATUS_FILTER_OPTIONS = [
  { value: 'available', label: 'Müsait' },
  { value: 'in_field', label: 'Sahada' },
  { value: 'broken', label: 'Arızalı' },
  { value: 'scrapped', label: 'Hurda' },
];

export interface EquipmentFilterBarProps {
  filters: EquipmentFilters;
  set: (patch: Partial<EquipmentFilters>) => void;
  clear: () => void;
  searchLabel: string;
  brandOptions: Options;
  categoryOptions: Options;
  /** Omitted for one warehouse's inventory. */
  warehouseOptions?: Options;
  gridClassName: string;
  searchClassName: string;
}

export function EquipmentFilterBar({
  filters,
  set,
  clear,
  searchLabel,
  brandOptions,
  categoryOptions,
  warehouseOptions,
  gridClassName,
  searchClassName,
}: EquipmentFilterBarProps) {
  const status = filters.status === 'all' ? '' : filters.status;
  return (
    <FilterBar
      className="mb-3"
      gridClassName={gridClassName}
      search={
        <SearchInput
          className={searchClassName}
          label={searchLabel}
          placeholder="Seri no, model, marka veya kategori ile ara"
          shortPlaceholder="Seri no veya model"
          value={filters.query}
          onChange={(query) => set({ query })}
        />
      }
      filters={
        <>
          <SelectField
            label="Durum"
            hideLabel
            placeholder="Tüm Durumlar"
            value={status}
            onChange={(e) => set({ status: e.target.value || 'all' })}
            options={STATUS_FILTER_OPTIONS}
          />
          <SelectField
            label="Marka"
            hideLabel
            placeholder="Tüm Markalar"
            value={filters.brandId}
            onChange={(e) => set({ brandId: e.target.value })}
            options={brandOptions}
          />
          <SelectField
            label="Kategori"
            hideLabel
            placeholder="Tüm Kategoriler"
            value={filters.categoryId}
            onChange={(e) => set({ categoryId: e.target.value })}
            options={categoryOptions}
          />
          {warehouseOptions ? (
            <SelectField
              label="Depo"
              hideLabel
              placeholder="Tüm Depolar"
              value={filters.warehouseId}
              onChange={(e) => set({ warehouseId: e.target.value })}
              options={warehouseOptions}
            />
          ) : null}
        </>
      }
      chips={[
        ...selectChip('status', 'Durum', status, STATUS_FILTER_OPTIONS, () => set({ status: 'all' })),
        ...selectChip('brand', 'Marka', filters.brandId, brandOptions, () => set({ brandId: '' })),
        ...selectChip('category', 'Kategori', filters.categoryId, categoryOptions, () => set({ categoryId: '' })),
        ...(warehouseOptions ? selectChip('warehouse', 'Depo', filters.warehouseId, warehouseOptions, () => set({ warehouseId: '' })) : []),
      ]}
      onClear={clear}
    />
  );
}
