// A worker's PPE card (docs/stock.md): per item what they hold, when it was last given, the next
// replacement day (due ones marked) and the KKD- paper it was given on; a returnable item still
// held stops the worker's clearance.
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, warehouseToday } from '@shared/local-day';
import type { PpeCardLine } from '@shared/stock';
import { SessionProvider } from '@app/lib/session';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp } from '../../../../../tests/helpers/render-with-app';
import { sid } from '../../../../../tests/helpers/stock-fixtures';
import { PpeCard, useHoldsReturnable } from './ppe-card';

const WORKER = sid(300);
const line = (n: number, over: Partial<PpeCardLine>): PpeCardLine => ({
  item_id: sid(100 + n),
  name: 'Baret',
  kind: 'ppe',
  unit: 'adet',
  variant: null,
  standard: 'EN 397',
  returnable: false,
  held: 1,
  last_issued_at: '2026-05-31T21:30:00.000Z',
  next_replacement_on: null,
  issues: [],
  ...over,
});
const today = warehouseToday();
const HELMET = line(1, {
  next_replacement_on: addDays(today, -3),
  issues: [
    {
      id: sid(700),
      issue_id: sid(800),
      quantity: 1,
      at: '2026-05-31T21:30:00.000Z',
      document: { id: sid(801), number: 'KKD-2026-000003' },
      warehouse_name: 'Gebze',
    },
  ],
});
const GLOVES = line(2, {
  name: 'İş Eldiveni',
  unit: 'çift',
  variant: '9',
  standard: null,
  held: 12.5,
  next_replacement_on: addDays(today, 10),
});
const HARNESS = line(3, { name: 'Emniyet Kemeri', kind: 'ppe', returnable: true, held: 1 });

const path = `/stock/workers/${WORKER}/ppe`;
const server = fakeApi({ [`GET ${path}`]: [HELMET, GLOVES] });

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 1400);
});
afterEach(() => vi.restoreAllMocks());

describe('a worker’s PPE card', () => {
  it('lists what the worker holds, when last given, and the replacement day, a passed one marked as due', async () => {
    server.signIn(['view_workers']);
    await renderRoutedWithApp(<PpeCard workerId={WORKER} />);
    const rows = await screen.findAllByTestId('ppe-line');
    const [helmet, gloves] = rows;
    expect(within(helmet!).getByText('Baret')).toBeInTheDocument();
    expect(within(helmet!).getByText('KKD')).toBeInTheDocument();
    expect(within(helmet!).getByText('1 adet')).toBeInTheDocument();
    // Given late in the evening of 31 May UTC: 1 June in Istanbul.
    expect(within(helmet!).getByText('1 Haz 2026')).toBeInTheDocument();
    expect(within(helmet!).getByText(/\(süresi geldi\)$/)).toHaveClass('text-red-700');
    expect(within(helmet!).getByRole('link', { name: 'KKD-2026-000003' })).toHaveAttribute('href', `/stock/issues/${sid(800)}`);
    expect(within(gloves!).getByText('İş Eldiveni (9)')).toBeInTheDocument();
    expect(within(gloves!).getByText('12,5 çift')).toBeInTheDocument();
    expect(within(gloves!).queryByText(/süresi geldi/)).not.toBeInTheDocument();
    expect(within(gloves!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown when the worker holds nothing, nor asked for without a permission that reads it', async () => {
    server.answer(`GET ${path}`, []);
    server.signIn(['view_workers']);
    const view = await renderRoutedWithApp(<PpeCard workerId={WORKER} />);
    await waitFor(() => expect(server.requests.some((r) => r.path === path)).toBe(true));
    expect(screen.queryByRole('table', { name: 'KKD ve Malzeme Kartı' })).not.toBeInTheDocument();
    view.unmount();
    server.requests.length = 0;
    server.signIn(['view_equipment']);
    await renderRoutedWithApp(<PpeCard workerId={WORKER} />);
    expect(screen.queryByText('KKD ve Malzeme Kartı')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === path)).toEqual([]);
  });

  it('tells whether the worker still holds a returnable item', async () => {
    server.signIn(['view_stock']);
    /** The answer once the card is read with these lines. */
    const holds = async (lines: PpeCardLine[]) => {
      server.answer(`GET ${path}`, lines);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      );
      const hook = renderHook(() => useHoldsReturnable(WORKER), { wrapper });
      await waitFor(() => expect(client.getQueryState(['stock', 'ppe', WORKER])?.status).toBe('success'));
      const answer = hook.result.current;
      hook.unmount();
      return answer;
    };
    expect(await holds([HELMET, GLOVES])).toBe(false);
    expect(await holds([HELMET, HARNESS])).toBe(true);
    // Given back: held 0.
    expect(await holds([{ ...HARNESS, held: 0 }])).toBe(false);
  });
});
