// Reference data read from the mirror: the first download of equipment walks slim pages and
// resumes from the stored cursor, later reads ask only for the delta, names are resolved on the
// device (the creator only when users may be read), lists the user may not read are never asked
// for, and without IndexedDB the server's answer is used.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerByPath } from '../../../../tests/helpers/device-fetch';
import { ApiError } from '../api-client';
import { setOfflineDbForTests } from '../offline/db';
import { OfflineDatabase } from '@app/lib/offline/offline-database';
import { getMirrorStatus } from '../offline/mirror-status';
import { clearMirror } from '../offline/mirror-sync';
import { EQUIPMENT_COUNTS_KEY } from '../offline/equipment-counts';
import { closeTestDevice, openTestDevice, SIGNED_IN_WITH_EVERY_PERMISSION } from '../offline/test-device';
import { readReference } from '.';

let db: OfflineDatabase;
let storage: Map<string, string>;
let requested: URL[];
/** Answers by path; a function gets the request's URL. `null` means no answer (network gone). */
let answers: Record<string, unknown>;

beforeEach(async () => {
  ({ db, storage } = await openTestDevice('reference-test', SIGNED_IN_WITH_EVERY_PERMISSION));
  requested = [];
  answers = {};
  answerByPath(
    () => answers,
    (url) => requested.push(new URL(url, 'http://app')),
  );
});
afterEach(() => closeTestDevice(db));

const slim = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  serial_number: `SN-${id}`,
  model: 'GSB',
  brand_id: 'b1',
  category_id: null,
  warehouse_id: 'w1',
  status: 'available',
  created_by: 'u1',
  created_at: createdAt,
  updated_at: createdAt,
  ...extra,
});

/** Three slim pages of two rows; the cursor names the page that follows. */
const PAGES: Record<string, { items: unknown[]; next_cursor: string | null }> = {
  '': { items: [slim('e1', '2026-01-01T10:00:00.1+00:00'), slim('e2', '2026-01-03T10:00:00.123456+00:00')], next_cursor: 'c1' },
  c1: { items: [slim('e3', '2026-01-02T10:00:00+00:00'), slim('e4', '2026-01-05T10:00:00+00:00')], next_cursor: 'c2' },
  c2: { items: [slim('e5', '2026-01-04T10:00:00+00:00')], next_cursor: null },
};

function equipmentServer(serverTime = '2026-02-01T00:00:00.000Z') {
  return (url: URL) => {
    if (!url.searchParams.has('limit')) return { items: [], deleted: [], server_time: '2026-03-01T00:00:00.000Z', next_cursor: null };
    const page = PAGES[url.searchParams.get('after') ?? '']!;
    return { ...page, deleted: [], server_time: serverTime, ...(url.searchParams.has('after') ? {} : { total: 5 }) };
  };
}

function namesServer() {
  answers['/brands'] = [{ id: 'b1', name: 'Bosch' }];
  answers['/categories'] = [];
  answers['/warehouses'] = [{ id: 'w1', name: 'Merkez' }];
  answers['/users'] = [{ id: 'u1', first_name: 'Ayşe', last_name: 'Kara' }];
}

async function names() {
  for (const t of ['brands', 'categories', 'warehouses', 'users'] as const) await readReference(t);
}

describe('reference data: equipment', () => {
  it('walks the first download page by page, resolves names, newest first, and keeps the first page clock', async () => {
    namesServer();
    await names();
    answers['/equipment'] = equipmentServer();
    const rows = await readReference<{ id: string; brand: unknown; warehouse: unknown; created_by_user: unknown }>('equipment');
    expect(rows.map((r) => r.id)).toEqual(['e4', 'e5', 'e2', 'e3', 'e1']);
    expect(rows[0]).toMatchObject({
      brand: { id: 'b1', name: 'Bosch' },
      warehouse: { id: 'w1', name: 'Merkez' },
      created_by_user: { first_name: 'Ayşe', last_name: 'Kara' },
    });
    const walk = requested.filter((u) => u.pathname === '/api/equipment');
    expect(walk.map((u) => u.searchParams.get('after'))).toEqual([null, 'c1', 'c2']);
    expect(walk.every((u) => u.searchParams.get('fields') === 'ids' && u.searchParams.get('since') === new Date(0).toISOString())).toBe(
      true,
    );
    expect(await db.syncState.get('equipment')).toMatchObject({ since: '2026-02-01T00:00:00.000Z' });
    expect((await db.syncState.get('equipment'))?.walk).toBeUndefined();

    // The next read (e.g. right after this device's write) asks only for what changed.
    requested = [];
    await readReference('equipment');
    const [delta] = requested.filter((u) => u.pathname === '/api/equipment');
    expect(delta!.searchParams.get('since')).toBe('2026-02-01T00:00:00.000Z');
    expect(delta!.searchParams.get('fields')).toBe('ids');
    expect(delta!.searchParams.has('limit')).toBe(false);
  });

  it('a new device whose start-up sync has not reached the names yet reads equipment with its names, never without a brand', async () => {
    namesServer();
    answers['/equipment'] = equipmentServer();
    const rows = await readReference<{ id: string; brand: unknown; warehouse: unknown }>('equipment');
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => JSON.stringify(r.brand) === JSON.stringify({ id: 'b1', name: 'Bosch' }))).toBe(true);
    expect(rows[0]).toMatchObject({ warehouse: { id: 'w1', name: 'Merkez' } });

    // A row naming a brand the device does not hold keeps a blank-named reference, not none.
    answers['/brands'] = null;
    answers['/equipment'] = {
      items: [slim('e6', '2026-01-06T10:00:00Z', { brand_id: 'b2' })],
      deleted: [],
      server_time: '2026-02-02T00:00:00.000Z',
    };
    const later = await readReference<{ id: string; brand: unknown }>('equipment');
    expect(later.find((r) => r.id === 'e6')).toMatchObject({ brand: { id: 'b2', name: '' } });
  });

  it('an interrupted walk keeps its pages and cursor, shows them without a network, and resumes from the cursor', async () => {
    namesServer();
    await names();
    const server = equipmentServer();
    answers['/equipment'] = (url: URL) => (url.searchParams.get('after') === 'c1' ? null : server(url));
    const partial = await readReference<{ id: string }>('equipment');
    expect(partial.map((r) => r.id).sort()).toEqual(['e1', 'e2']);
    expect(getMirrorStatus().servedFromMirror).toBe(true);
    expect(getMirrorStatus().download).toBeNull();
    expect(await db.syncState.get('equipment')).toMatchObject({
      walk: { since: '2026-02-01T00:00:00.000Z', after: 'c1', done: 2, total: 5 },
    });

    requested = [];
    answers['/equipment'] = equipmentServer('2026-09-09T00:00:00.000Z');
    const rows = await readReference<{ id: string }>('equipment');
    expect(rows).toHaveLength(5);
    expect(requested.filter((u) => u.pathname === '/api/equipment').map((u) => u.searchParams.get('after'))).toEqual(['c1', 'c2']);
    // The clock is the first page's, taken before the reload: nothing changed meanwhile is missed.
    expect(await db.syncState.get('equipment')).toMatchObject({ since: '2026-02-01T00:00:00.000Z' });
  });

  it('a user who may not read users sees no creator; one who may not read brands gets rows with their names', async () => {
    storage.set('permissions', JSON.stringify(['view_equipment']));
    namesServer();
    await names();
    expect(requested.some((u) => u.pathname === '/api/users')).toBe(false);
    answers['/equipment'] = equipmentServer();
    const rows = await readReference<{ id: string; created_by_user: unknown; brand: unknown }>('equipment');
    expect(rows.find((r) => r.id === 'e1')).toMatchObject({ created_by_user: null, brand: { name: 'Bosch' } });

    storage.set('permissions', JSON.stringify(['view_field_equipment']));
    await db.equipment.clear();
    await db.syncState.clear();
    requested = [];
    answers['/equipment'] = {
      items: [{ ...slim('e9', '2026-01-01T00:00:00Z'), brand: { id: 'b1', name: 'Bosch' } }],
      deleted: [],
      server_time: '2026-02-01T00:00:00.000Z',
    };
    const full = await readReference<{ id: string; brand: unknown }>('equipment');
    expect(full).toMatchObject([{ id: 'e9', brand: { name: 'Bosch' } }]);
    expect(requested.find((u) => u.pathname === '/api/equipment')!.searchParams.has('fields')).toBe(false);
  });
});

describe('reference data: the equipment read kept between visits, the counts kept by the writes', () => {
  const countsOf = (rows: Array<{ status: string }>) => {
    const out: Record<string, number> = { total: rows.length, available: 0, in_field: 0, broken: 0, scrapped: 0, in_transfer: 0 };
    for (const r of rows) out[r.status]!++;
    return out;
  };

  it('a read with nothing changed gives the same rows; a delta, a renamed brand or a sign-out gives new ones', async () => {
    namesServer();
    await names();
    answers['/equipment'] = equipmentServer();
    const first = await readReference<{ id: string; status: string }>('equipment');
    expect((await db.meta.get(EQUIPMENT_COUNTS_KEY))?.value).toEqual(countsOf(first));
    // Nothing changed on the server: the very same array (no re-read, no re-render of 100k rows).
    expect(await readReference('equipment')).toBe(first);

    // A delta: e1 handed out, e3 deleted, e6 new and scrapped; the kept counts follow.
    answers['/equipment'] = {
      items: [
        slim('e1', '2026-01-01T10:00:00.1+00:00', { status: 'in_field' }),
        slim('e6', '2026-01-06T10:00:00+00:00', { status: 'scrapped' }),
      ],
      deleted: ['e3'],
      server_time: '2026-03-02T00:00:00.000Z',
    };
    const second = await readReference<{ id: string; status: string }>('equipment');
    expect(second).not.toBe(first);
    expect(second.map((r) => r.id)).toEqual(['e6', 'e4', 'e5', 'e2', 'e1']);
    expect(second.find((r) => r.id === 'e1')!.status).toBe('in_field');
    expect((await db.meta.get(EQUIPMENT_COUNTS_KEY))?.value).toEqual(countsOf(second));

    // Warehouses and users come whole on every read: the same answer keeps the rows as they were.
    answers['/equipment'] = { items: [], deleted: [], server_time: '2026-03-03T00:00:00.000Z' };
    await readReference('warehouses');
    await readReference('users');
    expect(await readReference('equipment')).toBe(second);
    answers['/warehouses'] = [{ id: 'w1', name: 'Merkez Yeni' }];
    await readReference('warehouses');
    const renamed = await readReference<{ warehouse: { name: string } }>('equipment');
    expect(renamed).not.toBe(second);
    expect(renamed[0]!.warehouse.name).toBe('Merkez Yeni');

    // A renamed brand names the rows anew.
    expect(await readReference('equipment')).toBe(renamed);
    answers['/brands'] = { items: [{ id: 'b1', name: 'Bosch Yeni' }], deleted: [], server_time: '2026-03-03T00:00:00.000Z' };
    await readReference('brands');
    const third = await readReference<{ brand: { name: string } }>('equipment');
    expect(third).not.toBe(renamed);
    expect(third[0]!.brand.name).toBe('Bosch Yeni');

    // Signed out: nothing of the previous user's rows is given again.
    await clearMirror();
    expect(await db.meta.get(EQUIPMENT_COUNTS_KEY)).toBeUndefined();
    answers['/equipment'] = null;
    await expect(readReference('equipment')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('reference data: any list', () => {
  it('warehouses and users come whole every time (their counters and locks change without the row), in the server order', async () => {
    answers['/warehouses'] = [
      { id: 'w3', name: 'Zeytinburnu', equipment_count: 1 },
      { id: 'w1', name: 'İzmir', equipment_count: 5 },
      { id: 'w2', name: 'Çorlu', equipment_count: 1 },
    ];
    expect((await readReference<{ id: string }>('warehouses')).map((w) => w.id)).toEqual(['w1', 'w2', 'w3']);
    answers['/warehouses'] = [{ id: 'w2', name: 'Çorlu', equipment_count: 9 }];
    expect(await readReference('warehouses')).toMatchObject([{ id: 'w2', equipment_count: 9 }]);
    expect(requested.filter((u) => u.pathname === '/api/warehouses').every((u) => u.search === '')).toBe(true);
    answers['/users'] = [
      { id: 'u2', first_name: 'İrem', last_name: 'Ak' },
      { id: 'u1', first_name: 'Zeynep', last_name: 'Su' },
      { id: 'u3', first_name: 'Işık', last_name: 'Er' },
    ];
    expect((await readReference<{ id: string }>('users')).map((u) => u.id)).toEqual(['u3', 'u2', 'u1']);
  });

  it('a list the user may not read reads as empty and is never asked for', async () => {
    storage.set('permissions', JSON.stringify(['view_dashboard']));
    expect(await readReference('repairers')).toEqual([]);
    expect(requested).toHaveLength(0);
  });

  it('without a network and without a copy the screen gets the network error', async () => {
    answers['/repairers'] = null;
    await expect(readReference('repairers')).rejects.toBeInstanceOf(ApiError);
  });

  it('without IndexedDB the server answer is used as is', async () => {
    class Unopenable extends OfflineDatabase {
      override open(): ReturnType<OfflineDatabase['open']> {
        return Promise.reject(new Error('IndexedDB yok')) as unknown as ReturnType<OfflineDatabase['open']>;
      }
    }
    setOfflineDbForTests(new Unopenable('reference-test-unopenable'));
    answers['/repairers'] = [{ id: 'r1', name: 'Usta' }];
    expect(await readReference('repairers')).toEqual([{ id: 'r1', name: 'Usta' }]);
    expect(requested.map((u) => u.pathname + u.search)).toEqual(['/api/repairers']);
  });
});
