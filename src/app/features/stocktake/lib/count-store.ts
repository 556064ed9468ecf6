// The tablet's copy of a count (docs/stocktake.md): the session and its frozen set, saved when the
// count screen opens online, so counting goes on after a reload without network; the reads the
// server answered (every counter's), kept one row each so a refresh writes only what is new; and
// every read made on this device. Sending a read is the outbox's job (kind 'stocktake_read'); this
// store only remembers what was read, so a read refused or waiting is shown, never lost. Its own
// IndexedDB database: the shared one's schema versions stay with the offline layer.
import Dexie, { type Table } from 'dexie';
import type { ReadSource } from '@shared/schemas/stocktake';
import type { CountStockItem, FrozenItem, ItemPlace, StockCountLine, StocktakeRead, StocktakeSession } from '../api/types';

export const COUNT_DB_NAME = 'depo-stocktake';

export interface SavedCount {
  id: string;
  session: StocktakeSession;
  /** The frozen set: it never changes after the start, so it is fetched and written once per device. */
  items: FrozenItem[];
  savedAt: number;
}

/** The session as saved (refreshed every few seconds: small, so writing it costs nothing). */
export type SavedSession = Omit<SavedCount, 'items'>;

export interface SavedItems {
  id: string;
  items: FrozenItem[];
}

/** A read the server answered, as the device keeps it. */
export interface ServerReadRow extends StocktakeRead {
  session_id: string;
}

/** Where the system thinks the item is, worked out on the tablet when it was read. */
export type ReadPlace = ItemPlace;

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

/** The count's stock items and the lines the server holds (every counter's), as last fetched. */
export interface SavedStock {
  id: string;
  items: CountStockItem[];
  lines: StockCountLine[];
}

/**
 * A quantity counted on this device and not yet on the server: kept while its outbox entry (kind
 * 'stocktake_stock_count') waits; once the entry is gone the server's line stands.
 */
export interface LocalStockCount {
  /** `<session id>:<item id>`: one per item, the last number counted here. */
  key: string;
  session_id: string;
  item_id: string;
  counted: number;
  entry_id: string;
}

class CountDatabase extends Dexie {
  counts!: Table<SavedSession, string>;
  items!: Table<SavedItems, string>;
  reads!: Table<LocalRead, string>;
  serverReads!: Table<ServerReadRow, string>;
  stock!: Table<SavedStock, string>;
  stockCounts!: Table<LocalStockCount, string>;

  constructor() {
    super(COUNT_DB_NAME);
    this.version(1).stores({ counts: 'id', reads: 'id, session_id' });
    // Version 1 kept the frozen set and the server's reads inside the count's row, rewritten whole
    // (tens of thousands of rows cloned on the page's thread) on every refresh.
    this.version(2)
      .stores({ counts: 'id', items: 'id', reads: 'id, session_id', serverReads: 'client_id, session_id' })
      .upgrade(async (tx) => {
        const moved: ServerReadRow[] = [];
        const frozen: SavedItems[] = [];
        await tx
          .table('counts')
          .toCollection()
          .modify((row: SavedCount & { serverReads?: Array<Omit<StocktakeRead, 'device_id' | 'late' | 'decision'>> }) => {
            for (const r of row.serverReads ?? []) moved.push({ device_id: null, late: false, decision: null, ...r, session_id: row.id });
            frozen.push({ id: row.id, items: row.items });
            delete row.serverReads;
            delete (row as Partial<SavedCount>).items;
          });
        if (moved.length) await tx.table('serverReads').bulkPut(moved);
        if (frozen.length) await tx.table('items').bulkPut(frozen);
      });
    // Version 3: stock lines of a count (docs/stock.md "In the stocktake").
    this.version(3).stores({ stock: 'id', stockCounts: 'key, session_id' });
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

const DEVICE_KEY = 'depo-device-id';
let memoryDeviceId: string | undefined;

/** This device's id (made once, kept in the browser): reads and presence reports carry it. */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    if (stored) return stored;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    memoryDeviceId ??= crypto.randomUUID();
    return memoryDeviceId;
  }
}
