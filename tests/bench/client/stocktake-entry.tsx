// Runs inside Chromium (bundled by stocktake.bench.ts): the result screen of a 20,000-item count
// rendered by the app's own component.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { ResultView } from '@app/features/stocktake/components/result-page';
import type { ResultRow, StocktakeResult } from '@app/features/stocktake/api/types';
import { SessionProvider } from '@app/lib/session';
import { emptyCounters } from '@shared/schemas/stocktake';

const HOME = 'wh-home';
const serial = (i: number) => `SAY-${String(i).padStart(6, '0')}`;

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
      document: null,
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
      late_pending: 0,
      counters_users: [person],
    },
    counters,
    rows,
    away: [],
    settlements: [],
    late_reads: [],
  };
}

/** From the render call to the first frame after the result's sections are in the page (the differences open, the found items closed). */
async function renderBench(items: number): Promise<number> {
  const data = resultOf(items);
  const host = document.createElement('div');
  document.body.append(host);
  const queryClient = new QueryClient();
  const rootRoute = createRootRoute({
    component: () => <ResultView data={data} complete onNeedAll={() => {}} loadAll={() => Promise.resolve(data)} />,
  });
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
  while (
    !host.querySelector('[data-testid="result-missing"] [data-testid="result-row"]') ||
    !host.querySelector('[data-testid="result-found"] summary')
  )
    await new Promise((r) => setTimeout(r, 1));
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  return performance.now() - t0;
}

(globalThis as unknown as { depoStocktakeBench: unknown }).depoStocktakeBench = { renderBench };
