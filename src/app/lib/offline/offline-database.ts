// The app's IndexedDB database as Dexie sees it (docs/offline.md): the outbox, the id map, metadata
// and the device copy of the reference lists. Loaded on demand through `offlineDb()` (db.ts).
//
// Schema changes: add a new `this.version(n + 1).stores(...)` below, never edit an old one. The
// service worker opens this database without a schema (Dexie's dynamic mode), so it follows along.
import Dexie, { type Table } from 'dexie';

export { liveQuery } from 'dexie';
import type { OutboxEntry } from '@device/outbox-replay';
import { isLegacyEntry, migrateLegacyEntry } from '@device/outbox-legacy';
import { maskNationalIds } from './national-ids';
import { OFFLINE_DB_NAME, type IdMapRow, type MetaRow, type MirrorRow, type MirrorTable, type SyncStateRow } from './tables';

type Stores = Record<string, string>;

/**
 * Each schema version's stores, in order: the class below opens them all; the tests build a device
 * as an earlier version left it from the same lines (test-device.ts `pastDevice`). Never edit one;
 * add the next.
 */
export const STORES_BY_VERSION: readonly [Stores, Stores, Stores, Stores, Stores, Stores, Stores] = [
  {
    outbox: 'id, state, createdAt',
    idMap: 'clientId',
    meta: 'key',
    syncState: 'table',
    warehouses: 'id',
    equipment: 'id, warehouse_id, status, serial_number',
    brands: 'id',
    categories: 'id',
    workers: 'id',
    departments: 'id',
    users: 'id',
    repairers: 'id',
    field_equipment: 'id, equipment_id, status',
  },
  // 2. The equipment list's order (newest first): its first page is read from this index without
  // reading every row. Existing rows are indexed by IndexedDB during the upgrade.
  { equipment: 'id, warehouse_id, status, serial_number, created_at' },
  // 3. The device copy's first download writes every row of every list: each index of a table is a
  // second write per row (four on equipment made the first download of 20k items 3.2 × what the
  // bare writes take, docs/performance.md "A new device"). Screens filter whole lists in memory,
  // so only the index the equipment list's first page is read by stays; counts by status are
  // kept by the writes, serial numbers are looked up in the list read.
  { equipment: 'id, created_at', field_equipment: 'id' },
  // 4. The typed outbox (an upgrade, below). 5. Numbered documents, masked ids (an upgrade, below).
  {},
  {},
  // 6. Kits (docs/planning.md "Kits"): a kit's code scanned offline expands from here. Counted stock
  // (docs/stock.md "Offline"): the catalogue, the levels of the user's warehouses, the pickers.
  { kits: 'id', stock_items: 'id', stock_levels: 'id', stock_pickers: 'id' },
  // 7. Reservations (docs/planning.md "Offline"): the agendas, the day's pick list, availability and
  // the hand-over's prefill read from here when the server does not answer.
  { reservations: 'id' },
];

export class OfflineDatabase extends Dexie {
  outbox!: Table<OutboxEntry, string>;
  idMap!: Table<IdMapRow, string>;
  meta!: Table<MetaRow, string>;
  syncState!: Table<SyncStateRow, string>;
  warehouses!: Table<MirrorRow, string>;
  equipment!: Table<MirrorRow, string>;
  brands!: Table<MirrorRow, string>;
  categories!: Table<MirrorRow, string>;
  workers!: Table<MirrorRow, string>;
  departments!: Table<MirrorRow, string>;
  users!: Table<MirrorRow, string>;
  repairers!: Table<MirrorRow, string>;
  field_equipment!: Table<MirrorRow, string>;
  kits!: Table<MirrorRow, string>;
  stock_items!: Table<MirrorRow, string>;
  stock_levels!: Table<MirrorRow, string>;
  stock_pickers!: Table<MirrorRow, string>;
  reservations!: Table<MirrorRow, string>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores(STORES_BY_VERSION[0]);
    this.version(2).stores(STORES_BY_VERSION[1]);
    this.version(3).stores(STORES_BY_VERSION[2]);
    // Entries queued by earlier versions as a request ({ method, path, body }) become the typed
    // command they stand for, once (src/device/outbox-legacy.ts).
    this.version(4)
      .stores(STORES_BY_VERSION[3])
      .upgrade(async (tx) => {
        const outbox = tx.table<Record<string, unknown>, string>('outbox');
        const legacy = (await outbox.toArray()).filter(isLegacyEntry);
        if (legacy.length) await outbox.bulkPut(legacy.map(migrateLegacyEntry));
      });
    // Numbered documents and the masked national id (docs/documents.md): rows mirrored before them
    // carry no document numbers and may carry whole national ids. They are kept (a tablet updated
    // offline must not show emptier lists than before), whole ids masked in place, and marked stale:
    // the next download takes each list from the start and replaces them (mirror-sync.ts).
    this.version(5)
      .stores(STORES_BY_VERSION[4])
      .upgrade(async (tx) => {
        for (const table of ['field_equipment', 'workers', 'users'] as const) {
          await tx.table<Record<string, unknown>, string>(table).toCollection().modify(maskNationalIds);
          const state = await tx.table<SyncStateRow, string>('syncState').get(table);
          if (state) await tx.table<SyncStateRow, string>('syncState').put({ table, syncedAt: state.syncedAt, stale: 'upgrade' });
        }
      });
    this.version(6).stores(STORES_BY_VERSION[5]);
    this.version(7).stores(STORES_BY_VERSION[6]);
  }

  mirror(table: MirrorTable): Table<MirrorRow, string> {
    return this[table];
  }
}
