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
import { LIST_READ_PERMISSIONS, mayReadList } from '@shared/list-read-permissions';
import type { PermissionName } from '@shared/permissions';
import { api, ApiError, MESSAGES } from '../api-client';
import { queryClient } from '../query-client';
import { getStoredPermissions } from '../session-store';
import { MIRROR_TABLES, offlineDb, type MirrorRow, type MirrorTable } from '../offline/db';
import { readEquipmentFirstPage, readMirror, type EquipmentFirstPage } from '../offline/mirror-read';
import { refreshSyncedAt, setMirrorStatus } from '../offline/mirror-status';
import { onMirrorChange, syncTable } from '../offline/mirror-sync';

export const REFERENCE_TABLES = ['equipment', 'warehouses', 'brands', 'categories', 'workers', 'departments', 'users', 'repairers'] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number] & MirrorTable;

/** The one query key of a reference list. */
export const referenceKey = (table: ReferenceTable) => [table, 'list'] as const;

/** Whether this user may read the list at all (docs/permissions.md). */
export const mayReadReference = (table: ReferenceTable, permissions: readonly string[] = getStoredPermissions()) => mayReadList(MIRROR_TABLES[table], permissions);

/** The permissions any of which lets a user read the list. */
export const referenceReadPermissions = (table: ReferenceTable): readonly PermissionName[] => LIST_READ_PERMISSIONS[MIRROR_TABLES[table]];

const usable = new WeakMap<object, Promise<boolean>>();
/** IndexedDB can be opened (not in every private mode or embedded browser). */
async function mirrorUsable(): Promise<boolean> {
  const db = await offlineDb();
  let answer = usable.get(db);
  if (!answer) {
    answer = db
      .open()
      .then(() => true)
      .catch(() => false);
    usable.set(db, answer);
  }
  return answer;
}

/** The list's rows: refreshed from the server when it answers, from the mirror either way. */
export async function readReference<T>(table: ReferenceTable): Promise<T[]> {
  if (!mayReadReference(table)) return [];
  // Without IndexedDB there is neither mirror nor outbox to lay over: the server's rows as they are.
  if (!(await mirrorUsable())) return api.get<T[]>(MIRROR_TABLES[table]);
  const summary = await syncTable(table);
  if (summary.unreachable) {
    const state = await (await offlineDb()).syncState.get(table);
    const stored = await (await offlineDb()).mirror(table).count();
    // Nothing to show: the screen's error state.
    if (!state && stored === 0) throw new ApiError(0, MESSAGES.unreachable, null);
    setMirrorStatus({ servedFromMirror: true });
    void refreshSyncedAt().catch(() => undefined);
  } else if (summary.mode !== 'skipped') {
    setMirrorStatus({ servedFromMirror: false });
  }
  return readMirror<T & MirrorRow>(table);
}

/** Small lists are asked again on every visit (one delta call); equipment keeps its rows a while. */
const staleTime = (table: ReferenceTable) => (table === 'equipment' ? 30_000 : 0);

export function referenceQueryOptions<T>(table: ReferenceTable) {
  return queryOptions({
    queryKey: referenceKey(table),
    queryFn: () => readReference<T>(table),
    // The mirror is the lasting copy; localStorage would only hold a second one.
    meta: { persist: false },
    staleTime: staleTime(table),
  });
}

interface ReferenceOptions<T, S> {
  enabled?: boolean;
  select?: (rows: T[]) => S;
  /** The toast when the list fails to load while this screen shows it (query-client). */
  errorMessage?: string;
}

export function useReference<T, S = T[]>(table: ReferenceTable, options: ReferenceOptions<T, S> = {}) {
  return useQuery<T[], Error, S, ReturnType<typeof referenceKey>>({
    queryKey: referenceKey(table),
    queryFn: () => readReference<T>(table),
    meta: { persist: false, ...(options.errorMessage ? { errorMessage: options.errorMessage } : {}) },
    staleTime: staleTime(table),
    enabled: options.enabled ?? true,
    ...(options.select ? { select: options.select } : {}),
  });
}

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
