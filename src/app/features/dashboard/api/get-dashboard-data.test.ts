import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_SOURCES,
  dashboardQueryKey,
  fieldRowsOnDevice,
  newest,
  prefetchAfterSignIn,
  type DashboardFieldRecord,
} from './get-dashboard-data';

const TODAY = '2026-03-01';
const record = (id: string, over: Partial<DashboardFieldRecord>): DashboardFieldRecord =>
  ({
    id,
    status: 'active',
    equipment: null,
    worker: null,
    due_date: null,
    created_at: '2026-02-01T09:00:00.000Z',
    ...over,
  }) as DashboardFieldRecord;

describe('the hand-overs the dashboard reads from the device', () => {
  const rows = [
    record('old', { created_at: '2026-01-10T09:00:00.000Z', due_date: '2026-02-27' }),
    record('new', { created_at: '2026-02-20T09:00:00.000Z', due_date: '2026-03-05' }),
    record('returned', { status: 'returned', created_at: '2026-02-25T09:00:00.000Z', due_date: '2026-01-01' }),
    // 2026 is not a leap year: due on 28 February, one day late on 1 March.
    record('leap', { created_at: '2026-02-01T09:00:00.000Z', due_date: '2026-02-28' }),
    record('open-ended', { created_at: '2026-02-10T09:00:00.000Z', due_date: null }),
    record('broken-day', { created_at: '2026-02-11T09:00:00.000Z', due_date: '2026-02-30' }),
  ];

  it('lists the active ones newest first, leaving the returned out', () => {
    expect(fieldRowsOnDevice(rows, 'fieldEquipment', TODAY).map((r) => r.id)).toEqual(['new', 'broken-day', 'open-ended', 'leap', 'old']);
  });

  it('lists the overdue ones most late first, ignoring a missing or impossible due day', () => {
    expect(fieldRowsOnDevice(rows, 'fieldOverdue', TODAY).map((r) => r.id)).toEqual(['old', 'leap']);
  });

  it('counts a due day of today as not yet late', () => {
    expect(fieldRowsOnDevice([record('today', { due_date: TODAY })], 'fieldOverdue', TODAY)).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...rows];
    fieldRowsOnDevice(rows, 'fieldEquipment', TODAY);
    expect(rows).toEqual(copy);
  });
});

describe('the newest rows', () => {
  it('takes the latest few by creation time, whatever their order', () => {
    const rows = [
      { id: 'a', created_at: '2026-01-01T00:00:00.000Z' },
      { id: 'b', created_at: '2026-03-01T00:00:00.000Z' },
      { id: 'c', created_at: '2026-02-01T00:00:00.000Z' },
      // The same instant written with an offset: 23:30 on 31 Jan UTC.
      { id: 'd', created_at: '2026-02-01T02:30:00+03:00' },
    ];
    expect(newest(rows, 2).map((r) => r.id)).toEqual(['b', 'c']);
    expect(newest(rows, 10).map((r) => r.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(newest([], 5)).toEqual([]);
  });
});

describe('what the dashboard asks the server', () => {
  it('asks for one page of five of each history, the overdue ones filtered by the server', () => {
    expect(Object.values(DASHBOARD_SOURCES).map((s) => s.path)).toEqual([
      '/field-equipment?limit=5',
      '/field-equipment?limit=5&status=overdue',
      '/broken-equipment?limit=5',
      '/transfers?limit=5',
    ]);
  });
});

describe('the reads asked as the dashboard route loads, right after a sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the histories the permissions allow and the counts, under the keys the hooks read', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const body = url.includes('/dashboard/counts')
        ? { equipment: null, workers: 3, warehouses: 1 }
        : { items: [{ id: 't1' }], filtered: 7 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = new QueryClient();
    prefetchAfterSignIn(client, ['view_transfers']);
    await vi.waitFor(() => {
      expect(client.getQueryData(dashboardQueryKey('transfers'))).toEqual({ rows: [{ id: 't1' }], count: 7, source: 'server' });
      expect(client.getQueryData(dashboardQueryKey('counts'))).toEqual({ equipment: null, workers: 3, warehouses: 1 });
    });
    // Nothing the user may not read: the hand-overs and the faults are not asked.
    expect(asked.map((u) => u.replace(/^\/api/, '')).sort()).toEqual(['/dashboard/counts', DASHBOARD_SOURCES.transfers.path]);
  });
});
