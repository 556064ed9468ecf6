// What a server keeps in memory about its database's answers. Made once per database by the
// composition root (server.ts) and handed to the routes through the context: two servers on two
// databases in one process never answer from each other's caches (tests/api/caches-per-database.test.ts).
import { CountCache } from './db/count-cache';
import { KeptRows } from './modules/equipment/equipment-delta';
import { KeptLists } from './modules/equipment/equipment-list-cache';

export interface DbCaches {
  /** The whole equipment list, kept block by block (equipment-list-cache.ts). */
  lists: KeptLists;
  /** The delta's row JSON, by row version (equipment-delta.ts). */
  deltaRows: KeptRows;
  /** The paged histories' counts, by the tables' version (db/count-cache.ts). */
  counts: CountCache;
}

export function createDbCaches(): DbCaches {
  return { lists: new KeptLists(), deltaRows: new KeptRows(), counts: new CountCache() };
}
