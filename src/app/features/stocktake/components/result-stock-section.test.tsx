// The stock lines on a count's result (docs/stock.md "In the stocktake"): the item's figure (every
// counter's number added up) beside the books and the difference, each counter's number when more
// than one counted, a number that came after the close marked, what an earlier settling wrote and
// what is still to settle, settled lines said so, and 'Stok Farklarını İşle' for whom may settle.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockCountLine } from '../api/types';
import { ResultStockSection } from './result-stock-section';

const state = vi.hoisted(() => ({
  lines: [] as StockCountLine[],
  allowed: true,
  settle: vi.fn(async () => []),
}));
vi.mock('@app/lib/session', () => ({ useSession: () => ({ can: () => state.allowed }) }));
vi.mock('../api/stock-counts', () => ({
  useStockCounts: () => ({ data: state.lines }),
  useSettleStockCounts: () => ({ mutateAsync: state.settle, isPending: false }),
}));

const person = (first_name: string, last_name: string) => ({ id: `${first_name}-${last_name}`, first_name, last_name });
const ayse = person('Ayşe', 'Demir');
const mehmet = person('Mehmet', 'Kaya');

function line(patch: Partial<StockCountLine> & Pick<StockCountLine, 'item_id' | 'name' | 'counted' | 'expected'>): StockCountLine {
  return {
    variant: null,
    kind: 'consumable',
    unit: 'adet',
    difference: patch.counted - patch.expected,
    counted_by: ayse,
    counted_at: '2026-11-20T09:00:00.000Z',
    movement_id: null,
    settled_at: null,
    corrected: 0,
    late: false,
    mine: patch.counted,
    counters: [{ counted_by: ayse, counted: patch.counted, counted_at: '2026-11-20T09:00:00.000Z', late: false }],
    ...patch,
  };
}

/** Two counters (one after the close) on gloves; ties settled before a late number: 3 lines, 2 to settle. */
const gloves = line({
  item_id: 'i1',
  name: 'İş Eldiveni',
  variant: '9',
  kind: 'ppe',
  unit: 'çift',
  counted: 7,
  expected: 5,
  late: true,
  mine: 4,
  counters: [
    { counted_by: ayse, counted: 4, counted_at: '2026-11-20T09:00:00.000Z', late: false },
    { counted_by: mehmet, counted: 3, counted_at: '2026-11-20T18:00:00.000Z', late: true },
  ],
});
const ties = line({ item_id: 'i2', name: 'Kablo Bağı', unit: 'paket', counted: 9, expected: 10, corrected: -3, late: true });
const discs = line({ item_id: 'i3', name: 'Kesme Diski', counted: 12, expected: 12 });

const row = (name: string) => screen.getAllByTestId('stock-result-row').find((r) => r.textContent?.startsWith(name))!;

beforeEach(() => {
  state.allowed = true;
  state.settle.mockClear();
});

describe("the count result's stock section", () => {
  it('shows each item counted: the sum, the books, the difference and each counter’s number', () => {
    state.lines = [gloves, ties, discs];
    render(<ResultStockSection sessionId="s1" closed={false} />);
    expect(screen.getByText('Stok Sayımı (3 kalem, 2 fark)')).toBeInTheDocument();
    const g = row('İş Eldiveni 9');
    expect(g).toHaveTextContent('Sayılan: 7 çift');
    expect(g).toHaveTextContent('Sistemde: 5 çift');
    expect(g).toHaveTextContent('Fark: +2 çift');
    expect(within(g).getByTestId('stock-result-counters')).toHaveTextContent('Ayşe Demir: 4 çift · Mehmet Kaya: 3 çift (kapanıştan sonra)');
    expect(within(g).getByText('Kapanıştan sonra gelen sayım')).toBeInTheDocument();
    // One counter: no list of counters; no difference: 'Fark: 0'.
    const d = row('Kesme Diski');
    expect(within(d).queryByTestId('stock-result-counters')).toBeNull();
    expect(d).toHaveTextContent('Fark: 0');
    expect(within(d).queryByText('Kapanıştan sonra gelen sayım')).toBeNull();
    // Not closed: nothing to settle yet.
    expect(screen.queryByRole('button', { name: 'Stok Farklarını İşle' })).toBeNull();
  });

  it('says what an earlier settling wrote and what a late number leaves to settle', () => {
    state.lines = [ties];
    render(<ResultStockSection sessionId="s1" closed />);
    const t = row('Kablo Bağı');
    expect(t).toHaveTextContent('Fark: -1 paket');
    expect(within(t).getByTestId('stock-result-further')).toHaveTextContent('İşlenen: -3 paket · İşlenecek: +2 paket');
    expect(within(t).getByText('Kapanıştan sonra gelen sayım')).toBeInTheDocument();
    expect(screen.getByText('Farklar işlendikten sonra gelen sayımlar var: yalnızca ek düzeltme stoğa yazılır.')).toBeInTheDocument();
  });

  it("marks settled lines 'Stoğa işlendi' (a movement written) or 'Fark yok', and offers nothing more", () => {
    state.lines = [
      { ...gloves, late: false, settled_at: '2026-11-20T19:30:00.000Z', movement_id: 'm1', corrected: 2 },
      { ...discs, settled_at: '2026-11-20T19:30:00.000Z' },
    ];
    render(<ResultStockSection sessionId="s1" closed />);
    expect(screen.getByText('Stok Sayımı (2 kalem, 0 fark)')).toBeInTheDocument();
    expect(within(row('İş Eldiveni 9')).getByText(/^Stoğa işlendi · /)).toBeInTheDocument();
    expect(within(row('Kesme Diski')).getByText('Fark yok')).toBeInTheDocument();
    expect(screen.queryByTestId('stock-result-further')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stok Farklarını İşle' })).toBeNull();
  });

  it('settles the open differences once confirmed, for a user holding adjust_stock only', async () => {
    state.lines = [gloves, ties, discs];
    state.allowed = false;
    const { unmount } = render(<ResultStockSection sessionId="s1" closed />);
    expect(screen.queryByRole('button', { name: 'Stok Farklarını İşle' })).toBeNull();
    unmount();
    state.allowed = true;
    render(<ResultStockSection sessionId="s1" closed />);
    await userEvent.click(screen.getByRole('button', { name: 'Stok Farklarını İşle' }));
    expect(screen.getByText('2 stok kaleminin farkı sayım düzeltmesi olarak stoğa işlenecek. Emin misiniz?')).toBeInTheDocument();
    expect(state.settle).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'İşle' }));
    expect(state.settle).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when the count has no stock lines', () => {
    state.lines = [];
    const { container } = render(<ResultStockSection sessionId="s1" closed />);
    expect(container).toBeEmptyDOMElement();
  });
});
