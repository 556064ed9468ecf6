// Filter state for an equipment list: the index is built once per loaded list, typing narrows the
// last result, and the filtering runs deferred so the input never waits for it.
import { useDeferredValue, useMemo, useState } from 'react';
import { createEquipmentFilter, EMPTY_FILTERS, hasActiveFilters, indexEquipment, type EquipmentFilters } from '../filter-equipment';
import type { EquipmentRow } from '../api/get-equipment-list';

const NO_ROWS: readonly EquipmentRow[] = [];

export function useEquipmentFilter(rows: readonly EquipmentRow[] | undefined) {
  const [filters, setFilters] = useState<EquipmentFilters>(EMPTY_FILTERS);
  const deferred = useDeferredValue(filters);
  const list = rows ?? NO_ROWS;
  const index = useMemo(() => indexEquipment(list), [list]);
  const run = useMemo(() => createEquipmentFilter(index), [index]);
  const filtered = useMemo(() => run(deferred), [run, deferred]);
  return {
    filters,
    set: (patch: Partial<EquipmentFilters>) => setFilters((f) => ({ ...f, ...patch })),
    clear: () => setFilters(EMPTY_FILTERS),
    filtered,
    active: hasActiveFilters(filters),
    /** The shown result still belongs to older filters (a keystroke is being processed). */
    stale: deferred !== filters,
  };
}
