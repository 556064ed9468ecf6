// The equipment list's search and filters (the equipment page and a warehouse's inventory): the
// search, Durum, Marka, Kategori and (where the list spans warehouses) Depo, in a 'Filtrele' sheet on
// a phone with the active ones as chips.
import { FilterBar, statusChoice, warehouseChoice } from '@app/components/filter-bar';
import { SearchInput } from '@app/components/search-input';
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
      choices={[
        statusChoice(STATUS_FILTER_OPTIONS, status, (value) => set({ status: value || 'all' })),
        {
          key: 'brand',
          label: 'Marka',
          all: 'Tüm Markalar',
          options: brandOptions,
          value: filters.brandId,
          onChange: (brandId) => set({ brandId }),
        },
        {
          key: 'category',
          label: 'Kategori',
          all: 'Tüm Kategoriler',
          options: categoryOptions,
          value: filters.categoryId,
          onChange: (categoryId) => set({ categoryId }),
        },
        ...(warehouseOptions ? [warehouseChoice(warehouseOptions, filters.warehouseId, (warehouseId) => set({ warehouseId }))] : []),
      ]}
      onClear={clear}
    />
  );
}
