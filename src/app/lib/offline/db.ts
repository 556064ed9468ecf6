// The one IndexedDB database of the app (Dexie): the outbox, the id map for rows created offline,
// small metadata (the token the service worker reads, sync clocks) and the mirror of the reference
// data that field screens read when the network is gone (DESIGN.md §5, docs/offline.md).
//
// Schema changes: add a new `this.version(n + 1).stores(...)` below, never edit an old one. The
// service worker opens this database without a schema (Dexie's dynamic mode), so it follows along.
import Dexie, { type Table } from 'dexie';
import type { OutboxEntry } from '@shared/outbox-replay';
import { META_TOKEN, META_USER, OFFLINE_DB_NAME, type IdMapRow, type MetaRow } from '@shared/outbox-store';

export { META_TOKEN, META_USER, OFFLINE_DB_NAME, type IdMapRow, type MetaRow };

/** Mirrored lists: table name → the API list it mirrors. */
export const MIRROR_TABLES = {
  warehouses: '/warehouses',
  equipment: '/equipment',
  brands: '/brands',
  categories: '/categories',
  workers: '/workers',
  departments: '/departments',
  users: '/users',
  repairers: '/repairers',
  field_equipment: '/field-equipment',
} as const;
export type MirrorTable = keyof typeof MIRROR_TABLES;

/** A mirrored row: whatever the list endpoint answers, keyed by id. */
export interface MirrorRow {
  id: string;
  [field: string]: unknown;
}

export interface SyncStateRow {
  table: MirrorTable;
  /** server_time of the last delta answer; absent when the endpoint answers full lists. */
  since?: string;
  /** 0 while a first download has not completed. */
  syncedAt: number;
  /** A first download walking the list page by page: where it stands, so a reload resumes it. */
  walk?: { since: string | null; after: string | null; done: number; total: number | null };
}

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

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
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
    });
    // The equipment list's order (newest first): its first page is read from this index without
    // reading every row. Existing rows are indexed by IndexedDB during the upgrade.
    this.version(2).stores({
      equipment: 'id, warehouse_id, status, serial_number, created_at',
    });
    // Numbered documents and the masked national id (docs/documents.md): rows mirrored before them
    // carry no document numbers and may carry whole national ids. They are dropped and mirrored anew.
    this.version(3)
      .stores({})
      .upgrade(async (tx) => {
        for (const table of ['field_equipment', 'workers', 'users'] as const) {
          await tx.table(table).clear();
          await tx.table('syncState').delete(table);
        }
      });
  }

  mirror(table: MirrorTable): Table<MirrorRow, string> {
    return this[table];
  }
}

let instance: OfflineDatabase | undefined;

/** The app's database (opened lazily, so that importing this module costs nothing). */
export function offlineDb(): OfflineDatabase {
  instance ??= new OfflineDatabase();
  return instance;
}

/** Tests only: a fresh database under another name. */
export function setOfflineDbForTests(db: OfflineDatabase): void {
  instance = db;
}
