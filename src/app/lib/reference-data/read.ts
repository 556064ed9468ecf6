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
 * The lists whose names a table's slim rows take from the device (mirror-read resolveNames). They are
 * refreshed with it: on a new device the start-up sync may not have reached them yet, and a row
 * naming a brand the device does not hold would reach the screen without its name.
 */
const NAMES_FROM: Partial<Record<ReferenceTable, readonly ReferenceTable[]>> = {
  equipment: ['brands', 'categories', 'warehouses'],
};

/** The list's rows: refreshed from the server when it answers, from the mirror either way. */
export async function readReference<T>(table: ReferenceTable): Promise<T[]> {
  if (!mayReadReference(table)) return [];
  // Without IndexedDB there is neither mirror nor outbox to lay over: the server's rows as they are.
  if (!(await mirrorUsable())) return api.get<T[]>(MIRROR_TABLES[table]);
  const names = (NAMES_FROM[table] ?? []).filter((t) => mayReadReference(t));
  const [summary] = await Promise.all([syncTable(table), ...names.map((t) => syncTable(t))]);
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
