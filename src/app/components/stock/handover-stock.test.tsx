// A kit's stock lines in the hand-over (docs/planning.md "Kits"): they join the form's stock lines
// with their quantities, once per kit (scanned again, or after its reservation brought them: none).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StockLevelRow } from '@shared/stock';
import { KIT_STOCK_NOT_ALLOWED, useHandoverStock } from './handover-stock';

const session = vi.hoisted(() => ({ allowed: true }));
vi.mock('@app/lib/session', () => ({ useSession: () => ({ can: () => session.allowed }) }));
const level = (id: string, name: string, unit: string) =>
  ({ id, name, unit, variant: null, warehouse_id: 'w1', on_hand: 50 }) as StockLevelRow;
vi.mock('@app/lib/stock/stock-copy', () => ({
  stockLevelsQuery: (warehouseId: string | undefined) => ({
    queryKey: ['stock', 'levels', warehouseId],
    queryFn: async () => [level('s1', 'Pil', 'adet'), level('s2', 'Eldiven', 'çift')],
    enabled: !!warehouseId,
  }),
}));

const kit = {
  id: 'k1',
  stock_lines: [
    { stock_item_id: 's1', quantity: 2 },
    { stock_item_id: 's2', quantity: 1.5 },
  ],
};

function Harness() {
  const stock = useHandoverStock('w1');
  const [note, setNote] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setNote(stock.addKit(kit) ?? '')}>
        Seti okut
      </button>
      <output aria-label="Not">{note}</output>
      {stock.section}
    </div>
  );
}

const renderHarness = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
const quantities = () => screen.queryAllByRole('textbox', { name: /^Miktar/ }).map((box) => (box as HTMLInputElement).value);

describe('a kit’s stock lines in the hand-over', () => {
  it('join with their quantities, once per kit', async () => {
    session.allowed = true;
    renderHarness();
    await screen.findByRole('button', { name: '+ Stok Kalemi Ekle' });
    await userEvent.click(screen.getByRole('button', { name: 'Seti okut' }));
    expect(quantities()).toEqual(['2', '1,5']);
    await userEvent.click(screen.getByRole('button', { name: 'Seti okut' }));
    expect(quantities()).toEqual(['2', '1,5']);
  });

  it('are left out, said, for a user who may not hand out stock', async () => {
    session.allowed = false;
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Seti okut' }));
    expect(screen.getByLabelText('Not')).toHaveTextContent(KIT_STOCK_NOT_ALLOWED);
    expect(quantities()).toEqual([]);
  });
});
