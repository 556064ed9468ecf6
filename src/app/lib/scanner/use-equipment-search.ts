// The rows a dialog's equipment search box shows: the items matching the query by brand, model,
// serial number or category (Turkish-aware), those scanned in the dialog first, the latest on top.
//   const shown = useEquipmentSearch(available, query, scannedIds);
import { useMemo } from 'react';
import type { EquipmentOption } from '@shared/api-types';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { scannedFirst } from './scanned-first';

type Searchable = Pick<EquipmentOption, 'id' | 'model' | 'serial_number' | 'brand' | 'category'>;

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
