// The one IndexedDB database of the app (Dexie): the outbox, the id map for rows created offline,
// small metadata (the token the service worker reads, sync clocks) and the mirror of the reference
// data that field screens read when the network is gone (DESIGN.md §5, docs/offline.md).
//
// The Dexie class and its schema live in offline-database.ts, loaded when the database is first
// asked for: the first screen does not wait for Dexie (docs/performance.md "First JS").
import type { OfflineDatabase } from './offline-database';

export * from './tables';

let instance: Promise<OfflineDatabase> | undefined;

/** The app's database: Dexie and the schema load with the first call, the database opens lazily. */
export function offlineDb(): Promise<OfflineDatabase> {
  instance ??= import('./offline-database').then((m) => new m.OfflineDatabase());
  return instance;
}

/** Tests only: a fresh database under another name. */
export function setOfflineDbForTests(db: OfflineDatabase): void {
  instance = Promise.resolve(db);
}

export type { OfflineDatabase };

/**
 * A Dexie live query over the database, started once Dexie has loaded: `next` gets every new
 * answer. The returned function stops it (also when called before it started).
 */
export function watch<T>(
  query: (db: OfflineDatabase) => Promise<T>,
  next: (value: T) => void,
  error: () => void = () => undefined,
): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  void Promise.all([offlineDb(), import('./offline-database')])
    .then(([db, { liveQuery }]) => {
      if (stopped) return;
      const subscription = liveQuery(() => query(db)).subscribe({ next, error });
      stop = () => subscription.unsubscribe();
    })
    .catch(error);
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * The outbox's entries as `id:state`, read from its `state` index alone: no entry is read, so
 * neither are a queued photo's bytes (read only when it is sent). For live counts and signatures.
 */
export async function outboxStates(db: OfflineDatabase): Promise<string[]> {
  const states: string[] = [];
  await db.outbox.orderBy('state').eachKey((state, cursor) => void states.push(`${cursor.primaryKey}:${String(state)}`));
  return states;
}
