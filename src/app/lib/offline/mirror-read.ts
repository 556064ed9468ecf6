// Reading the mirror (docs/offline.md): mirrored rows with their names resolved from the mirrored
// brands, categories, warehouses, departments and users, and the outbox laid over them.
//
// `withMirror(table, fetcher)` wraps a list query's queryFn for the lists that are not reference
// data (hand-overs): the network's rows when there is an answer (stored in the mirror in the
// background), the mirrored rows when the network is gone, and the outbox laid over either way
// (overlay.ts). `withOutboxOverlay('broken_equipment', fetcher)` does only the overlay. Reference
// data (equipment, warehouses, brands, …) is read through `@app/lib/reference-data` instead.
import { isNetworkError } from '../api-client';
import { sortByKey, sortByName } from '@shared/collation';
import type { OutboxEntry } from '@device/outbox-replay';
import { offlineDb, type MirrorRow, type MirrorTable } from './db';
import { refreshSyncedAt, setMirrorStatus } from './mirror-status';
import { equipmentCounts, type StatusCounts } from './equipment-counts';
import { SYNC_EVERY_MS } from './mirror-sync';
import { mirrorVersionKey, replaceTable } from './mirror-write';
import { overlayBrokenEquipment, overlayEquipment, overlayFieldEquipment, overlayWorkers, pendingEquipmentStatus } from './overlay';

type Row = MirrorRow;
type LookupTable = 'equipment' | 'workers' | 'warehouses' | 'departments' | 'brands' | 'categories' | 'users';

export interface Lookups {
  get(table: LookupTable, id: string): Row | undefined;
}

/** Reads the small reference tables (and, when asked, the big ones) into maps. */
export async function loadLookups(tables: readonly LookupTable[]): Promise<Lookups> {
  const db = await offlineDb();
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
    const refId =
      (ref && typeof ref === 'object' && typeof (ref as Row).id === 'string' ? (ref as Row).id : undefined) ?? source[`${field}_id`];
    if (typeof refId !== 'string') continue;
    const current = lookups.get(table, refId);
    const known = ref && typeof ref === 'object';
    // A row naming what the device does not hold yet (read.ts refreshes those lists with it) keeps
    // its reference with a blank name until the next read, rather than none for a screen to trip on.
    if (!current || typeof current.name !== 'string') {
      if (known) continue;
      out ??= { ...source };
      out[field] = { id: refId, name: '' };
      continue;
    }
    out ??= { ...source };
    out[field] = { ...(known ? ref : {}), id: refId, name: current.name };
  }
  // Slim equipment rows carry `created_by`; the name comes from the mirrored users when this user
  // may read them, otherwise it stays unknown (the screens show '-').
  if (typeof source.created_by === 'string' && !('created_by_user' in source)) {
    const user = lookups.get('users', source.created_by);
    out ??= { ...source };
    out.created_by_user = user && typeof user.first_name === 'string' ? { first_name: user.first_name, last_name: user.last_name } : null;
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
    return await (await offlineDb()).outbox.orderBy('createdAt').toArray();
  } catch {
    return [];
  }
}

type OverlayTarget = MirrorTable | 'broken_equipment';

export async function overlay<T extends { id: string }>(
  target: OverlayTarget,
  rows: readonly T[],
  read?: readonly OutboxEntry[],
): Promise<T[]> {
  const entries = read ?? (await outboxEntries());
  if (entries.length === 0) return [...rows];
  const needs: LookupTable[] =
    target === 'field_equipment' || target === 'broken_equipment'
      ? ['equipment', 'workers', 'warehouses', 'departments', 'brands', 'categories']
      : ['departments'];
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

/** Mirrored rows read directly (by serial, by id) with their names resolved, as a list read gives them. */
export async function withNames<T>(rows: readonly T[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const lookups = await loadLookups(['brands', 'categories', 'warehouses', 'departments', 'users']).catch(() => undefined);
  return lookups ? rows.map((r) => resolveNames(r, lookups)) : [...rows];
}

/**
 * One mirrored row by id as the list's row type (names resolved when `names`), or undefined when
 * the device does not hold it (or cannot read its copy).
 */
export async function readMirrorRow<T extends { id: string }>(
  table: MirrorTable,
  id: string,
  { names = false } = {},
): Promise<T | undefined> {
  const row = await (
    await offlineDb()
  )
    .mirror(table)
    .get(id)
    .catch(() => undefined);
  if (!row) return undefined;
  const [read] = names ? await withNames([row]) : [row];
  return read as T | undefined;
}

/**
 * What a read of the table depends on: the write counts of the table and of the lists naming its
 * rows, and the outbox entries laid over them. Equal keys, equal reads.
 */
export function readKey(versions: readonly unknown[], entries: readonly OutboxEntry[]): string {
  return `${versions.map((v) => Number(v) || 0).join('.')}|${entries.map((e) => `${e.id}:${e.state}:${e.error ?? ''}`).join(',')}`;
}

/** The last read of the equipment list, kept while nothing it depends on changed (a revisit is instant). */
const equipmentReads = new WeakMap<object, { key: string; rows: Row[] }>();

/**
 * The mirrored rows of a table, names resolved, outbox laid over, read as the list's own row type
 * (the rows are the list endpoint's answers, stored as they came).
 */
export async function readMirror<T extends { id: string } = Row>(table: MirrorTable): Promise<T[]> {
  const db = await offlineDb();
  const names: LookupTable[] =
    table === 'equipment'
      ? ['brands', 'categories', 'warehouses', 'departments', 'users']
      : ['brands', 'categories', 'warehouses', 'departments'];
  let key: string | undefined;
  let entries: OutboxEntry[] | undefined;
  if (table === 'equipment') {
    const [versions, read] = await Promise.all([db.meta.bulkGet([table, ...names].map(mirrorVersionKey)), outboxEntries()]);
    entries = read;
    key = readKey(
      versions.map((v) => v?.value),
      entries,
    );
    const kept = equipmentReads.get(db);
    if (kept?.key === key) return kept.rows as T[];
  }
  const [rows, lookups] = await Promise.all([db.mirror(table).toArray(), loadLookups(names)]);
  const resolved = rows.map((r) => resolveNames(r, lookups));
  const out = await overlay(table, inServerOrder(table, resolved), entries);
  if (key !== undefined) equipmentReads.set(db, { key, rows: out });
  return out as T[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The order the server answers the list in (IndexedDB gives them by id). */
function inServerOrder<T extends Row>(table: MirrorTable, rows: T[]): T[] {
  switch (table) {
    case 'equipment':
    case 'workers':
      return newestFirst(rows);
    case 'field_equipment':
      return rows;
    case 'warehouses':
      return sortByName(rows.map((r) => ({ ...r, name: text(r.name) }))).sort(
        (a, b) => Number(b.equipment_count ?? 0) - Number(a.equipment_count ?? 0),
      );
    case 'users':
      return sortByKey(rows, (u) => [text(u.first_name), text(u.last_name)]);
    default:
      return sortByKey(rows, (r) => text(r.name));
  }
}

/** Newest first, then id, whatever order the rows were stored in (the equipment list's order). */
export function newestFirst<T extends Row>(rows: T[]): T[] {
  const keyed = rows.map((row) => ({ row, at: Date.parse(text(row.created_at)) || 0 }));
  keyed.sort((a, b) => b.at - a.at || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
  return keyed.map((k) => k.row);
}

const lastWriteThrough = new Map<MirrorTable, number>();
const WRITE_THROUGH_EVERY_MS = 60_000;

/**
 * A list fetched by a screen refreshes the mirror too, unless the delta sync keeps that table fresh
 * anyway (rewriting 100k equipment rows for every list view would cost a tablet seconds).
 */
async function writeThrough(table: MirrorTable, rows: readonly Row[]): Promise<void> {
  try {
    const state = await (await offlineDb()).syncState.get(table);
    if (state?.since && Date.now() - state.syncedAt < SYNC_EVERY_MS * 2) return;
    await replaceTable(table, rows);
    await refreshSyncedAt();
  } catch {
    /* the mirror is a convenience: a failed write leaves the previous copy */
  }
}

/** The fetcher's rows; without a network, what `offline` serves instead (any other error is passed on). */
async function onlineOr<T>(
  fetcher: () => Promise<T[]>,
  offline: (error: unknown) => Promise<T[]>,
): Promise<{ rows: T[]; online: boolean }> {
  try {
    return { rows: await fetcher(), online: true };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return { rows: await offline(error), online: false };
  }
}

/**
 * queryFn wrapper: network rows when online (also stored in the mirror), mirrored rows when the
 * network is gone. Any other error (403, 500 …) is passed on as before.
 */
export function withMirror<T extends { id: string }>(table: MirrorTable, fetcher: () => Promise<T[]>): () => Promise<T[]> {
  return async () => {
    const { rows, online } = await onlineOr(fetcher, async (error) => {
      const mirrored = await readMirror<T & Row>(table).catch((): Array<T & Row> => []);
      const synced = await (await offlineDb()).syncState.get(table).catch(() => undefined);
      if (!synced && mirrored.length === 0) throw error; // nothing to show: the screen's error state
      setMirrorStatus({ servedFromMirror: true });
      void refreshSyncedAt();
      return mirrored;
    });
    if (!online) return rows;
    setMirrorStatus({ servedFromMirror: false });
    const last = lastWriteThrough.get(table) ?? 0;
    if (Date.now() - last > WRITE_THROUGH_EVERY_MS && Array.isArray(rows)) {
      lastWriteThrough.set(table, Date.now());
      void writeThrough(table, rows);
    }
    return overlay(table, rows).catch(() => rows);
  };
}

/** queryFn wrapper for lists that are not mirrored: only the outbox overlay. */
export function withOutboxOverlay<T extends { id: string }>(target: 'broken_equipment', fetcher: () => Promise<T[]>): () => Promise<T[]> {
  return async () => {
    const { rows } = await onlineOr(fetcher, () => {
      setMirrorStatus({ servedFromMirror: true });
      return Promise.resolve([]);
    });
    return overlay(target, rows).catch(() => rows);
  };
}

/**
 * The outbox laid over one page of a paged history (marks on rows whose return or report waits;
 * waiting hand-overs and reports as rows on the first page only, where the newest are shown).
 */
export async function overlayPage<T extends { id: string }>(
  target: 'field_equipment' | 'broken_equipment',
  rows: readonly T[],
  page: number,
): Promise<T[]> {
  const laid = await overlay(target, rows).catch(() => [...rows]);
  if (page === 1) return laid;
  const served = new Set(rows.map((r) => r.id));
  return laid.filter((r) => served.has(r.id));
}

// ---- the equipment list's first page ------------------------------------------------------------

/**
 * The stored counts with the outbox's waiting moves applied (what the whole list would count once
 * the outbox is laid over it). `stored` holds the mirrored status of each pending id, if mirrored.
 */
export function countsWithOutbox(
  counts: StatusCounts,
  pending: ReadonlyMap<string, { status: string }>,
  stored: ReadonlyMap<string, string>,
): StatusCounts {
  const out: StatusCounts = { ...counts };
  for (const [id, { status }] of pending) {
    const before = stored.get(id);
    if (before === undefined || before === status) continue;
    out[before] = (out[before] ?? 0) - 1;
    out[status] = (out[status] ?? 0) + 1;
  }
  return out;
}

/**
 * The `size` newest rows out of candidates that hold every row created at or after the size-th
 * newest creation time (so rows sharing that time are ordered as the whole list orders them).
 */
export function firstRows<T extends Row>(candidates: T[], size: number): T[] {
  return newestFirst(candidates).slice(0, size);
}

export interface EquipmentFirstPage<T> {
  rows: T[];
  counts: StatusCounts;
}

/**
 * The equipment list's first page and its counts without reading every row: the newest rows by
 * the `created_at` index, the counts kept by the mirror's writes (mirror-sync.ts),
 * names resolved and the outbox laid over as the whole read does (rows without a creation time,
 * not in the index, come last there too). Null when the mirror cannot answer it the way the whole
 * list would: the first download is not complete, or fewer rows than a page have a creation time.
 */
export async function readEquipmentFirstPage<T extends Row>(size: number): Promise<EquipmentFirstPage<T> | null> {
  const db = await offlineDb();
  const state = await db.syncState.get('equipment');
  if (!state?.since) return null;
  const t = db.equipment;
  const head = await t.orderBy('created_at').reverse().limit(size).toArray();
  if (head.length < size) return null;
  const boundary = head[head.length - 1]!.created_at as string;
  const [candidates, counts, entries, lookups] = await Promise.all([
    t.where('created_at').aboveOrEqual(boundary).toArray(),
    equipmentCounts(),
    outboxEntries(),
    loadLookups(['brands', 'categories', 'warehouses', 'departments', 'users']),
  ]);
  const pending = pendingEquipmentStatus(entries);
  const stored = new Map<string, string>();
  if (pending.size) {
    const rows = await t.bulkGet([...pending.keys()]);
    for (const r of rows) if (r && typeof r.status === 'string') stored.set(r.id, r.status);
  }
  const resolved = candidates.map((r) => resolveNames(r, lookups));
  return { rows: firstRows(overlayEquipment(resolved, entries), size) as T[], counts: countsWithOutbox(counts, pending, stored) };
}
