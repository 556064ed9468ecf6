/// <reference lib="webworker" />
// Outbox replay on Background Sync (DESIGN.md §5, docs/offline.md): when the network returns the
// browser wakes this worker with a `sync` event even if no page is open. It replays the page's
// outbox with the shared store and rules (src/device/outbox-store.ts, src/device/outbox-replay.ts),
// holding the same Web Lock so that the two never send at once, and tells open pages what landed.
import { OUTBOX_LOCK, OUTBOX_SYNC_TAG, fetchSender, replayOutbox } from '../src/device/outbox-replay';
import { dexieOutboxStore, openOutboxDatabase } from '../src/device/outbox-store';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function replay(): Promise<void> {
  const db = await openOutboxDatabase();
  if (!db) return;
  try {
    const run = () => replayOutbox(dexieOutboxStore(db), fetchSender, { ignoreBackoff: 'network' });
    const report = self.navigator.locks ? await self.navigator.locks.request(OUTBOX_LOCK, run) : await run();
    if (report.sent.length > 0 || report.failed.length > 0) {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: 'outbox-replayed', sent: report.sent, failed: report.failed });
    }
    // Rejecting asks the browser to fire `sync` again later (with its own back-off): after no
    // network, and also after a time limit or a 5xx, which leave the entry for a later try that
    // nothing else would start while no page is open.
    if (report.unreachable) throw new Error('outbox: server unreachable');
    if (report.retryLater) throw new Error('outbox: entries left for a later try');
  } finally {
    db.close();
  }
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replay());
});
