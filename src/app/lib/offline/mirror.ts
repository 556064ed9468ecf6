// The reference-data mirror (DESIGN.md §5, docs/offline.md).
//
// API for the area features — wrap a list query's queryFn:
//
//   queryOptions({ queryKey: [...], queryFn: withMirror('equipment', getEquipment) })
//
// `withMirror(table, fetcher)` calls the fetcher; with an answer it stores the rows in IndexedDB
// (in the background) and returns them; when the network is gone (ApiError status 0) it returns
// the mirrored rows instead and the shell shows 'Çevrimdışı · Veriler n dakika önce güncellendi'.
// Either way the outbox is laid over the rows (overlay.ts): items handed out or reported offline
// carry their coming status and an `offline` mark, waiting hand-overs/fault reports/new workers
// appear as rows. `withOutboxOverlay('broken_equipment', fetcher)` does only the overlay for lists
// that are not mirrored. Nested names (brand, category, warehouse, department) of mirrored rows
// are resolved at read time from the mirrored brands/categories/warehouses/departments, so a
// rename made while offline-capable screens were away does not leave stale names.
//
// `syncMirrors()` refreshes every mirrored table with a delta call (`?since=<server_time>` →
// `{ items, deleted, server_time }`); an endpoint that answers a plain array is taken as a full
// list. It runs at start, when the network returns and every few minutes (startMirrorSync).
import { isNetworkError } from '../api-client';
import { getStoredPermissions, getToken, subscribeSession } from '../session-store';
import { mayReadList } from '@shared/list-read-permissions';
import type { OutboxEntry } from '@shared/outbox-replay';
import { READ_IDLE_TIMEOUT_MS, parseBody, timedFetch } from '@shared/timed-fetch';
import { MIRROR_TABLES, offlineDb, type MirrorRow, type MirrorTable } from './db';
import { overlayBrokenEquipment, overlayEquipment, overlayFieldEquipment, overlayWorkers } from './overlay';

// ---- status for the shell -------------------------------------------------------------------

export interface MirrorStatus {
  /** A screen is showing mirrored data because the network is gone. */
  servedFromMirror: boolean;
  /** When the mirror was last refreshed from the server (epoch ms), null when never. */
  syncedAt: number | null;
}

let status: MirrorStatus = { servedFromMirror: false, syncedAt: null };
const statusListeners = new Set<() => void>();

export function getMirrorStatus(): MirrorStatus {
  return status;
}
export function subscribeMirrorStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
function setStatus(next: Partial<MirrorStatus>): void {
  if (Object.entries(next).every(([k, v]) => status[k as keyof MirrorStatus] === v)) return;
  status = { ...status, ...next };
  for (const l of statusListeners) l();
}

async function refreshSyncedAt(): Promise<void> {
  const rows = await offlineDb().syncState.toArray();
  setStatus({ syncedAt: rows.length ? Math.max(...rows.map((r) => r.syncedAt)) : null });
}

// ---- reading ----------------------------------------------------------------------------------

type Row = MirrorRow;
type LookupTable = 'equipment' | 'workers' | 'warehouses' | 'departments' | 'brands' | 'categories';

interface Lookups {
  get(table: LookupTable, id: string): Row | undefined;
}

/** Reads the small reference tables (and, when asked, the big ones) into maps. */
async function loadLookups(tables: readonly LookupTable[]): Promise<Lookups> {
  const db = offlineDb();
  const maps = new Map<LookupTable, Map<string, Row>>();
  await Promise.all(
    tables.map(async (t) => {
      const rows = await db.mirror(t).toArray();
      maps.set(t, new Map(rows.map((r) => [r.id, r])));
    }),
  );
  return { get: (t, id) => maps.get(t)?.get(id) };
}

const NAMED_REFS: Array<[field: string, table: LookupTable]> = [
  ['brand', 'brands'],
  ['category', 'categories'],
  ['warehouse', 'warehouses'],
  ['department', 'departments'],
];

/** Current names for nested {id, name} references, from the mirrored tables. */
export function resolveNames<T>(row: T, lookups: Lookups): T {
  if (!row || typeof row !== 'object') return row;
  const source = row as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const [field, table] of NAMED_REFS) {
    const ref = source[field];
    const refId = (ref && typeof ref === 'object' && typeof (ref as Row).id === 'string' ? (ref as Row).id : undefined) ?? source[`${field}_id`];
    if (typeof refId !== 'string') continue;
    const current = lookups.get(table, refId);
    if (!current || typeof current.name !== 'string') continue;
    out ??= { ...source };
    out[field] = { ...(ref && typeof ref === 'object' ? ref : {}), id: refId, name: current.name };
  }
  for (const nested of ['equipment', 'worker', 'team_leader']) {
    const value = source[nested];
    if (value && typeof value === 'object') {
      const resolved = resolveNames(value, lookups);
      if (resolved !== value) {
        out ??= { ...source };
        out[nested] = resolved;
      }
    }
  }
  return (out ?? row) as T;
}

async function outboxEntries(): Promise<OutboxEntry[]> {
  try {
    return await offlineDb().outbox.orderBy('createdAt').toArray();
  } catch {
    return [];
  }
}

type OverlayTarget = MirrorTable | 'broken_equipment';

async function overlay<T extends Row>(target: OverlayTarget, rows: readonly T[]): Promise<T[]> {
  const entries = await outboxEntries();
  if (entries.length === 0) return [...rows];
  const needs: LookupTable[] =
    target === 'field_equipment' || target === 'broken_equipment' ? ['equipment', 'workers', 'warehouses', 'departments', 'brands', 'categories'] : ['departments'];
  const lookups = await loadLookups(needs);
  const lookup = (t: 'equipment' | 'workers' | 'warehouses' | 'departments', id: string) => {
    const row = lookups.get(t, id);
    return row ? resolveNames(row, lookups) : undefined;
  };
  switch (target) {
    case 'equipment':
      return overlayEquipment(rows, entries);
    case 'field_equipment':
      return overlayFieldEquipment(rows, entries, lookup);
    case 'workers':
      return overlayWorkers(rows, entries, lookup);
    case 'broken_equipment':
      return overlayBrokenEquipment(rows, entries, lookup);
    default:
      return [...rows];
  }
}

/** The mirrored rows of a table, names resolved, outbox laid over. */
export async function readMirror<T extends Row>(table: MirrorTable): Promise<T[]> {
  const db = offlineDb();
  const [rows, lookups] = await Promise.all([db.mirror(table).toArray(), loadLookups(['brands', 'categories', 'warehouses', 'departments'])]);
  const resolved = rows.map((r) => resolveNames(r, lookups)) as T[];
  return overlay(table, resolved);
}

// ---- writing ----------------------------------------------------------------------------------

/** Only active hand-overs are kept: the mirror serves field work, not history. */
function keep(table: MirrorTable, row: Row): boolean {
  return table !== 'field_equipment' || row.status === 'active';
}

const lastWriteThrough = new Map<MirrorTable, number>();
const WRITE_THROUGH_EVERY_MS = 60_000;

/** A full list from the server replaces the table's contents. */
async function replaceTable(table: MirrorTable, rows: readonly Row[]): Promise<void> {
  const db = offlineDb();
  const t = db.mirror(table);
  const kept = rows.filter((r) => r && typeof r.id === 'string' && keep(table, r));
  await db.transaction('rw', t, db.syncState, async () => {
    const ids = new Set(kept.map((r) => r.id));
    const stale = (await t.toCollection().primaryKeys()).filter((id) => !ids.has(id));
    if (stale.length) await t.bulkDelete(stale);
    await t.bulkPut(kept);
    await db.syncState.put({ table, syncedAt: Date.now() });
  });
}

/** Writes a delta answer into the table. */
async function applyDelta(table: MirrorTable, items: readonly Row[], deleted: readonly string[], serverTime: string): Promise<void> {
  const db = offlineDb();
  const t = db.mirror(table);
  await db.transaction('rw', t, db.syncState, async () => {
    const gone = [...deleted, ...items.filter((r) => !keep(table, r)).map((r) => r.id)];
    if (gone.length) await t.bulkDelete(gone);
    const put = items.filter((r) => keep(table, r));
    if (put.length) await t.bulkPut(put);
    await db.syncState.put({ table, since: serverTime, syncedAt: Date.now() });
  });
}

/**
 * A list fetched by a screen refreshes the mirror too, unless the delta sync keeps that table fresh
 * anyway (rewriting 100k equipment rows for every list view would cost a tablet seconds).
 */
async function writeThrough(table: MirrorTable, rows: readonly Row[]): Promise<void> {
  try {
    const state = await offlineDb().syncState.get(table);
    if (state?.since && Date.now() - state.syncedAt < SYNC_EVERY_MS * 2) return;
    await replaceTable(table, rows);
    await refreshSyncedAt();
  } catch {
    /* the mirror is a convenience: a failed write leaves the previous copy */
  }
}

/**
 * queryFn wrapper: network rows when online (also stored in the mirror), mirrored rows when the
 * network is gone. Any other error (403, 500 …) is passed on as before.
 */
export function withMirror<T>(table: MirrorTable, fetcher: () => Promise<T[]>): () => Promise<T[]> {
  return async () => {
    let rows: T[];
    try {
      rows = await fetcher();
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      const mirrored = await readMirror<Row>(table).catch(() => [] as Row[]);
      const synced = await offlineDb().syncState.get(table).catch(() => undefined);
      if (!synced && mirrored.length === 0) throw error; // nothing to show: the screen's error state
      setStatus({ servedFromMirror: true });
      void refreshSyncedAt();
      return mirrored as unknown as T[];
    }
    setStatus({ servedFromMirror: false });
    const last = lastWriteThrough.get(table) ?? 0;
    if (Date.now() - last > WRITE_THROUGH_EVERY_MS && Array.isArray(rows)) {
      lastWriteThrough.set(table, Date.now());
      void writeThrough(table, rows as unknown as Row[]);
    }
    return (await overlay(table, rows as unknown as Row[]).catch(() => rows as unknown as Row[])) as unknown as T[];
  };
}

/** queryFn wrapper for lists that are not mirrored: only the outbox overlay. */
export function withOutboxOverlay<T>(target: 'broken_equipment', fetcher: () => Promise<T[]>): () => Promise<T[]> {
  return async () => {
    let rows: T[];
    try {
      rows = await fetcher();
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      setStatus({ servedFromMirror: true });
      rows = [];
    }
    return (await overlay(target, rows as unknown as Row[]).catch(() => rows as unknown as Row[])) as unknown as T[];
  };
}

/**
 * The outbox laid over one page of a paged history (marks on rows whose return or report waits;
 * waiting hand-overs and reports as rows on the first page only, where the newest are shown).
 */
export async function overlayPage<T>(target: 'field_equipment' | 'broken_equipment', rows: readonly T[], page: number): Promise<T[]> {
  const laid = (await overlay(target, rows as unknown as Row[]).catch(() => rows as unknown as Row[])) as unknown as Array<T & { id: string }>;
  if (page === 1) return laid;
  const served = new Set((rows as unknown as Row[]).map((r) => r.id));
  return laid.filter((r) => served.has(r.id));
}

// ---- delta sync -------------------------------------------------------------------------------

const EPOCH = new Date(0).toISOString();

export interface SyncSummary {
  table: MirrorTable;
  mode: 'delta' | 'full' | 'skipped';
  changed: number;
  deleted: number;
  /** Wall time of this table's refresh (request, parse, IndexedDB write). */
  ms?: number;
}

function isDelta(value: unknown): value is { items: Row[]; deleted: string[]; server_time: string } {
  return !!value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items) && typeof (value as { server_time?: unknown }).server_time === 'string';
}

async function syncTable(table: MirrorTable, token: string): Promise<SyncSummary> {
  // Only lists this user may read: the client never makes a call the user may not make.
  if (!mayReadList(MIRROR_TABLES[table], getStoredPermissions())) return { table, mode: 'skipped', changed: 0, deleted: 0 };
  const state = await offlineDb().syncState.get(table);
  const since = state?.since ?? EPOCH;
  // A device's first sync of hand-overs needs only the active ones (the mirror keeps no others);
  // later deltas come unfiltered, so records that were returned meanwhile leave the mirror.
  const filter = table === 'field_equipment' && !state?.since ? '&status=active' : '';
  // Own fetch rather than the api client: a 403 for a list this user may not read must not sign out.
  // A stalled answer is given up (the sync runs one at a time: it must never hang).
  const res = await timedFetch(
    `/api${MIRROR_TABLES[table]}?since=${encodeURIComponent(since)}${filter}`,
    { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, credentials: 'include' },
    { idleMs: MIRROR_IDLE_TIMEOUT_MS },
  );
  if (!res.ok) return { table, mode: 'skipped', changed: 0, deleted: 0 };
  const data = parseBody(res.text);
  if (isDelta(data)) {
    await applyDelta(table, data.items, data.deleted ?? [], data.server_time);
    return { table, mode: 'delta', changed: data.items.length, deleted: data.deleted?.length ?? 0 };
  }
  if (Array.isArray(data)) {
    await replaceTable(table, data as Row[]);
    return { table, mode: 'full', changed: data.length, deleted: 0 };
  }
  return { table, mode: 'skipped', changed: 0, deleted: 0 };
}

/** A first sync of a large list may take the server a while before its first byte. */
const MIRROR_IDLE_TIMEOUT_MS = 2 * READ_IDLE_TIMEOUT_MS;

let syncing: Promise<SyncSummary[]> | null = null;

/** Refreshes every mirrored table (one run at a time). Network failures leave the mirror as it was. */
export function syncMirrors(): Promise<SyncSummary[]> {
  if (syncing) return syncing;
  const token = getToken();
  if (!token) return Promise.resolve([]);
  syncing = (async () => {
    const out: SyncSummary[] = [];
    for (const table of Object.keys(MIRROR_TABLES) as MirrorTable[]) {
      const started = performance.now();
      try {
        out.push({ ...(await syncTable(table, token)), ms: Math.round(performance.now() - started) });
      } catch {
        out.push({ table, mode: 'skipped', changed: 0, deleted: 0 });
      }
    }
    await refreshSyncedAt().catch(() => undefined);
    return out;
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** Forgets every mirrored row (sign-out). */
export async function clearMirror(): Promise<void> {
  const db = offlineDb();
  const tables = [...(Object.keys(MIRROR_TABLES) as MirrorTable[]).map((t) => db.mirror(t)), db.syncState];
  await db.transaction('rw', tables, () => Promise.all(tables.map((t) => t.clear()))).catch(() => undefined);
  lastWriteThrough.clear();
  setStatus({ syncedAt: null, servedFromMirror: false });
}

const SYNC_EVERY_MS = 5 * 60_000;
let syncStarted = false;

/** Sync at start, when the network returns and periodically (the OfflineIndicator starts it). */
export function startMirrorSync(): () => void {
  if (syncStarted || typeof window === 'undefined') return () => {};
  syncStarted = true;
  const run = () => {
    if (navigator.onLine !== false) syncMirrors().catch(() => undefined);
  };
  void refreshSyncedAt().catch(() => undefined);
  run();
  const onOnline = () => {
    setStatus({ servedFromMirror: false });
    run();
  };
  window.addEventListener('online', onOnline);
  let lastToken = getToken();
  const unsubscribe = subscribeSession(() => {
    const token = getToken();
    if (token && token !== lastToken) run(); // signed in again
    // Signed out: the next user of a shared tablet may see fewer warehouses. The outbox stays.
    if (!token && lastToken) void clearMirror();
    lastToken = token;
  });
  const timer = window.setInterval(run, SYNC_EVERY_MS);
  // Tests and measurements run a sync on demand.
  (window as unknown as { __depoMirror?: unknown }).__depoMirror = { sync: syncMirrors };
  return () => {
    syncStarted = false;
    unsubscribe();
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
  };
}
