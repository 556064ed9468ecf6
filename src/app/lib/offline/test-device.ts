// For the offline tests only: a device with a fresh IndexedDB (fake-indexeddb) set as the app's
// offline database, and a localStorage holding the given entries. Close it after each test.
import Dexie from 'dexie';
import { vi } from 'vitest';
import { PERMISSION_NAMES } from '@shared/permissions';
import { setOfflineDbForTests } from './db';
import { OfflineDatabase, STORES_BY_VERSION } from './offline-database';

let seq = 0;

/** The database as schema version `version` left it (no later upgrade run), for a test to fill before the app opens it. */
export function pastDevice(name: string, version: number): Dexie {
  const db = new Dexie(name);
  STORES_BY_VERSION.slice(0, version).forEach((stores, index) => db.version(index + 1).stores(stores));
  return db;
}

/** What localStorage holds for a signed-in user with every permission. */
export const SIGNED_IN_WITH_EVERY_PERMISSION: ReadonlyArray<readonly [string, string]> = [
  ['token', 'tok'],
  ['permissions', JSON.stringify(PERMISSION_NAMES)],
];

export async function openTestDevice(
  name: string,
  stored: ReadonlyArray<readonly [string, string]>,
): Promise<{ db: OfflineDatabase; storage: Map<string, string> }> {
  return adoptTestDevice(new OfflineDatabase(`${name}-${seq++}`), stored);
}

/** The same with a database already made (e.g. left by an earlier version and opened by this one). */
export async function adoptTestDevice(
  db: OfflineDatabase,
  stored: ReadonlyArray<readonly [string, string]>,
): Promise<{ db: OfflineDatabase; storage: Map<string, string> }> {
  await db.open();
  setOfflineDbForTests(db);
  const storage = new Map<string, string>(stored);
  vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: () => {}, removeItem: () => {} });
  return { db, storage };
}

export async function closeTestDevice(db: OfflineDatabase): Promise<void> {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
}
