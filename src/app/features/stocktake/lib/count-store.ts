// The tablet's copy of a count (docs/stocktake.md): the session and its frozen set, saved when the
// count screen opens online, so counting goes on after a reload without network; and every read
// made on this device. Sending a read is the outbox's job (kind 'stocktake_read'); this store only
// remembers what was read, so a read refused or waiting is shown, never lost. Its own IndexedDB
// database: the shared one's schema versions stay with the offline layer.
import Dexie, { type Table } from 'dexie';
import type { ReadSource, StocktakeOutcome } from '@shared/schemas/stocktake';
import type { FrozenItem, StocktakeRead, StocktakeSession } from '../api/types';

export const COUNT_DB_NAME = 'depo-stocktake';

export interface SavedCount {
  id: string;
  session: StocktakeSession;
  items: FrozenItem[];
  /** Reads of every counter as the server last answered them. */
  serverReads: StocktakeRead[];
  savedAt: number;
}

/** Where the system thinks the item is, worked out on the tablet when it was read. */
export interface ReadPlace {
  outcome: StocktakeOutcome;
  model: string | null;
  brand_name: string | null;
  warehouse_name: string | null;
  status: string | null;
  holder: string | null;
}

export interface LocalRead {
  /** The read's id, also its outbox entry's id (the Idempotency-Key). */
  id: string;
  session_id: string;
  serial_number: string;
  source: ReadSource;
  counted_at: string;
  counted_by_id: string;
  counted_by_name: string;
  place: ReadPlace;
  /** The server has it. */
  sent: boolean;
}

class CountDatabase extends Dexie {
  counts!: Table<SavedCount, string>;
  reads!: Table<LocalRead, string>;

  constructor() {
    super(COUNT_DB_NAME);
    this.version(1).stores({ counts: 'id', reads: 'id, session_id' });
  }
}

let instance: CountDatabase | undefined;
export function countDb(): CountDatabase {
  instance ??= new CountDatabase();
  return instance;
}

export async function markReadsSent(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const db = countDb();
  await db.transaction('rw', db.reads, async () => {
    const rows = await db.reads.bulkGet([...ids]);
    const changed = rows.filter((r): r is LocalRead => Boolean(r && !r.sent)).map((r) => ({ ...r, sent: true }));
    if (changed.length) await db.reads.bulkPut(changed);
  });
}
