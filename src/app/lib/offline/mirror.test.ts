// The mirror: delta sync into IndexedDB, reading it back when the network is gone, names resolved
// at read time, and the outbox laid over the rows.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByPath } from '../../../../tests/helpers/device-fetch';
import { newEntry } from '@device/outbox-replay';
import { api, ApiError } from '../api-client';
import type { OfflineDatabase } from '@app/lib/offline/offline-database';
import { getMirrorStatus, syncMirrors, syncTable, withMirror } from './mirror';
import { closeTestDevice, openTestDevice, SIGNED_IN_WITH_EVERY_PERMISSION } from './test-device';

let db: OfflineDatabase;
let answers: Record<string, unknown>;
let requested: string[];
let storage: Map<string, string>;

beforeEach(async () => {
  ({ db, storage } = await openTestDevice('mirror-test', SIGNED_IN_WITH_EVERY_PERMISSION));
  answers = {};
  requested = [];
  answerByPath(
    () => answers,
    (url) => requested.push(url),
  );
});
afterEach(() => closeTestDevice(db));

const item = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  serial_number: `SN-${id}`,
  model: 'XR-500',
  status: 'available',
  brand_id: 'b1',
  brand: { id: 'b1', name: 'Eski Marka' },
  category_id: null,
  category: null,
  warehouse_id: 'w1',
  warehouse: { id: 'w1', name: 'Merkez' },
  ...extra,
});

describe('delta sync', () => {
  it('asks with since, applies items and deletions, keeps server_time for the next call', async () => {
    answers['/equipment'] = { items: [item('e1'), item('e2')], deleted: [], server_time: '2026-01-01T00:00:00.000Z' };
    answers['/brands'] = [{ id: 'b1', name: 'Makita' }];
    const first = await syncMirrors();
    expect(first.find((s) => s.table === 'equipment')).toMatchObject({ mode: 'delta', changed: 2 });
    expect(first.find((s) => s.table === 'brands')).toMatchObject({ mode: 'full', changed: 1 });
    expect(first.find((s) => s.table === 'users')).toMatchObject({ mode: 'skipped' }); // 403: skipped, no sign-out
    expect(requested.find((u) => u.startsWith('/api/equipment'))).toContain(`since=${encodeURIComponent(new Date(0).toISOString())}`);
    expect(await db.equipment.count()).toBe(2);

    answers['/equipment'] = { items: [item('e3')], deleted: ['e1'], server_time: '2026-01-02T00:00:00.000Z' };
    requested = [];
    await syncMirrors();
    expect(requested.find((u) => u.startsWith('/api/equipment'))).toContain(encodeURIComponent('2026-01-01T00:00:00.000Z'));
    expect((await db.equipment.toCollection().primaryKeys()).sort()).toEqual(['e2', 'e3']);
    expect(getMirrorStatus().syncedAt).not.toBeNull();
  });

  it('keeps only active hand-overs', async () => {
    answers['/field-equipment'] = {
      items: [
        { id: 'f1', status: 'active' },
        { id: 'f2', status: 'returned' },
      ],
      deleted: [],
      server_time: '2026-01-01T00:00:00.000Z',
    };
    await db.field_equipment.put({ id: 'f2', status: 'active' });
    await db.syncState.put({ table: 'field_equipment', since: '2025-12-01T00:00:00.000Z', syncedAt: Date.now() });
    await syncMirrors();
    expect(await db.field_equipment.toCollection().primaryKeys()).toEqual(['f1']);
  });

  it('asks a first sync of hand-overs for the active ones only, later deltas unfiltered', async () => {
    answers['/field-equipment'] = { items: [], deleted: [], server_time: '2026-01-01T00:00:00.000Z' };
    await syncMirrors();
    await syncMirrors();
    const calls = requested.filter((u) => u.startsWith('/api/field-equipment'));
    expect(calls[0]).toMatch(/&status=active$/);
    expect(calls[1]).not.toMatch(/status=/);
  });

  it('asks only for the lists the user may read', async () => {
    storage.set('permissions', JSON.stringify(['view_dashboard']));
    await syncMirrors();
    const lists = requested.map((u) => u.replace(/^\/api/, '').replace(/\?.*$/, '')).sort();
    expect(lists).toEqual(['/departments', '/equipment', '/field-equipment', '/warehouses', '/workers']);
  });

  it('a refresh asked while a run is under way is followed by one more (shared); the background sync joins the run', async () => {
    const user = (locked: boolean) => ({
      id: 'u1',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      locked_until: locked ? '2026-12-01T10:00:00.000Z' : null,
    });
    answers['/users'] = [user(true)];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch as (url: string) => Promise<Response>;
    vi.stubGlobal('fetch', async (url: string) => {
      const body = answer(url);
      if (requested.length === 1) await held; // the first request left before the write below
      return body;
    });
    const background = syncTable('users', { joinRunning: true });
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    // The unlock is answered while that list's answer is on its way.
    answers['/users'] = [user(false)];
    answers['/users/u1/unlock'] = user(false);
    await api.post('/users/u1/unlock');
    const afterWrite = [syncTable('users'), syncTable('users')];
    const joined = syncTable('users', { joinRunning: true });
    expect(afterWrite[0]).toBe(afterWrite[1]);
    expect(joined).toBe(background);
    release();
    await Promise.all([background, ...afterWrite, joined]);
    expect(requested.filter((u) => /^\/api\/users(\?|$)/.test(u))).toHaveLength(2);
    expect(await db.mirror('users').get('u1')).toMatchObject({ locked_until: null });
  });

  it('a read asked while a run is under way shares it when no write was answered since it left', async () => {
    answers['/users'] = [{ id: 'u1', first_name: 'Ayşe', last_name: 'Yılmaz' }];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch as (url: string) => Promise<Response>;
    vi.stubGlobal('fetch', async (url: string) => {
      const body = answer(url);
      await held;
      return body;
    });
    // The start-up sync, then a screen's first read of the same list before its answer came.
    const startUp = syncTable('users', { joinRunning: true });
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    const firstRead = syncTable('users');
    expect(firstRead).toBe(startUp);
    release();
    await Promise.all([startUp, firstRead]);
    expect(requested).toHaveLength(1);
  });

  it('a run that found the server unreachable is not followed by another', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      throw new TypeError('Failed to fetch');
    });
    const first = syncTable('users');
    const second = syncTable('users');
    expect(await second).toMatchObject({ unreachable: true });
    await first;
    expect(requested).toHaveLength(1);
  });
});

describe('withMirror', () => {
  const offline = () => Promise.reject(new ApiError(0, 'Sunucuya ulaşılamıyor.', null));

  it('serves mirrored rows when the network is gone, with current names and the outbox laid over', async () => {
    await db.equipment.bulkPut([item('e1'), item('e2')]);
    await db.brands.put({ id: 'b1', name: 'Yeni Marka' });
    await db.syncState.put({ table: 'equipment', since: '2026-01-01T00:00:00.000Z', syncedAt: Date.now() });
    await db.outbox.add(
      newEntry({
        id: 'op-1',
        kind: 'issue_equipment',
        body: { equipment_id: 'e2', worker_id: 'w', signature: 'data:' },
        label: 'Teslim: SN-e2 → Ali',
      }),
    );
    const rows = (await withMirror('equipment', offline)()) as Array<ReturnType<typeof item> & { offline?: { state: string } }>;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('e1')!.brand).toEqual({ id: 'b1', name: 'Yeni Marka' });
    expect(byId.get('e1')!.status).toBe('available');
    expect(byId.get('e2')!.status).toBe('in_field');
    expect(byId.get('e2')!.offline).toMatchObject({ state: 'pending', label: 'Teslim: SN-e2 → Ali' });
    expect(getMirrorStatus().servedFromMirror).toBe(true);
  });

  it('online: the network rows, with the outbox laid over; other errors pass through', async () => {
    await db.outbox.add(
      newEntry({ id: 'op-2', kind: 'report_fault', body: { equipment_id: 'e1', warehouse_id: 'w1', issue: 'x' }, label: 'Arıza' }),
    );
    const rows = (await withMirror('equipment', async () => [item('e1')])()) as Array<{ status: string }>;
    expect(rows[0]!.status).toBe('broken');
    expect(getMirrorStatus().servedFromMirror).toBe(false);
    await expect(withMirror('equipment', () => Promise.reject(new ApiError(500, 'Sunucu hatası.', null)))()).rejects.toThrow(
      'Sunucu hatası.',
    );
  });

  it('a worker created offline shows in the worker list', async () => {
    await db.departments.put({ id: 'd1', name: 'Saha' });
    await db.outbox.add(
      newEntry({
        id: 'op-w',
        kind: 'create_worker',
        body: { first_name: 'Ece', last_name: 'Su', tc_no: '12345678901', phone: '5321112233', department_id: 'd1' },
        label: 'Yeni işçi',
      }),
    );
    const rows = (await withMirror('workers', async () => [])()) as Array<{ id: string; department: { name: string } }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'op-w', department: { name: 'Saha' } });
  });

  it('without any mirrored data the network error is passed on (the screen shows its error)', async () => {
    await expect(withMirror('repairers', offline)()).rejects.toBeInstanceOf(ApiError);
  });
});
