// Shortfalls left by issues signed offline (docs/stock.md): listed above the stock with what was
// short, for whom and when; 'Giderildi' asks how it was settled and sends that note.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StockShortfall } from '@shared/stock';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { sid, STOCK_WAREHOUSE } from '../../../../../tests/helpers/stock-fixtures';
import { STOCK_KEY } from '../api/stock-api';
import { ShortfallsBlock } from './shortfalls-block';

const shortfall = (n: number, over: Partial<StockShortfall>): StockShortfall => ({
  movement_id: sid(400 + n),
  item_id: sid(100 + n),
  item_name: 'Baret',
  unit: 'adet',
  warehouse_id: STOCK_WAREHOUSE.id,
  warehouse_name: STOCK_WAREHOUSE.name,
  shortfall: 2,
  on_hand: -2,
  worker: { id: sid(300), first_name: 'Ömer', last_name: 'Ünal' },
  created_at: '2026-11-23T21:07:00.000Z',
  resolved_at: null,
  resolution_note: null,
  ...over,
});
const HELMETS = shortfall(1, {});
const CABLE = shortfall(2, { item_name: 'Kablo', unit: 'metre', shortfall: 12.5 });

const server = fakeApi({ 'GET /stock/shortfalls': [HELMETS, CABLE] });
const userEvent = typist();

async function showBlock() {
  server.signIn(['view_stock', 'adjust_stock']);
  renderWithApp(<ShortfallsBlock warehouseId={STOCK_WAREHOUSE.id} />);
  return screen.findByRole('region', { name: 'Giderilmemiş stok açıkları (2)' });
}

describe('the open stock shortfalls', () => {
  it('lists each with what was short in Turkish numbers, for whom and when (Istanbul), asked for the warehouse’s open ones', async () => {
    const block = await showBlock();
    const asked = server.requests.find((r) => r.path === '/stock/shortfalls')!;
    expect(Object.fromEntries(asked.query)).toEqual({ open: 'true', warehouse_id: STOCK_WAREHOUSE.id });
    expect(
      within(block)
        .getAllByTestId('shortfall-row')
        .map((r) => r.querySelector('span')?.textContent),
    ).toEqual(['Baret: 2 adet eksik · Ömer Ünal · 24 Kas 2026 00:07', 'Kablo: 12,5 metre eksik · Ömer Ünal · 24 Kas 2026 00:07']);
  });

  it('shows nothing when there are none', async () => {
    server.answer('GET /stock/shortfalls', []);
    server.signIn(['view_stock', 'adjust_stock']);
    const { client } = renderWithApp(<ShortfallsBlock warehouseId={STOCK_WAREHOUSE.id} />);
    await waitFor(() => expect(client.getQueryState([...STOCK_KEY, 'shortfalls', STOCK_WAREHOUSE.id])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: /stok açıkları/ })).not.toBeInTheDocument();
  });

  it('asks how it was settled and sends the note trimmed', async () => {
    server.answer(`POST /stock/shortfalls/${CABLE.movement_id}/resolve`, { ...CABLE, resolved_at: '2026-11-24T08:00:00.000Z' });
    const block = await showBlock();
    await userEvent.click(within(within(block).getAllByTestId('shortfall-row')[1]!).getByRole('button', { name: 'Giderildi' }));
    const dialog = screen.getByRole('dialog', { name: 'Stok Açığını Gider' });
    expect(dialog).toHaveAccessibleDescription('Kablo: 12,5 metre');
    const note = within(dialog).getByRole('textbox', { name: /Nasıl giderildi\?/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(note).toHaveAccessibleDescription('Açığın nasıl giderildiğini yazın.');
    expect(server.sent(`POST /stock/shortfalls/${CABLE.movement_id}/resolve`)).toEqual([]);
    await fill(userEvent, note, '  Sayımda 15 metre fazla çıktı. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Stok açığı giderildi olarak kaydedildi.')).toBeInTheDocument();
    expect(server.sent(`POST /stock/shortfalls/${CABLE.movement_id}/resolve`)).toEqual([{ note: 'Sayımda 15 metre fazla çıktı.' }]);
  });

  it('a conflict gives the server’s reason, another failure the short words; the note is kept', async () => {
    const path = `POST /stock/shortfalls/${HELMETS.movement_id}/resolve`;
    server.answer(path, refusal(409, 'Bu açık zaten giderilmiş.'));
    const block = await showBlock();
    await userEvent.click(within(within(block).getAllByTestId('shortfall-row')[0]!).getByRole('button', { name: 'Giderildi' }));
    const dialog = screen.getByRole('dialog', { name: 'Stok Açığını Gider' });
    await fill(userEvent, within(dialog).getByRole('textbox', { name: /Nasıl giderildi\?/ }), 'Depodan bulundu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu açık zaten giderilmiş.')).toBeInTheDocument();
    server.answer(path, noAnswer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kaydedilemedi.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nasıl giderildi\?/ })).toHaveValue('Depodan bulundu');
  });
});
