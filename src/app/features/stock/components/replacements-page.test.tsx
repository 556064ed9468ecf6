// 'Yenilemesi Gelenler' (docs/stock.md): a warehouse's PPE whose replacement day has passed or comes
// within 30 days, most overdue first, each linked to the worker and the KKD- paper; the view (all,
// overdue, due) is asked of the server and kept in the address.
import { useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplacementDueRow } from '@shared/stock';
import { fakeApi, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { sid, STOCK_WAREHOUSE } from '../../../../../tests/helpers/stock-fixtures';
import { ReplacementsPage, type ReplacementsSearch } from './replacements-page';

const IZMIR = { id: sid(2), name: 'İzmir Çiğli' };
const row = (n: number, over: Partial<ReplacementDueRow>): ReplacementDueRow => ({
  worker: { id: sid(300 + n), first_name: 'Ömer', last_name: 'Ünal' },
  item_id: sid(100 + n),
  name: 'Baret',
  variant: null,
  standard: 'EN 397',
  unit: 'adet',
  held: 1,
  last_issued_on: '2025-11-01',
  due_on: '2026-11-01',
  days_overdue: 12,
  issue_id: sid(800 + n),
  document: { id: sid(900 + n), number: `KKD-2026-00000${n}` },
  ...over,
});
const OVERDUE = row(1, {});
const TODAY = row(2, {
  worker: { id: sid(302), first_name: 'Çağla', last_name: 'Işık' },
  name: 'İş Eldiveni',
  variant: '9',
  unit: 'çift',
  held: 2.5,
  days_overdue: 0,
});
const AHEAD = row(3, { worker: { id: sid(303), first_name: 'Cem', last_name: 'Demir' }, days_overdue: -5, document: null });

const server = fakeApi({
  'GET /stock/pickers': { warehouses: [STOCK_WAREHOUSE, IZMIR], workers: [], categories: [] },
  'GET /stock/replacements': (req: SentRequest) =>
    req.query.get('warehouse_id') !== STOCK_WAREHOUSE.id ? [] : req.query.get('status') === 'overdue' ? [OVERDUE] : [OVERDUE, TODAY, AHEAD],
});
const userEvent = typist();

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 1400);
});
afterEach(() => vi.restoreAllMocks());

/** The page as its route draws it: the address's search handed to it. */
function Route() {
  const search = useSearch({ strict: false }) as ReplacementsSearch;
  return <ReplacementsPage search={search} />;
}
async function openPage(path = '/stock/replacements') {
  server.signIn(['view_stock']);
  const view = await renderRoutedWithApp(<Route />, path);
  await screen.findAllByTestId('replacement-row');
  return view;
}
const asked = () => server.requests.filter((r) => r.path === '/stock/replacements').map((r) => Object.fromEntries(r.query));

describe('the PPE due for replacement', () => {
  it('lists each with the worker, the item held, the days in words and the paper it was given on', async () => {
    await openPage();
    expect(asked()).toEqual([{ warehouse_id: STOCK_WAREHOUSE.id }]);
    const [late, today, ahead] = screen.getAllByTestId('replacement-row');
    expect(within(late!).getByRole('link', { name: 'Ömer Ünal' })).toHaveAttribute('href', `/workers/${sid(301)}`);
    expect(within(late!).getByText('Baret · 1 adet')).toBeInTheDocument();
    expect(within(late!).getByText('1 Kas 2026')).toBeInTheDocument();
    expect(within(late!).getByText('12 gün gecikti')).toHaveClass('text-red-700');
    expect(within(late!).getByRole('link', { name: 'KKD-2026-000001' })).toHaveAttribute('href', `/stock/issues/${sid(801)}`);
    expect(within(today!).getByText('İş Eldiveni (9) · 2,5 çift')).toBeInTheDocument();
    expect(within(today!).getByText('Bugün')).toHaveClass('text-amber-700');
    expect(within(ahead!).getByText('5 gün kaldı')).toBeInTheDocument();
    expect(within(ahead!).getByText('Numara gönderildiğinde verilir')).toBeInTheDocument();
  });

  it('asks for the overdue ones only when that view is chosen, and keeps it in the address', async () => {
    const { router } = await openPage();
    const views = screen.getByRole('group', { name: 'Durum' });
    expect(within(views).getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(views).getByRole('button', { name: 'Süresi Geçen' }));
    await waitFor(() => expect(screen.getAllByTestId('replacement-row')).toHaveLength(1));
    expect(asked().at(-1)).toEqual({ warehouse_id: STOCK_WAREHOUSE.id, status: 'overdue' });
    expect(router.state.location.search).toMatchObject({ durum: 'overdue' });
    expect(within(views).getByRole('button', { name: 'Süresi Geçen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('another warehouse, from the address or chosen, is asked for its own, and says when it has none', async () => {
    server.signIn(['view_stock']);
    await renderRoutedWithApp(<Route />, `/stock/replacements?depo=${IZMIR.id}`);
    expect(await screen.findByText('Yenilemesi gelen KKD yok')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Depo' })).toHaveValue(IZMIR.id);
    expect(asked()).toEqual([{ warehouse_id: IZMIR.id }]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Depo' }), STOCK_WAREHOUSE.name);
    expect(await screen.findAllByTestId('replacement-row')).toHaveLength(3);
  });
});
