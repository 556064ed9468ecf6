// Reference data (docs/offline.md "Reference data"): equipment, warehouses, brands, categories,
// workers, departments, users and repairers. Every screen reads these lists here, under one query
// key per list (`[table, 'list']`, so the owning areas' invalidations after their writes reach it),
// and the rows come from the device's mirror (IndexedDB), online and offline alike:
//
//   const warehouses = useReference<WarehouseRow>('warehouses');
//   const inWarehouse = useReference<EquipmentRow>('equipment', { select: (rows) => rows.filter(…) });
//
// Each read first asks the server for what changed since the last one (`?since=` delta; the first
// time the whole list, for equipment page by page), so a device's own writes show at once; without
// an answer the mirrored rows are shown and the shell says how old they are. Names are resolved from
// the mirrored lists and the outbox is laid over the rows. A list the user may not read is never
// requested (it reads as empty). Where IndexedDB cannot be opened, the server's list is used as is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../query-client';
import type { MirrorRow } from '../offline/db';
import { readEquipmentFirstPage, readMirror, type EquipmentFirstPage } from '../offline/mirror-read';
import { onMirrorChange } from '../offline/mirror-sync';
import { mayReadReference, REFERENCE_TABLES, referenceKey, type ReferenceTable } from './keys';
import { mirrorUsable } from './read';

// The keys (keys.ts) and the queries and hooks (query.ts) load without the code that reads the
// lists (read.ts), which loads with the first read: the first screen imports them, not this module.
export { mayReadReference, REFERENCE_TABLES, referenceKey, referenceReadPermissions, type ReferenceTable } from './keys';
export { referenceQueryOptions, useReference } from './query';
export { readReference } from './read';

/**
 * The equipment list's first page (newest first) and its counts, read from the mirror's indexes
 * while the whole list is still being read: the list screen shows them at once. Null when the
 * mirror cannot give them (then the screen waits for the whole list).
 */
export function equipmentFirstPageOptions<T>(size: number) {
  return queryOptions<EquipmentFirstPage<T> | null>({
    queryKey: ['equipment', 'first-page', size],
    queryFn: async () => {
      if (!mayReadReference('equipment') || !(await mirrorUsable())) return null;
      return (await readEquipmentFirstPage<MirrorRow>(size).catch(() => null)) as EquipmentFirstPage<T> | null;
    },
    meta: { persist: false },
    staleTime: 0,
  });
}

export function useEquipmentFirstPage<T>(size: number, enabled: boolean) {
  return useQuery({ ...equipmentFirstPageOptions<T>(size), enabled });
}

/** On the way to the list (route loader, not awaited): its first page is read while the session loads. */
export function prefetchEquipmentFirstPage(size: number): void {
  if (queryClient.getQueryData(referenceKey('equipment')) !== undefined) return;
  void queryClient.prefetchQuery(equipmentFirstPageOptions(size));
}

/** Lists whose rows carry names from another list: a rename there shows in them. */
const NAMES_FROM: Partial<Record<ReferenceTable, ReferenceTable[]>> = {
  equipment: ['brands', 'categories', 'warehouses', 'users'],
  workers: ['departments'],
};

// A background sync that changed a list shows on the screens reading it, without asking again.
onMirrorChange((changed) => {
  for (const table of REFERENCE_TABLES) {
    if (!changed.includes(table) && !(NAMES_FROM[table] ?? []).some((t) => changed.includes(t))) continue;
    if (!queryClient.getQueryState(referenceKey(table))) continue;
    void readMirror(table)
      .then((rows) => queryClient.setQueryData(referenceKey(table), rows))
      .catch(() => undefined);
  }
});
