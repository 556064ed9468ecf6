// The equipment list's first page read from the mirror's indexes: the same rows, names, outbox
// marks and counts as the whole read gives for its first page, or no answer where it cannot know.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newEntry } from '@device/outbox-replay';
import { PERMISSION_NAMES } from '@shared/permissions';
import type { MirrorRow } from './db';
import type { OfflineDatabase } from '@app/lib/offline/offline-database';
import { countsWithOutbox, firstRows, readEquipmentFirstPage, readMirror } from './mirror-read';
import { closeTestDevice, openTestDevice } from './test-device';

let db: OfflineDatabase;

beforeEach(async () => {
  ({ db } = await openTestDevice('first-page-test', [['permissions', JSON.stringify(PERMISSION_NAMES)]]));
});
afterEach(() => closeTestDevice(db));

const STATUSES = ['available', 'in_field', 'broken', 'scrapped', 'in_transfer'];

/** Slim rows as the mirror stores them; `tied` rows share one creation time (an import). */
function rows(n: number, tied: ReadonlySet<number> = new Set()): MirrorRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `e${String((i * 7919) % 1000).padStart(3, '0')}-${i}`,
    serial_number: `SN-${i}`,
    model: 'GSB',
    brand_id: i % 2 ? 'b1' : 'b2',
    category_id: 'c1',
    warehouse_id: 'w1',
    status: STATUSES[i % STATUSES.length]!,
    created_by: 'u1',
    created_at: tied.has(i)
      ? '2026-03-01T11:00:00.5+00:00'
      : `2026-03-01T10:${String(i % 60).padStart(2, '0')}:${String(Math.floor(i / 60)).padStart(2, '0')}+00:00`,
  }));
}

async function seed(list: MirrorRow[]) {
  await db.brands.bulkPut([
    { id: 'b1', name: 'Bosch' },
    { id: 'b2', name: 'Makita' },
  ]);
  await db.categories.put({ id: 'c1', name: 'Matkap' });
  await db.warehouses.put({ id: 'w1', name: 'Merkez Depo' });
  await db.users.put({ id: 'u1', first_name: 'Ayşe', last_name: 'Yılmaz' });
  await db.equipment.bulkPut(list);
  await db.syncState.put({ table: 'equipment', since: '2026-03-02T00:00:00Z', syncedAt: Date.now() });
}

function summarize(list: readonly MirrorRow[]) {
  const out: Record<string, number> = { total: list.length };
  for (const s of STATUSES) out[s] = list.filter((r) => r.status === s).length;
  return out;
}

describe('equipment first page from the mirror', () => {
  it('gives the whole read’s first page and counts, ties at the page edge in the whole list’s order', async () => {
    // Rows 3…40 share one creation time, the newest of all: the page edge falls inside the tie.
    await seed(rows(60, new Set(Array.from({ length: 38 }, (_, i) => i + 3))));
    const whole = await readMirror<MirrorRow>('equipment');
    const page = await readEquipmentFirstPage<MirrorRow>(10);
    expect(page).not.toBeNull();
    expect(page!.rows.map((r) => r.id)).toEqual(whole.slice(0, 10).map((r) => r.id));
    expect(page!.rows).toEqual(whole.slice(0, 10));
    expect(page!.rows[0]).toMatchObject({
      brand: { name: expect.any(String) },
      category: { name: 'Matkap' },
      warehouse: { name: 'Merkez Depo' },
      created_by_user: { first_name: 'Ayşe' },
    });
    expect(page!.counts).toEqual(summarize(whole));
  });

  it('lays the outbox over the rows and the counts', async () => {
    await seed(rows(30));
    const whole0 = await readMirror<MirrorRow>('equipment');
    const target = whole0.find((r) => r.status === 'available')!;
    await db.outbox.add(
      newEntry({
        id: 'op-1',
        kind: 'issue_equipment',
        body: { equipment_id: target.id, worker_id: 'w', signature: 'data:' },
        label: 'Teslim',
      }),
    );
    const whole = await readMirror<MirrorRow>('equipment');
    const page = await readEquipmentFirstPage<MirrorRow>(whole.length);
    expect(page!.rows).toEqual(whole);
    expect(page!.rows.find((r) => r.id === target.id)).toMatchObject({ status: 'in_field', offline: { entryId: 'op-1' } });
    expect(page!.counts).toEqual(summarize(whole));
  });

  it('no answer before the first download is complete or for fewer rows than a page; rows without a creation time come last', async () => {
    await seed(rows(12));
    await db.equipment.put({ id: 'no-time', serial_number: 'SN-X', model: 'M', status: 'available' });
    await db.syncState.put({ table: 'equipment', syncedAt: 0, walk: { since: null, after: 'x', done: 12, total: 100 } });
    expect(await readEquipmentFirstPage(10)).toBeNull();
    await db.syncState.put({ table: 'equipment', since: '2026-03-02T00:00:00Z', syncedAt: Date.now() });
    expect(await readEquipmentFirstPage(10)).not.toBeNull();
    expect(await readEquipmentFirstPage(13)).toBeNull();
    const page = await readEquipmentFirstPage<MirrorRow>(12);
    const whole = await readMirror<MirrorRow>('equipment');
    expect(whole.at(-1)!.id).toBe('no-time');
    expect(page!.rows).toEqual(whole.slice(0, 12));
    expect(page!.counts).toEqual(summarize(whole));
  });
});

describe('pure helpers', () => {
  it('countsWithOutbox moves each pending item from its stored status to its new one', () => {
    const counts = { total: 5, available: 3, in_field: 1, broken: 1 };
    const pending = new Map([
      ['a', { status: 'in_field' }],
      ['b', { status: 'broken' }],
      ['gone', { status: 'in_field' }],
      ['same', { status: 'broken' }],
    ]);
    const stored = new Map([
      ['a', 'available'],
      ['b', 'available'],
      ['same', 'broken'],
    ]);
    expect(countsWithOutbox(counts, pending, stored)).toEqual({ total: 5, available: 1, in_field: 2, broken: 2 });
    expect(counts).toEqual({ total: 5, available: 3, in_field: 1, broken: 1 });
  });

  it('firstRows orders newest first, ties by id, and cuts at the page size', () => {
    const at = (id: string, created_at: string) => ({ id, created_at });
    const out = firstRows(
      [at('c', '2026-01-01T00:00:00Z'), at('b', '2026-01-02T00:00:00Z'), at('a', '2026-01-02T00:00:00Z'), at('d', '2026-01-03T00:00:00Z')],
      3,
    );
    expect(out.map((r) => r.id)).toEqual(['d', 'a', 'b']);
  });
});
