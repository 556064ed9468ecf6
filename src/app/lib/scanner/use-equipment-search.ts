// The rows a dialog's equipment search box shows: the items matching the query by brand, model,
// serial number or category (Turkish-aware), those scanned in the dialog first, the latest on top.
//   const shown = useEquipmentSearch(available, query, scannedIds);
import { useMemo } from 'react';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { scannedFirst } from './scanned-first';

/** What the search reads of an item (a picker's slim row or a full one). */
type Searchable = { id: string; model: string; serial_number: string; brand?: { name: string } | null; category?: { name: string } | null };

export function useEquipmentSearch<T extends Searchable>(items: readonly T[], query: string, scannedIds: readonly string[]): T[] {
  const keyed = useMemo(
    () => items.map((item) => ({ item, key: searchKey(item.brand?.name, item.model, item.serial_number, item.category?.name) })),
    [items],
  );
  return useMemo(() => {
    const q = foldTurkish(query);
    return scannedFirst(
      keyed.filter(({ key }) => matchesQuery(key, q)).map(({ item }) => item),
      scannedIds,
    );
  }, [keyed, query, scannedIds]);
}
