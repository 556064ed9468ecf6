// Runs inside Chromium (bundled by stocktake.bench.ts): a read resolved from the mirrored equipment
// list and the session's frozen set, the live counters over every read, and the result screen of a
// 20,000-item count rendered by the app's own component.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { ResultView } from '@app/features/stocktake/components/result-page';
import type { FrozenItem, ResultRow, StocktakeResult } from '@app/features/stocktake/api/types';
import { frozenIndex, resolveRead } from '@app/features/stocktake/lib/resolve-read';
import { tally } from '@app/features/stocktake/lib/tally';
import { offlineDb } from '@app/lib/offline/db';
import { SessionProvider } from '@app/lib/session';
import { emptyCounters } from '@shared/schemas/stocktake';

export interface ResolveFigures {
  items: number;
  seedMs: number;
  resolveMs: number[];
  tallyMs: number;
}

const HOME = 'wh-home';
const serial = (i: number) => `SAY-${String(i).padStart(6, '0')}`;

async function resolveBench(items: number): Promise<ResolveFigures> {
  const db = await offlineDb();
  await db.equipment.clear();
  const t0 = performance.now();
  const rows = Array.from({ length: items + 1000 }, (_, i) => ({
    id: `eq-${i}`,
    serial_number: serial(i),
    model: 'GSH 11 VC',
    status: 'available',
    warehouse_id: i < items ? HOME : 'wh-other',
    brand: { id: 'b', name: 'Bosch' },
    warehouse: { id: i < items ? HOME : 'wh-other', name: i < items ? 'Ana Depo' : 'Şube Depo' },
  }));
  await db.equipment.bulkPut(rows);
  const seedMs = performance.now() - t0;
  const frozen: FrozenItem[] = rows.slice(0, items).map((r) => ({
    equipment_id: r.id,
    kind: 'expected',
    serial_number: r.serial_number,
    model: r.model,
    brand_name: 'Bosch',
    category_name: null,
    status: 'available',
    holder: null,
  }));
  const index = frozenIndex(HOME, 'Ana Depo', frozen);
  const resolveMs: number[] = [];
  // Expected items, items of another warehouse (from the mirror) and unknown serials, in turn.
  for (let i = 0; i < 300; i++) {
    const s = i % 3 === 0 ? serial(i * 37) : i % 3 === 1 ? serial(items + (i % 1000)) : `YOK-${i}`;
    const t = performance.now();
    await resolveRead(index, s);
    resolveMs.push(performance.now() - t);
  }
  const reads = frozen.map((f) => ({ serial_number: f.serial_number, place: { outcome: 'found' as const, model: f.model, brand_name: 'Bosch', warehouse_name: 'Ana Depo', status: 'available', holder: null } }));
  const t1 = performance.now();
  tally(items, reads);
  const tallyMs = performance.now() - t1;
  return { items, seedMs, resolveMs, tallyMs };
}

function resultOf(items: number): StocktakeResult {
  const rows: ResultRow[] = Array.from({ length: items }, (_, i) => ({
    serial_number: serial(i),
    outcome: i % 20 === 0 ? 'missing' : 'found',
    equipment_id: `eq-${i}`,
    model: 'GSH 11 VC',
    brand_name: 'Bosch',
    category_name: 'Kırıcı',
    status: 'available',
    warehouse_id: HOME,
    warehouse_name: 'Ana Depo',
    holder: null,
    read_count: i % 20 === 0 ? 0 : 1,
    first_counted_at: i % 20 === 0 ? null : new Date().toISOString(),
    counted_by_name: i % 20 === 0 ? null : 'Ayşe Demir',
  }));
  const counters = { ...emptyCounters(), expected: items, found: rows.filter((r) => r.outcome === 'found').length, reads: items };
  counters.missing = items - counters.found;
  const person = { id: 'u', first_name: 'Ayşe', last_name: 'Demir' };
  return {
    session: {
      id: '00000000-0000-4000-8000-000000000000',
      warehouse_id: HOME,
      warehouse_name: 'Ana Depo',
      categories: [],
      note: null,
      status: 'closed',
      counters,
      started_at: new Date().toISOString(),
      closed_at: new Date().toISOString(),
      started_by_user: person,
      closed_by_user: person,
      expected_count: items,
      read_count: items,
      counters_users: [person],
    },
    counters,
    rows,
    away: [],
    settlements: [],
  };
}

/** From the render call to the first frame after the result's tables are in the page. */
async function renderBench(items: number): Promise<number> {
  const data = resultOf(items);
  const host = document.createElement('div');
  document.body.append(host);
  const queryClient = new QueryClient();
  const rootRoute = createRootRoute({ component: () => <ResultView data={data} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const t0 = performance.now();
  createRoot(host).render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  while (!host.querySelector('[data-testid="result-found"] [data-testid="result-row"]')) await new Promise((r) => setTimeout(r, 1));
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  return performance.now() - t0;
}

(globalThis as unknown as { depoStocktakeBench: unknown }).depoStocktakeBench = { resolveBench, renderBench };
