// The device copy's tables and rows (docs/offline.md), shared by the database's schema
// (offline-database.ts) and the code that reads and writes it (db.ts and the modules beside it).
import { META_TOKEN, META_USER, OFFLINE_DB_NAME, type IdMapRow, type MetaRow } from '@device/outbox-store';
import { LIST_READ_PERMISSIONS, mayReadList, mayReadStock, type ListPath } from '@shared/list-read-permissions';

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
  kits: '/kits',
  reservations: '/reservations',
  // Counted stock (docs/stock.md "Offline"): the catalogue, the levels of the user's warehouses, the pickers.
  stock_items: '/stock/items',
  stock_levels: '/stock/device/levels',
  stock_pickers: '/stock/device/pickers',
} as const;
export type MirrorTable = keyof typeof MIRROR_TABLES;

const isListPath = (path: string): path is ListPath => path in LIST_READ_PERMISSIONS;

/** The user may read the list this table mirrors (the client never makes a call the user may not make); stock lists to any stock permission. */
export function mayMirror(table: MirrorTable, permissions: readonly string[]): boolean {
  const path: string = MIRROR_TABLES[table];
  return isListPath(path) ? mayReadList(path, permissions) : mayReadStock(permissions);
}

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
  /**
   * 'upgrade': the rows were kept through an update of the app that changed their shape; they are
   * shown until the next download (from the start, as on a new device) replaces them.
   */
  stale?: 'upgrade';
  /** A first download walking the list page by page: where it stands, so a reload resumes it. */
  walk?: {
    since: string | null;
    after: string | null;
    done: number;
    total: number | null;
    counts?: Record<string, number> & { total: number };
  };
}
