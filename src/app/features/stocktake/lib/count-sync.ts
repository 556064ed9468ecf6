// The device's copy of a count brought up to date (docs/stocktake.md): the session every refresh,
// the frozen set once per device, and the reads of every counter as a delta after the newest one
// the device holds. Only what is new is written to the device's storage: a refresh on a
// 20,000-item count costs a few rows, not the whole count.
import { api } from '@app/lib/api-client';
import { isOnline, requestBackgroundSync, sendEntryNow } from '@app/lib/offline/outbox';
import { stocktakeReadsPath } from '@device/outbox';
import type { FrozenItem, StocktakeRead, StocktakeSession } from '../api/types';
import { countDb, type LocalRead, type SavedCount, type ServerReadRow } from './count-store';

export interface DeviceCopy {
  saved: SavedCount | null;
  serverReads: ServerReadRow[];
  localReads: LocalRead[];
}

/** What this device holds of the count (nothing when it was never opened here). */
export async function readDeviceCopy(id: string): Promise<DeviceCopy> {
  const db = countDb();
  const [session, items, serverReads, localReads] = await Promise.all([
    db.counts.get(id),
    db.items.get(id),
    db.serverReads.where('session_id').equals(id).toArray(),
    db.reads.where('session_id').equals(id).toArray(),
  ]).catch(() => [undefined, undefined, [], []] as const);
  const saved = session && items ? { ...session, items: items.items } : null;
  return { saved, serverReads: [...serverReads], localReads: [...localReads] };
}

/** The newest arrival time among reads the device holds: the next refresh asks from there on. */
export function newestReceived(reads: readonly StocktakeRead[], current: string | null): string | null {
  let newest = current;
  for (const r of reads) if (newest === null || r.received_at > newest) newest = r.received_at;
  return newest;
}

/**
 * Asks the server (throws its ApiError when it does not answer) and saves what is new. The frozen
 * set is fetched only when the device does not hold it yet.
 */
export async function refreshCount(
  id: string,
  current: SavedCount | null,
  since: string | null,
): Promise<{ saved: SavedCount; reads: StocktakeRead[] }> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const [session, items, reads] = await Promise.all([
    api.get<StocktakeSession>(`/stocktakes/${id}`),
    current ? Promise.resolve(current.items) : api.get<FrozenItem[]>(`/stocktakes/${id}/items`),
    api.get<StocktakeRead[]>(`${stocktakeReadsPath(id)}${query}`),
  ]);
  const saved: SavedCount = { id, session, items, savedAt: Date.now() };
  const db = countDb();
  await db
    .transaction('rw', db.counts, db.items, db.serverReads, async () => {
      await db.counts.put({ id, session, savedAt: saved.savedAt });
      if (!current) await db.items.put({ id, items });
      if (reads.length) await db.serverReads.bulkPut(reads.map((r) => ({ ...r, session_id: id })));
    })
    // A full device storage must not stop the count: the copy is a convenience for offline use.
    .catch(() => undefined);
  return { saved, reads };
}

/**
 * After a count's entry is queued: the device keeps its own copy (`keep`: a convenience for a reload,
 * without it the entry comes back from the server as any other), then the entry is sent at once when
 * online, else by the background sync. `onFailed` hears the server's refusal.
 */
export async function keepThenSend(
  keep: () => Promise<unknown>,
  entryId: string,
  onFailed: (error: string | undefined) => void,
): Promise<void> {
  await keep().catch(() => undefined);
  if (!isOnline()) {
    void requestBackgroundSync();
    return;
  }
  const result = await sendEntryNow(entryId).catch(() => null);
  if (result?.outcome === 'failed') onFailed(result.entry.error);
}
