// The outbox's storage, one module for the page and the service worker: the IndexedDB database's
// name and meta keys, and the Dexie-backed store that replayOutbox (./outbox-replay.ts) reads and
// writes. The page opens the database with its schema (src/app/lib/offline/db.ts owns the
// versions); the worker opens it without one (Dexie's dynamic mode) and so follows along.
import type { default as Dexie, Table } from 'dexie';
import type { OutboxEntry, OutboxStore } from './outbox-replay';

import { OFFLINE_DB_NAME } from './offline-db-name';

export { OFFLINE_DB_NAME };
/** The session token, copied here for the service worker (it cannot read localStorage). */
export const META_TOKEN = 'token';
/** The id of the user the token belongs to. */
export const META_USER = 'user';

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface IdMapRow {
  clientId: string;
  serverId: string;
  createdAt: number;
}

/** The outbox's tables of an open database, whether opened with the page's schema or without. */
export function outboxTables(db: Dexie): {
  outbox: Table<OutboxEntry, string>;
  meta: Table<MetaRow, string>;
  idMap: Table<IdMapRow, string>;
} {
  return {
    outbox: db.table('outbox') as Table<OutboxEntry, string>,
    meta: db.table('meta') as Table<MetaRow, string>,
    idMap: db.table('idMap') as Table<IdMapRow, string>,
  };
}

async function metaText(meta: Table<MetaRow, string>, key: string): Promise<string | null> {
  const row = await meta.get(key);
  return typeof row?.value === 'string' ? row.value : null;
}

/**
 * The store replayOutbox works on. Token and user come from the meta table unless the caller
 * knows them better (the page reads its own session).
 */
export function dexieOutboxStore(db: Dexie, token?: () => Promise<string | null>, currentUser?: () => Promise<string | null>): OutboxStore {
  const { outbox, meta, idMap } = outboxTables(db);
  return {
    entries: () => outbox.orderBy('createdAt').toArray(),
    update: async (id, changes) => {
      await outbox.update(id, changes);
    },
    remove: (id) => outbox.delete(id),
    token: token ?? (() => metaText(meta, META_TOKEN)),
    currentUser: currentUser ?? (() => metaText(meta, META_USER)),
    serverIdFor: async (clientId) => (await idMap.get(clientId))?.serverId,
    rememberServerId: async (clientId, serverId) => {
      await idMap.put({ clientId, serverId, createdAt: Date.now() });
    },
  };
}

/** Opens the database without a schema (the service worker); null when the page never made it. */
export async function openOutboxDatabase(): Promise<Dexie | null> {
  // Dexie itself is imported here, not above: the page reads this module's names without it.
  const { default: Dexie } = await import('dexie');
  if (!(await Dexie.exists(OFFLINE_DB_NAME))) return null;
  const db = new Dexie(OFFLINE_DB_NAME);
  await db.open();
  return db;
}
