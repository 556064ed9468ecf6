// The shell's live outbox counts read the outbox's `state` index only: a queued photo's bytes
// (data URLs in the entry's body) are not read at each change, only when the entry is sent.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DBCoreTransaction } from 'dexie';
import { newEntry, type OutboxEntry } from '@device/outbox-replay';
import { outboxStates, setOfflineDbForTests, watch } from './db';
import { OfflineDatabase } from './offline-database';

let db: OfflineDatabase;
let seq = 0;
/** Outbox values read by readers (read-only transactions: live queries), not by the writes' own bookkeeping. */
let valuesRead = 0;

// Dexie's core transaction is the IndexedDB one.
const readOnly = (trans: DBCoreTransaction) => Reflect.get(trans, 'mode') === 'readonly';

beforeEach(async () => {
  db = new OfflineDatabase(`outbox-states-test-${seq++}`);
  db.use({
    stack: 'dbcore',
    name: 'count-outbox-reads',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'outbox') return table;
        return {
          ...table,
          get: (req) => {
            if (readOnly(req.trans)) valuesRead++;
            return table.get(req);
          },
          getMany: (req) => {
            if (readOnly(req.trans)) valuesRead += req.keys.length;
            return table.getMany(req);
          },
          query: (req) => {
            if (req.values && readOnly(req.trans)) valuesRead++;
            return table.query(req);
          },
          openCursor: (req) => {
            if (req.values && readOnly(req.trans)) valuesRead++;
            return table.openCursor(req);
          },
        };
      },
    }),
  });
  await db.open();
  setOfflineDbForTests(db);
  valuesRead = 0;
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const photo = `data:image/jpeg;base64,${'A'.repeat(400_000)}`;
const returnWithPhotos = (id: string, at: number): OutboxEntry =>
  newEntry(
    {
      id,
      kind: 'return_equipment',
      label: `İade: ${id}`,
      body: { items: [{ id: `r-${id}`, condition: 'damaged', photos: [photo, photo, photo] }], signature: 'data:' },
    },
    at,
  );

/** The next answers of a live query, one at a time. */
function answers<T>(query: Parameters<typeof watch<T>>[0]): { next: () => Promise<T>; stop: () => void } {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  const stop = watch(query, (value) => {
    queue.push(value);
    wake?.();
  });
  const next = async () => {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift()!;
  };
  return { next, stop };
}

it("follows the entries' ids and states without reading an entry, so no photo is read", async () => {
  await db.outbox.bulkPut([returnWithPhotos('a', 1), returnWithPhotos('b', 2)]);
  const live = answers(outboxStates);
  expect(await live.next()).toEqual(['a:pending', 'b:pending']);

  await db.outbox.put({ ...returnWithPhotos('b', 2), state: 'failed' });
  // In the index's order: by state, then id.
  expect(await live.next()).toEqual(['b:failed', 'a:pending']);
  await db.outbox.put({ ...returnWithPhotos('a', 1), state: 'sending' });
  expect(await live.next()).toEqual(['b:failed', 'a:sending']);
  await db.outbox.delete('a');
  expect(await live.next()).toEqual(['b:failed']);
  live.stop();

  expect(valuesRead).toBe(0);
  // The wrapper sees a reader that reads entries (as the shell's queries did before).
  await db.outbox.orderBy('createdAt').toArray();
  expect(valuesRead).toBeGreaterThan(0);
});
