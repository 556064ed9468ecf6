// A device that still holds entries queued by an earlier version ({ method, path, body }): opening
// the database with this version's schema turns them into typed commands once, and the replay
// then sends each as the request it stood for.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LEGACY_UNREADABLE } from '@device/outbox-legacy';
import { outboxRequest } from '@device/outbox';
import { replayOutbox } from '@device/outbox-replay';
import { dexieOutboxStore } from '@device/outbox-store';
import { OfflineDatabase } from './offline-database';
import { pastDevice } from './test-device';

/** The database as the version before the typed outbox left it (schema version 3). */
async function oldDevice(name: string, entries: Array<Record<string, unknown>>): Promise<void> {
  const old = pastDevice(name, 3);
  await old.table('outbox').bulkAdd(entries);
  old.close();
}

const entry = (id: string, createdAt: number, request: Record<string, unknown>) => ({
  id,
  label: id,
  state: 'pending',
  createdAt,
  updatedAt: createdAt,
  attempts: 1,
  nextAttemptAt: 0,
  key: `key-${id}`,
  ...request,
});

describe('entries of an earlier version, on opening the database', () => {
  it('become typed commands with their key, and are sent as the same requests', async () => {
    const name = `legacy-${Math.random()}`;
    const signature = 'data:image/png;base64,AAAA';
    await oldDevice(name, [
      entry('a', 1, {
        kind: 'issue_equipment',
        method: 'POST',
        path: '/field-equipment',
        body: { equipment_id: 'e1', worker_id: 'w1', signature },
      }),
      entry('b', 2, { kind: 'return_equipment', method: 'PUT', path: '/field-equipment/h7/return' }),
      entry('c', 3, { kind: 'stocktake_read', method: 'POST', path: '/stocktakes/s3/reads', body: { id: 'r1', serial_number: 'SN-1' } }),
      entry('d', 4, { kind: 'report_fault', method: 'PATCH', path: '/somewhere' }),
    ]);
    const db = new OfflineDatabase(name);
    const rows = await db.outbox.orderBy('createdAt').toArray();
    expect(rows.map((r) => ('method' in r || 'path' in r ? 'old' : 'typed'))).toEqual(['typed', 'typed', 'typed', 'old']);
    expect(rows.map((r) => r.key)).toEqual(['key-a', 'key-b', 'key-c', 'key-d']);
    expect(rows.slice(0, 3).map((r) => outboxRequest(r))).toEqual([
      { method: 'POST', path: '/field-equipment', body: { equipment_id: 'e1', worker_id: 'w1', signature } },
      { method: 'PUT', path: '/field-equipment/h7/return' },
      { method: 'POST', path: '/stocktakes/s3/reads', body: { id: 'r1', serial_number: 'SN-1' } },
    ]);
    // Not readable: kept, failed, with a message the outbox panel shows.
    expect(rows[3]).toMatchObject({ id: 'd', state: 'failed', error: LEGACY_UNREADABLE });
    db.close();
    // Once: a second opening finds nothing to change.
    const again = new OfflineDatabase(name);
    expect(await again.outbox.count()).toBe(4);
    again.close();
  });

  it('written after the update (a tab still running an earlier version): sent by the replay, or failed with what to do', async () => {
    const db = new OfflineDatabase(`legacy-late-${Math.random()}`);
    await db.open();
    const outbox = db.table<Record<string, unknown>, string>('outbox');
    await outbox.bulkAdd([
      entry('a', 1, {
        kind: 'report_fault',
        method: 'POST',
        path: '/broken-equipment',
        body: { equipment_id: 'e1', warehouse_id: 'w1', issue: 'Motor' },
      }),
      entry('b', 2, { kind: 'report_fault', method: 'PATCH', path: '/somewhere' }),
    ]);
    const sent: string[] = [];
    const report = await replayOutbox(
      dexieOutboxStore(
        db,
        async () => 'tok',
        async () => null,
      ),
      async (r) => {
        sent.push(`${r.method} ${r.url} ${r.headers['Idempotency-Key']}`);
        return { status: 500, body: null };
      },
    );
    // The first is sent under its key (a 500 leaves it pending for a later try), stored as a command.
    expect(sent).toEqual(['POST /api/broken-equipment key-a']);
    const [a, b] = await db.outbox.orderBy('createdAt').toArray();
    expect(a).toMatchObject({ id: 'a', state: 'pending', kind: 'report_fault', body: { equipment_id: 'e1' } });
    expect('method' in a! || 'path' in a!).toBe(false);
    // The second cannot be read: failed, with a reason the panel shows, never 'Beklemede' in silence.
    expect(b).toMatchObject({ id: 'b', state: 'failed', error: LEGACY_UNREADABLE });
    expect(report.failed.map((f) => f.id)).toEqual(['b']);
    db.close();
    await db.delete();
  });
});
