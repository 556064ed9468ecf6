// The device copy's tables and rows (docs/offline.md), shared by the database's schema
// (offline-database.ts) and the code that reads and writes it (db.ts and the modules beside it).
import { META_TOKEN, META_USER, OFFLINE_DB_NAME, type IdMapRow, type MetaRow } from '@device/outbox-store';

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
