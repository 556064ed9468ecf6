// The dashboard's lists: equipment, workers and warehouses are reference data (counted from the
// device's mirror), the histories one server page each. Each runs only when the user holds a permission its endpoint
// accepts (docs/permissions.md), so the dashboard never provokes a 403 (which would sign the user
// out). Without an answer the hand-over lists come from the device's copy of the active hand-overs
// (the list's own offline rows, so the dashboard and the list's filters agree); what the copy does
// not hold (faults, transfers) says 'Bağlantı gerekiyor' instead of an empty list (docs/offline.md).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isTransientFailure } from '@app/lib/api-client';
import { daysOverdue, warehouseToday } from '@shared/local-day';
// The keys and hooks only: the device copy's code loads with the first read, after the first paint.
import { referenceReadPermissions, type ReferenceTable } from '@app/lib/reference-data/keys';
import { useReference } from '@app/lib/reference-data/query';
import type { BrokenRow, FieldEquipmentListItem, TransferRow } from '@shared/api-types';
import type { DashboardCounts } from '@shared/charts';
import { LIST_READ_PERMISSIONS } from '@shared/list-read-permissions';
import type { PermissionName } from '@shared/permissions';

interface Named {
  name: string;
}

/** An item of the equipment reference list as the device holds it (names resolved on the device). */
export interface DashboardEquipment {
  id: string;
  status: string;
  model: string;
  serial_number: string;
  brand?: Named | null;
  category?: Named | null;
  warehouse?: Named | null;
  created_at: string;
}

// The histories are one server page of each list: the fields the summary reads of its rows.
export type DashboardFieldRecord = Pick<FieldEquipmentListItem, 'id' | 'status' | 'equipment' | 'worker' | 'due_date' | 'created_at'>;
export type DashboardBrokenReport = Pick<BrokenRow, 'id' | 'status' | 'equipment' | 'issue' | 'repair_cost' | 'created_at'>;
export type DashboardTransfer = Pick<TransferRow, 'id' | 'status' | 'equipment' | 'from_warehouse' | 'to_warehouse' | 'created_at'>;

/** Who may call what: the one table of who reads each list (src/shared/list-read-permissions.ts). */
export const DASHBOARD_SOURCES = {
  // Histories: the newest five (one server page), not the whole history.
  fieldEquipment: { path: '/field-equipment?limit=5', anyOf: LIST_READ_PERMISSIONS['/field-equipment'] },
  fieldOverdue: { path: '/field-equipment?limit=5&status=overdue', anyOf: LIST_READ_PERMISSIONS['/field-equipment'] },
  brokenEquipment: { path: '/broken-equipment?limit=5', anyOf: LIST_READ_PERMISSIONS['/broken-equipment'] },
  transfers: { path: '/transfers?limit=5', anyOf: LIST_READ_PERMISSIONS['/transfers'] },
} as const satisfies Record<string, { path: string; anyOf: readonly PermissionName[] }>;

export type DashboardSource = keyof typeof DASHBOARD_SOURCES;

export const dashboardQueryKey = (source: DashboardSource | 'counts') => ['dashboard', source] as const;

export interface DashboardList<T> {
  rows: T[];
  /** How many records match: the page's `filtered` for a paged history, else the rows. */
  count: number;
  /** 'device': read from this device's copy (no answer); 'unavailable': neither answered nor held on the device. */
  source: 'server' | 'device' | 'unavailable';
}

/** The device's active hand-overs as the list shows them offline: newest first, or the overdue ones most overdue first. */
export function fieldRowsOnDevice<T extends DashboardFieldRecord>(
  rows: readonly T[],
  source: 'fieldEquipment' | 'fieldOverdue',
  today = warehouseToday(),
): T[] {
  const active = rows.filter((r) => r.status === 'active');
  if (source === 'fieldEquipment') return [...active].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return active.filter((r) => daysOverdue(r, today) > 0).sort((a, b) => daysOverdue(b, today) - daysOverdue(a, today));
}

async function fromDevice<T>(source: DashboardSource): Promise<DashboardList<T>> {
  if (source !== 'fieldEquipment' && source !== 'fieldOverdue') return { rows: [], count: 0, source: 'unavailable' };
  const { readMirror } = await import('@app/lib/offline/mirror');
  const rows = fieldRowsOnDevice(await readMirror<DashboardFieldRecord>('field_equipment'), source);
  return { rows: rows as T[], count: rows.length, source: 'device' };
}

export async function getDashboardList<T>(source: DashboardSource): Promise<DashboardList<T>> {
  try {
    const answer = await api.get<T[] | { items: T[]; filtered: number }>(DASHBOARD_SOURCES[source].path);
    if (Array.isArray(answer)) return { rows: answer, count: answer.length, source: 'server' };
    if (answer && Array.isArray(answer.items)) return { rows: answer.items, count: answer.filtered, source: 'server' };
    return { rows: [], count: 0, source: 'server' };
  } catch (error) {
    console.error(`Gösterge paneli verisi yüklenemedi: ${DASHBOARD_SOURCES[source].path}`, error);
    // No answer (offline, a time limit, a 5xx): what the device holds, never an empty list that is not.
    if (isTransientFailure(error)) {
      return fromDevice<T>(source).catch(() => ({ rows: [], count: 0, source: 'unavailable' }));
    }
    return { rows: [], count: 0, source: 'unavailable' };
  }
}

export function useDashboardList<T>(source: DashboardSource, canAny: (names: readonly PermissionName[]) => boolean) {
  const enabled = canAny(DASHBOARD_SOURCES[source].anyOf);
  const query = useQuery({
    queryKey: dashboardQueryKey(source),
    queryFn: () => getDashboardList<T>(source),
    enabled,
    staleTime: 0,
    // Large lists (equipment) are not worth persisting for a summary.
    meta: { persist: false },
  });
  return {
    rows: query.data?.rows ?? [],
    count: query.data?.count ?? 0,
    source: query.data?.source ?? 'server',
    loading: enabled && query.isPending,
  };
}

/** A reference list for the summary cards, read only when the user may read it; zeros on failure. */
export function useDashboardReference<T>(
  table: ReferenceTable & ('equipment' | 'workers' | 'warehouses'),
  canAny: (names: readonly PermissionName[]) => boolean,
) {
  const enabled = canAny(referenceReadPermissions(table));
  const query = useReference<T>(table, { enabled });
  const rows = query.data ?? [];
  return { rows, count: rows.length, loading: enabled && query.isPending };
}

/** The cards' counts from the server; null without an answer (offline, a time limit, a 5xx). */
const getDashboardCounts = () => api.get<DashboardCounts>('/dashboard/counts').catch(() => null);

/**
 * The cards as the server counts them (one small answer, asked beside the histories): drawn while the
 * device copy still fetches the whole lists, which take over once read. Null without an answer
 * (offline, a time limit, a 5xx): the cards then wait for the device copy. A 401/403 still ends
 * the session (api-client). Asked only while the device copy has not read its lists: a device whose
 * copy is there does not count 100k items again on every visit.
 */
export function useDashboardCounts(enabled: boolean): DashboardCounts | null | undefined {
  return useQuery({
    queryKey: dashboardQueryKey('counts'),
    enabled,
    queryFn: getDashboardCounts,
    staleTime: 0,
    meta: { persist: false },
  }).data;
}

/**
 * Right after a sign-in the shell is drawn at once (session.tsx) and the dashboard's reads are the
 * wait: they are asked as its route loads, beside the app's start, not after its first render
 * (docs/performance.md, round 10). Only then: the permissions are the sign-in answer's, a moment
 * old, so no read is asked that the user may not make; and the device copy has not read its lists
 * yet, so the cards need the server's counts. The hooks above take these answers (same keys).
 */
export function prefetchAfterSignIn(queryClient: QueryClient, permissions: readonly string[]): void {
  for (const source of Object.keys(DASHBOARD_SOURCES) as DashboardSource[]) {
    if (DASHBOARD_SOURCES[source].anyOf.some((p) => permissions.includes(p)))
      void queryClient.prefetchQuery({ queryKey: dashboardQueryKey(source), queryFn: () => getDashboardList(source) });
  }
  void queryClient.prefetchQuery({ queryKey: dashboardQueryKey('counts'), queryFn: getDashboardCounts });
}

/** Newest first by created_at, the first `count`. */
export function newest<T extends { created_at: string }>(rows: readonly T[], count: number): T[] {
  return [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, count);
}
