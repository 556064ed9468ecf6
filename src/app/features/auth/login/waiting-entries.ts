// How many outbox entries of a user wait on this device, read from the device database with plain
// IndexedDB (the sign-in page does not load Dexie). A device without the database stays without
// it: the open is cancelled before it would create one.
import { OFFLINE_DB_NAME } from '@device/offline-db-name';

export function countWaitingEntries(owner: string): Promise<number> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(OFFLINE_DB_NAME);
    } catch {
      resolve(0);
      return;
    }
    // No database yet: opening would create an empty one under the app's name; cancel instead.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(0);
    request.onblocked = () => resolve(0);
    request.onsuccess = () => {
      const db = request.result;
      const done = (count: number) => {
        db.close();
        resolve(count);
      };
      if (!db.objectStoreNames.contains('outbox')) {
        done(0);
        return;
      }
      const all = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
      all.onsuccess = () => done((all.result as { owner?: unknown }[]).filter((entry) => entry.owner === owner).length);
      all.onerror = () => done(0);
    };
  });
}
