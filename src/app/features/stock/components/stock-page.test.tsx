// 'Stok' (docs/stock.md): one warehouse's stock, a page asked of the server with its search, kind,
// sort and the 'Azalan Stok' view (with the quantity to order); the buttons each behind their
// permission; a card opened for editing.
import { useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockLevelRow } from '@shared/stock';
import { stockSearchOf, type StockSearch } from '../list-search';
import { fakeApi, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { STOCK_WAREHOUSE, stockLevel } from '../../../../../tests/helpers/stock-fixtures';
import { StockPage } from './stock-page';

const HELMET = stockLevel(1, 'Baret', { on_hand: 3, min_qty: 5, reorder_qty: 20, to_order: 17, value: 450, standard: 'EN 397' });
const GLOVES = stockLevel(2, 'İş Eldiveni', { unit: 'çift', variant: '9', on_hand: 1250.5, value: 12505.25 });
const DISC = stockLevel(3, 'Kesme Diski', { kind: 'consumable', unit: 'paket', on_hand: -2 });
const page = (items: StockLevelRow[], filtered = items.length) => ({
  items,
  total: 3,
  filtered,
  page: 1,
  page_size: 25,
  next_cursor: null,
});

const server = fakeApi({
  'GET /stock/pickers': { warehouses: [STOCK_WAREHOUSE], workers: [], categories: [] },
  'GET /stock/levels': (req: SentRequest) => (req.query.get('low') === 'true' ? page([HELMET]) : page([HELMET, GLOVES, DISC])),
  'GET /stock/shortfalls': [],
});
const userEvent = typist();

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 1400);
});
afterEach(() => vi.restoreAllMocks());

function Route() {
  return <StockPage search={stockSearchOf(useSearch({ strict: false })) as StockSearch} />;
}
async function openPage(permissions = ['view_stock'], path = '/stock') {
  server.signIn(permissions);
  const view = await renderRoutedWithApp(<Route />, path);
  await screen.findAllByTestId('stock-row');
  return view;
}
const asked = () => server.requests.filter((r) => r.path === '/stock/levels').map((r) => Object.fromEntries(r.query));
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('the stock list', () => {
  it('asks for the first warehouse’s first page and shows quantities in Turkish numbers with their units', async () => {
    await openPage();
    expect(asked()).toEqual([{ warehouse_id: STOCK_WAREHOUSE.id, limit: '25', page: '1' }]);
    const [helmet, gloves, disc] = screen.getAllByTestId('stock-row');
    expect(cells(helmet!)).toEqual(['Baret', 'KKD', '3 adet', '5 adet', 'EN 397', '₺450,00']);
    expect(cells(gloves!)).toEqual(['İş Eldiveni (9)', 'KKD', '1.250,5 çift', '-', '-', '₺12.505,25']);
    // At or under its minimum, and below zero, the quantity stands out.
    expect(within(helmet!).getByText('3 adet')).toHaveClass('text-amber-700');
    expect(within(disc!).getByText('-2 paket')).toHaveClass('text-red-700');
  });

  it('asks the server with the search, the kind and the sort, and keeps them in the address', async () => {
    const { router } = await openPage();
    await fill(userEvent, screen.getByRole('searchbox', { name: 'Stok ara' }), 'eldiven');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tür' }), 'KKD');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Miktara göre (azdan çoğa)');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        warehouse_id: STOCK_WAREHOUSE.id,
        limit: '25',
        page: '1',
        q: 'eldiven',
        kind: 'ppe',
        sort: 'on_hand',
      }),
    );
    expect(router.state.location.search).toMatchObject({ q: 'eldiven', tur: 'ppe', sira: 'on_hand' });
  });

  it('the low view lists what is at or under its minimum with the quantity to order', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Azalan Stok' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Azalan Stok' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(1));
    expect(asked().at(-1)).toMatchObject({ low: 'true' });
    expect(screen.getByRole('columnheader', { name: 'Sipariş Miktarı' })).toBeInTheDocument();
    expect(cells(screen.getByTestId('stock-row'))).toEqual(['Baret', 'KKD', '3 adet', '17 adet']);
    expect(screen.getByRole('button', { name: 'Azalan Stok' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an empty low view says nothing is under its minimum; an empty warehouse offers the first card to who may add one', async () => {
    server.answer('GET /stock/levels', page([], 0));
    server.signIn(['view_stock']);
    const view = await renderRoutedWithApp(<Route />, '/stock?azalan=1');
    expect(await screen.findByText('Minimumun altında stok yok')).toBeInTheDocument();
    view.unmount();
    server.signIn(['view_stock', 'manage_stock_items']);
    await renderRoutedWithApp(<Route />, '/stock');
    expect(await screen.findByText('Henüz stok kartı bulunmuyor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İlk Stok Kartını Ekle' })).toBeInTheDocument();
  });

  it('only reading, offers neither issue, receipt, new card nor editing', async () => {
    await openPage();
    expect(screen.queryByRole('link', { name: 'Teslim Et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stok Girişi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni Stok Kartı' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Düzenle/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stok Raporları' })).toHaveAttribute('href', '/stock/reports');
  });

  it('who manages the stock issues from the warehouse shown, and edits a card in place', async () => {
    await openPage(['view_stock', 'issue_stock', 'receive_stock', 'manage_stock_items']);
    expect(screen.getByRole('link', { name: 'Teslim Et' })).toHaveAttribute('href', `/stock/issue?depo=${STOCK_WAREHOUSE.id}`);
    expect(screen.getByRole('button', { name: 'Stok Girişi' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle: İş Eldiveni (9)' }));
    const dialog = screen.getByRole('dialog', { name: 'Stok Kartı Düzenle' });
    expect(within(dialog).getByRole('textbox', { name: /Stok Adı/ })).toHaveValue('İş Eldiveni');
  });
});
