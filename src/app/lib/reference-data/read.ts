// Reading a reference list (index.ts says how): refreshed from the server when it answers, from the
// device's mirror either way. Loaded with the first read (query.ts), not with the first screen.
import { api, ApiError, MESSAGES } from '../api-client';
import { MIRROR_TABLES, offlineDb, type MirrorRow } from '../offline/db';
import { readMirror } from '../offline/mirror-read';
import { refreshSyncedAt, setMirrorStatus } from '../offline/mirror-status';
import { syncTable } from '../offline/mirror-sync';
import { mayReadReference, type ReferenceTable } from './keys';

const usable = new WeakMap<object, Promise<boolean>>();
/** IndexedDB can be opened (not in every private mode or embedded browser). */
export async function mirrorUsable(): Promise<boolean> {
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

/**
 * The lists whose names a table's slim rows take from the device (mirror-read resolveNames). When a
 * read finds a row naming one the device does not hold (a new device whose start-up sync has not
 * reached them yet, a brand made since), those lists are refreshed and the rows read again.
 */
const NAMES_FROM: Partial<Record<ReferenceTable, ReadonlyArray<{ field: string; table: ReferenceTable }>>> = {
  equipment: [
    { field: 'brand', table: 'brands' },
    { field: 'category', table: 'categories' },
    { field: 'warehouse', table: 'warehouses' },
  ],
};

/** A reference resolveNames left without its name (the device does not hold that row yet). */
function unnamed(row: MirrorRow, field: string): boolean {
  const ref = row[field];
  return !!ref && typeof ref === 'object' && (ref as { name?: unknown }).name === '';
}

/** The list's rows: refreshed from the server when it answers, from the mirror either way. */
export async function readReference<T>(table: ReferenceTable): Promise<T[]> {
  if (!mayReadReference(table)) return [];
  // Without IndexedDB there is neither mirror nor outbox to lay over: the server's rows as they are.
  if (!(await mirrorUsable())) return api.get<T[]>(MIRROR_TABLES[table]);
  // A list the rows take names from that this device has never fetched (a new device): fetched beside
  // the table, not after it (a round trip less before the first screen's counts).
  const db = await offlineDb();
  for (const { table: names } of NAMES_FROM[table] ?? []) {
    if (mayReadReference(names) && !(await db.syncState.get(names))) void syncTable(names).catch(() => undefined);
  }
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
  const rows = await readMirror<T & MirrorRow>(table);
  const missing = (NAMES_FROM[table] ?? []).filter(
    ({ field, table: names }) => mayReadReference(names) && rows.some((r) => unnamed(r, field)),
  );
  if (missing.length === 0) return rows;
  await Promise.all(missing.map(({ table: names }) => syncTable(names)));
  return readMirror<T & MirrorRow>(table);
}
