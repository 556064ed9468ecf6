import type { DbCaches } from '../caches';
import type { Db } from '../db/client';
import type { ServerConfig } from '../env';
import type { Logger } from '../log';
import type { Notifier } from '../modules/notifications/settings';

export interface AuthUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  tc_no: string;
  phone: string;
  role_id: string | null;
  sessionId: string;
  permissions: string[];
  /** Warehouses this user is limited to; empty means every warehouse (DESIGN.md §4). */
  warehouseIds: string[];
  /**
   * Set when the caller is an API token (docs/integration.md): its id, and its creator's own
   * warehouses (`warehouseIds` is the token's narrower scope; the creator's rows follow the creator's).
   */
  apiToken?: { id: string; creatorWarehouseIds: string[] };
}

export interface AppEnv {
  Variables: {
    db: Db;
    /** The database's caches (caches.ts), made with it by the composition root. */
    caches: DbCaches;
    /** The notification module made with this server's database, settings and clock. */
    notifier: Notifier;
    config: ServerConfig;
    user: AuthUser;
    /** The app's logger (errors found after an answer has begun are logged through it too). */
    logger: Logger;
  };
}
