import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyCounters } from '@shared/schemas/stocktake';
import { answer, fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { StocktakeSession, WarehouseCountOverview } from '../api/types';
import { countsDue, StocktakeDueBlock } from './stocktake-due-block';
import { StocktakesPage } from './stocktakes-page';
import { WarehouseLastCount } from './warehouse-last-count';

const W1 = { id: 'aa000000-0000-4000-8000-000000000001', name: 'Tuzla Tersane' };
const W2 = { id: 'aa000000-0000-4000-8000-000000000002', name: 'Çiğli Depo' };
const C1 = { id: 'cc000000-0000-4000-8000-000000000001', name: 'Kırıcı' };
const C2 = { id: 'cc000000-0000-4000-8000-000000000002', name: 'İskele' };

const session = (over: Partial<StocktakeSession> & Pick<StocktakeSession, 'id'>): StocktakeSession => ({
  warehouse_id: W1.id,
  warehouse_name: W1.name,
  categories: [],
  note: null,
  status: 'open',
  counters: null,
  started_at: '2026-11-20T06:00:00.000Z',
  closed_at: null,
  started_by_user: { id: 'u1', first_name: 'Ayşe', last_name: 'Demir' },
  closed_by_user: null,
  expected_count: 1250,
  read_count: 3,
  late_pending: 0,
  counters_users: [],
  document: { id: 'd1', number: 'SAY-2026-000007' },
  ...over,
});
const OPEN = session({ id: 's-open' });
const CLOSED = session({
  id: 's-closed',
  warehouse_id: W2.id,
  warehouse_name: W2.name,
  status: 'closed',
  closed_at: '2026-11-10T15:00:00.000Z',
  counters: { ...emptyCounters(), expected: 47, found: 40, missing: 3, elsewhere: 2, unknown: 1 },
  late_pending: 2,
  document: { id: 'd2', number: 'SAY-2026-000003' },
});

const server = fakeApi({ 'GET /stocktakes': [OPEN, CLOSED], 'GET /warehouses': [W1, W2], 'GET /categories': [C1, C2] });
const userEvent = typist();

async function openPage() {
  server.signIn(['manage_stocktake', 'view_warehouses', 'view_categories']);
  const view = await renderRoutedWithApp(<StocktakesPage />, '/stocktakes');
  const list = await screen.findByRole('list', { name: 'Sayımlar' });
  return { ...view, list };
}
const rowOf = (list: HTMLElement, warehouse: string) => within(list).getByRole('button', { name: warehouse }).closest('li')!;

describe('the counts list', () => {
  it('shows each count’s warehouse, state and late reads waiting', async () => {
    const { list } = await openPage();
    expect(rowOf(list, 'Tuzla Tersane')).toHaveTextContent('Devam ediyor');
    const closed = rowOf(list, 'Çiğli Depo');
    expect(closed).toHaveTextContent('Kapatıldı');
    expect(closed).toHaveTextContent('2 geç okuma karar bekliyor');
  });

  it('opens an open count’s screen, and a closed count’s result', async () => {
    const { list, router } = await openPage();
    await userEvent.click(within(list).getByRole('button', { name: 'Tuzla Tersane' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stocktakes/s-open'));
    await userEvent.click(within(screen.getByRole('list', { name: 'Sayımlar' })).getByRole('button', { name: 'Çiğli Depo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stocktakes/s-closed/result'));
  });

  it('finds a count by its number or its warehouse', async () => {
    const { list } = await openPage();
    await fill(userEvent, screen.getByRole('searchbox', { name: 'Sayım ara' }), 'say-2026-000003');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Çiğli Depo' })).toBeInTheDocument();
    await fill(userEvent, screen.getByRole('searchbox', { name: 'Sayım ara' }), 'tuzla');
    expect(within(list).getByRole('button', { name: 'Tuzla Tersane' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Çiğli Depo' })).toBeNull();
  });

  it('asks the server for the chosen warehouse, state and days', async () => {
    await openPage();
    const warehouse = screen.getByRole('combobox', { name: 'Depo' });
    await within(warehouse).findByRole('option', { name: 'Çiğli Depo' });
    await userEvent.selectOptions(warehouse, 'Çiğli Depo');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Kapatıldı');
    await fill(userEvent, screen.getByLabelText('Başlangıç (en erken)'), '2026-11-01');
    await waitFor(() =>
      expect(
        server.requests
          .filter((r) => r.path === '/stocktakes')
          .at(-1)
          ?.query.toString(),
      ).toBe(`warehouse_id=${W2.id}&status=closed&from=2026-11-01`),
    );
  });

  it('says when there is no count, and how to start one', async () => {
    server.answer('GET /stocktakes', []);
    server.signIn(['manage_stocktake']);
    await renderRoutedWithApp(<StocktakesPage />, '/stocktakes');
    expect(await screen.findByText('Sayım bulunamadı')).toBeInTheDocument();
    expect(screen.getByText('Yeni Sayım ile bir deponun sayımını başlatın.')).toBeInTheDocument();
  });

  it('without an answer says the list could not be read and to check the connection', async () => {
    server.answer('GET /stocktakes', noAnswer);
    server.signIn(['manage_stocktake']);
    await renderRoutedWithApp(<StocktakesPage />, '/stocktakes');
    expect(await screen.findByText('Sayımlar yüklenemedi')).toBeInTheDocument();
    expect(screen.getByText('Bağlantınızı kontrol edip yeniden deneyin.')).toBeInTheDocument();
  });
});

describe('starting a count', () => {
  async function openStart() {
    const view = await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Sayım' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Sayım' });
    await within(dialog).findByRole('option', { name: 'Tuzla Tersane' });
    await within(dialog).findByRole('checkbox', { name: 'İskele' });
    return { ...view, dialog, start: () => userEvent.click(within(dialog).getByRole('button', { name: 'Sayımı Başlat' })) };
  }

  it('asks for a warehouse and sends nothing without one', async () => {
    const { dialog, start } = await openStart();
    await start();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Depo seçimi zorunludur');
    expect(server.sent('POST /stocktakes')).toEqual([]);
  });

  it('starts one for the chosen warehouse and categories, with its note, and opens it', async () => {
    server.answer('POST /stocktakes', session({ id: 's-new' }));
    const { dialog, start, router } = await openStart();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Depo/ }), 'Tuzla Tersane');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'İskele' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kırıcı' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'İskele' }));
    await fill(userEvent, within(dialog).getByLabelText('Not'), 'Yıl sonu sayımı');
    await start();
    expect(await screen.findByText('Sayım başlatıldı.')).toBeInTheDocument();
    expect(server.sent('POST /stocktakes')).toEqual([{ warehouse_id: W1.id, category_ids: [C1.id], note: 'Yıl sonu sayımı' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/stocktakes/s-new'));
  });

  it('opens the warehouse’s count already under way instead of starting a second', async () => {
    server.answer('POST /stocktakes', answer(409, { error: 'Bu depoda devam eden bir sayım var.', session_id: 's-open' }));
    const { dialog, start, router } = await openStart();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Depo/ }), 'Tuzla Tersane');
    await start();
    expect(await screen.findByText('Bu depoda devam eden bir sayım var.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/stocktakes/s-open'));
  });

  it('keeps the dialog with the server’s refusal, or the generic failure without an answer', async () => {
    server.answer('POST /stocktakes', refusal(409, 'Bu depoda sayılacak ekipman yok.'));
    const { dialog, start } = await openStart();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Depo/ }), 'Çiğli Depo');
    await start();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu depoda sayılacak ekipman yok.');
    server.answer('POST /stocktakes', noAnswer);
    await start();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Sayım başlatılamadı.'));
    expect(within(dialog).getByRole('combobox', { name: /Depo/ })).toHaveValue(W2.id);
  });
});

describe('warehouses waiting to be counted', () => {
  const NOW = Date.parse('2026-11-30T09:00:00.000Z');
  const overview = (id: string, name: string, last: string | null): WarehouseCountOverview => ({
    warehouse_id: id,
    warehouse_name: name,
    open_session_id: null,
    last_session_id: last ? `s-${id}` : null,
    last_closed_at: last,
    last_counters: last ? { ...emptyCounters(), expected: 47, found: 44, missing: 2, elsewhere: 1 } : null,
  });

  it('lists those never counted first, then the longest uncounted, leaving out those counted in 90 days', () => {
    const rows = [
      overview('a', 'Yeni', '2026-11-01T10:00:00.000Z'),
      overview('b', 'Eski', '2026-01-15T10:00:00.000Z'),
      overview('c', 'Hiç', null),
      overview('d', 'Daha eski', '2025-06-01T10:00:00.000Z'),
      // Exactly 90 days ago is not yet due.
      overview('e', 'Sınırda', new Date(NOW - 90 * 86_400_000).toISOString()),
    ];
    expect(countsDue(rows, NOW).map((r) => r.warehouse_name)).toEqual(['Hiç', 'Daha eski', 'Eski']);
  });

  it('shows the dashboard block only to whoever manages counts, naming at most five', async () => {
    const rows = [
      overview('c', 'Hiç Sayılmayan', null),
      ...[1, 2, 3, 4, 5].map((n) => overview(`o${n}`, `Eski ${n}`, `2025-0${n}-01T10:00:00.000Z`)),
    ];
    server.answer('GET /stocktakes/overview', rows);
    server.signIn(['manage_stocktake']);
    await renderRoutedWithApp(<StocktakeDueBlock />, '/');
    const block = await screen.findByTestId('count-due');
    expect(within(block).getByRole('heading')).toHaveTextContent('90 Gündür Sayılmayan Depolar (6)');
    const items = within(block).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Hiç SayılmayanHiç sayılmadı');
    expect(items[1]).toHaveTextContent('Eski 1Son sayım: 1 Oca 2025');
  });

  it('asks nothing for a user who does not manage counts', async () => {
    server.signIn(['view_equipment']);
    await renderRoutedWithApp(<StocktakeDueBlock />, '/');
    await renderRoutedWithApp(<WarehouseLastCount warehouseId="a" />, '/warehouses/a');
    expect(screen.queryByTestId('count-due')).toBeNull();
    expect(screen.queryByTestId('warehouse-last-count')).toBeNull();
    expect(server.requests.some((r) => r.path === '/stocktakes/overview')).toBe(false);
  });

  it('gives a warehouse its last count’s result and the count under way', async () => {
    server.answer('GET /stocktakes/overview', [{ ...overview('a', 'Tuzla', '2026-11-01T10:00:00.000Z'), open_session_id: 's-now' }]);
    server.signIn(['manage_stocktake']);
    await renderRoutedWithApp(<WarehouseLastCount warehouseId="a" />, '/warehouses/a');
    const section = await screen.findByTestId('warehouse-last-count');
    expect(section).toHaveTextContent('1 Kas 2026 13:00');
    expect(section).toHaveTextContent('Beklenen 47 · Bulundu 44 · Bulunamadı 2 · Fark 1');
    expect(within(section).getByRole('link', { name: 'Sonucu gör' })).toHaveAttribute('href', '/stocktakes/s-a/result');
    expect(within(section).getByRole('link', { name: 'Devam eden sayıma git' })).toHaveAttribute('href', '/stocktakes/s-now');
  });

  it('says a warehouse was never counted', async () => {
    server.answer('GET /stocktakes/overview', [overview('b', 'Başka', null)]);
    server.signIn(['manage_stocktake']);
    await renderRoutedWithApp(<WarehouseLastCount warehouseId="a" />, '/warehouses/a');
    expect(await screen.findByText('Bu depo henüz sayılmadı.')).toBeInTheDocument();
  });
});
