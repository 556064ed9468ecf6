/// <reference lib="webworker" />
// Outbox replay on Background Sync (DESIGN.md §5, docs/offline.md): when the network returns the
// browser wakes this worker with a `sync` event even if no page is open. It sends the entries the
// page queued in IndexedDB, by the same rules as the page (src/shared/outbox-replay.ts), holding
// the same Web Lock so that the two never send at once, and tells open pages what landed. Each send
// has a time limit (fetchSender), so the lock is never held across an unbounded wait.
import Dexie, { type Table } from 'dexie';
import { OUTBOX_LOCK, OUTBOX_SYNC_TAG, fetchSender, replayOutbox, type OutboxEntry, type OutboxStore } from '../src/shared/outbox-replay';

declare const self: ServiceWorkerGlobalScope;

// Must match the page's database (src/app/lib/offline/db.ts). Opened without a schema (Dexie's
// dynamic mode) so that the page alone owns the versions.
const DB_NAME = 'depo-offline';
const META_TOKEN = 'token';
const META_USER = 'user';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function openDb(): Promise<Dexie | null> {
  if (!(await Dexie.exists(DB_NAME))) return null;
  const db = new Dexie(DB_NAME);
  await db.open();
  return db;
}

function storeFor(db: Dexie): OutboxStore {
  const outbox = db.table('outbox') as Table<OutboxEntry, string>;
  const meta = db.table('meta') as Table<{ key: string; value: unknown }, string>;
  const idMap = db.table('idMap') as Table<{ clientId: string; serverId: string; createdAt: number }, string>;
  return {
    entries: () => outbox.orderBy('createdAt').toArray(),
    update: async (id, changes) => {
      await outbox.update(id, changes);
    },
    remove: (id) => outbox.delete(id),
    token: async () => {
      const row = await meta.get(META_TOKEN);
      return typeof row?.value === 'string' ? row.value : null;
    },
    currentUser: async () => {
      const row = await meta.get(META_USER);
      return typeof row?.value === 'string' ? row.value : null;
    },
    serverIdFor: async (clientId) => (await idMap.get(clientId))?.serverId,
    rememberServerId: async (clientId, serverId) => {
      await idMap.put({ clientId, serverId, createdAt: Date.now() });
    },
  };
}

async function replay(): Promise<void> {
  const db = await openDb();
  if (!db) return;
  try {
    const run = () => replayOutbox(storeFor(db), fetchSender, { ignoreBackoff: 'network' });
    const report = self.navigator.locks ? await self.navigator.locks.request(OUTBOX_LOCK, run) : await run();
    if (report.sent.length > 0 || report.failed.length > 0) {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: 'outbox-replayed', sent: report.sent, failed: report.failed });
    }
    // Rejecting asks the browser to fire `sync` again later (with its own back-off).
    if (report.unreachable) throw new Error('outbox: server unreachable');
  } finally {
    db.close();
  }
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replay());
});
