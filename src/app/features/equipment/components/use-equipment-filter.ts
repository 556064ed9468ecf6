// Filter state for an equipment list: the index is built once per loaded list, typing narrows the
// last result, and the filtering runs deferred so the input never waits for it. Only the shown
// page is turned into rows; the whole result only when asked (CSV, labels).
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  createEquipmentFilter,
  EMPTY_FILTERS,
  equipmentIndexOf,
  hasActiveFilters,
  rowsAt,
  type EquipmentFilters,
} from '../filter-equipment';
import type { EquipmentRow } from '../api/get-equipment-list';

const NO_ROWS: readonly EquipmentRow[] = [];

export function useEquipmentFilter(rows: readonly EquipmentRow[] | undefined) {
  const [filters, setFilters] = useState<EquipmentFilters>(EMPTY_FILTERS);
  return useEquipmentFilterOf(
    rows,
    filters,
    useCallback((patch: Partial<EquipmentFilters>) => setFilters((f) => ({ ...f, ...patch })), []),
    useCallback(() => setFilters(EMPTY_FILTERS), []),
  );
}

/** The same over filters kept elsewhere (the equipment page keeps them in the address). */
export function useEquipmentFilterOf(
  rows: readonly EquipmentRow[] | undefined,
  filters: EquipmentFilters,
  set: (patch: Partial<EquipmentFilters>) => void,
  clear: () => void,
) {
  const deferred = useDeferredValue(filters);
  const list = rows ?? NO_ROWS;
  const index = useMemo(() => equipmentIndexOf(list), [list]);
  const run = useMemo(() => createEquipmentFilter(index), [index]);
  const indexes = useMemo(() => run(deferred), [run, deferred]);
  return {
    filters,
    set,
    clear,
    /** How many rows match. */
    count: indexes.length,
    /** One page of the matching rows (1-based page). */
    page: (page: number, size: number) => rowsAt(index, indexes, (page - 1) * size, page * size),
    /** Every matching row, in order. */
    all: () => rowsAt(index, indexes),
    total: list.length,
    active: hasActiveFilters(filters),
    /** The shown result still belongs to older filters (a keystroke is being processed). */
    stale: deferred !== filters,
  };
}
