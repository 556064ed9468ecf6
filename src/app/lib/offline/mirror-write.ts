// Writing into the device copy's mirror (docs/offline.md): a whole list replaces a table, changed
// rows and deletions are applied with their sync state, and each write bumps the table's version
// (which readers key what they built on) and keeps the equipment status counts current.
import { offlineDb, type MirrorRow, type MirrorTable, type SyncStateRow } from './db';
import { countRows, countsAfter, countStatuses, EQUIPMENT_COUNTS_KEY, type StatusCounts } from './equipment-counts';

type Row = MirrorRow;

/** The meta row counting a mirrored table's writes (any tab's): readers keep what they built per count. */
export const mirrorVersionKey = (table: MirrorTable) => `mirror-version:${table}`;

/** Inside a write transaction that includes `meta`: the table's contents changed. */
export async function bumpVersion(table: MirrorTable): Promise<void> {
  const db = await offlineDb();
  const row = await db.meta.get(mirrorVersionKey(table));
  await db.meta.put({ key: mirrorVersionKey(table), value: (Number(row?.value) || 0) + 1 });
}

/** Only active hand-overs are kept: the mirror serves field work, not history. */
function keep(table: MirrorTable, row: Row): boolean {
  return table !== 'field_equipment' || row.status === 'active';
}

/** Whole lists up to this size are compared with what is stored before their version is bumped. */
const SAME_CHECK_MAX_ROWS = 5000;

/** The stored rows (IndexedDB gives them by id) hold exactly the given rows. */
export function sameRows(stored: readonly Row[], rows: readonly Row[]): boolean {
  if (stored.length !== rows.length) return false;
  const byId = new Map(stored.map((r) => [r.id, JSON.stringify(r)]));
  return rows.every((r) => byId.get(r.id) === JSON.stringify(r));
}

/** A full list from the server replaces the table's contents. */
export async function replaceTable(table: MirrorTable, rows: readonly Row[]): Promise<void> {
  const db = await offlineDb();
  const t = db.mirror(table);
  const kept = rows.filter((r) => r && typeof r.id === 'string' && keep(table, r));
  await db.transaction('rw', t, db.syncState, db.meta, async () => {
    // A short list that came back as it was (warehouses and users come whole every time) keeps
    // its version, so the lists named from it are not read again.
    const same = kept.length <= SAME_CHECK_MAX_ROWS && sameRows(await t.toArray(), kept);
    const ids = new Set(kept.map((r) => r.id));
    const stale = (await t.toCollection().primaryKeys()).filter((id) => !ids.has(id));
    if (stale.length) await t.bulkDelete(stale);
    await t.bulkPut(kept);
    await db.syncState.put({ table, syncedAt: Date.now() });
    if (table === 'equipment')
      await db.meta.put({ key: EQUIPMENT_COUNTS_KEY, value: countRows([...new Map(kept.map((r) => [r.id, r])).values()]) });
    if (!same) await bumpVersion(table);
  });
}

interface ApplyOptions {
  /**
   * A page of the first download, whose counts the walk keeps itself (no read of the rows it
   * replaces); the last page passes the walk's counts, checked against the stored rows.
   */
  walkCounts?: 'keep' | StatusCounts;
  /** The answer is the whole list (a download from the start): stored rows it leaves out go. */
  whole?: boolean;
}

/** Writes changed rows and deletions into the table, with the sync state that goes with them. */
export async function applyRows(
  table: MirrorTable,
  items: readonly Row[],
  deleted: readonly string[],
  state: SyncStateRow,
  { walkCounts, whole }: ApplyOptions = {},
): Promise<void> {
  const db = await offlineDb();
  const t = db.mirror(table);
  await db.transaction('rw', t, db.syncState, db.meta, async () => {
    const gone = [...deleted, ...items.filter((r) => !keep(table, r)).map((r) => r.id)];
    if (whole) {
      // Rows kept through an app update (schema version 5) until this download replaced them.
      const ids = new Set(items.map((r) => r.id));
      gone.push(...(await t.toCollection().primaryKeys()).filter((id) => !ids.has(id)));
    }
    const put = items.filter((r) => keep(table, r));
    let counts: StatusCounts | undefined;
    if (table === 'equipment' && walkCounts === undefined && (gone.length || put.length)) counts = await countsAfter(t, put, gone);
    if (gone.length) await t.bulkDelete(gone);
    if (put.length) await t.bulkPut(put);
    if (walkCounts && walkCounts !== 'keep') {
      // A row changed during the walk came twice, one deleted went: then count what is stored.
      counts = gone.length === 0 && walkCounts.total === (await t.count()) ? walkCounts : await countStatuses(t);
    }
    if (counts) await db.meta.put({ key: EQUIPMENT_COUNTS_KEY, value: counts });
    await db.syncState.put(state);
    if (gone.length || put.length) await bumpVersion(table);
  });
}
