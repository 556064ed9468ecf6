// 'Stok Teslimi' (docs/stock.md): stock lines handed to a worker against their signature, PPE only
// after the briefing is confirmed; the issue is sent with its own id as the Idempotency-Key, a
// refusal (too little stock) is shown in place, and the numbered document is one tap away.
// happy-dom has no canvas: the signature pad is the stub that signs with a button (isolated project).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { STUB_SIGNATURE } from '../../../../../tests/helpers/signature-pad-stub';
import { sid, STOCK_WAREHOUSE, stockLevel } from '../../../../../tests/helpers/stock-fixtures';
import { textsOf } from '../../../../../tests/helpers/texts';
import { IssueStockPage } from './issue-stock-page';

vi.mock('@app/components/signature-pad', () => import('../../../../../tests/helpers/signature-pad-stub'));

const IZMIR = { id: sid(2), name: 'İzmir Çiğli' };
const WORKERS = [
  { id: sid(301), first_name: 'Ömer', last_name: 'Ünal' },
  { id: sid(302), first_name: 'Çağla', last_name: 'Işık' },
];
const HELMET = stockLevel(1, 'Baret', { on_hand: 4 });
const DISC = stockLevel(2, 'Kesme Diski', { kind: 'consumable', unit: 'paket', variant: '115 mm', on_hand: 30 });

const server = fakeApi({
  'GET /stock/pickers': { warehouses: [STOCK_WAREHOUSE, IZMIR], workers: WORKERS, categories: [] },
  'GET /stock/levels': (req: SentRequest) => (req.query.get('warehouse_id') === STOCK_WAREHOUSE.id ? [HELMET, DISC] : []),
});
const userEvent = typist();

async function openPage() {
  server.signIn(['view_stock', 'issue_stock']);
  await renderRoutedWithApp(<IssueStockPage />, '/stock/issue');
  await screen.findByRole('option', { name: 'Baret — 4 adet' });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Teslim Et' }));
  return { submit };
}
async function fillIssue(item = 'Kesme Diski (115 mm) — 30 paket', quantity = '2,5') {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /İşçi/ }), 'Çağla Işık');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kalem 1' }), item);
  await fill(userEvent, screen.getByRole('textbox', { name: /^Miktar/ }), quantity);
  await userEvent.click(screen.getByRole('button', { name: 'İmzala: Teslim Alan İmzası' }));
}

describe('a stock issue', () => {
  it('starts in the caller’s first warehouse and offers its items with what the shelf holds', async () => {
    await openPage();
    expect(screen.getByRole('combobox', { name: /Depo/ })).toHaveValue(STOCK_WAREHOUSE.id);
    expect(textsOf(within(screen.getByRole('combobox', { name: 'Kalem 1' })).getAllByRole('option'))).toEqual([
      'Stok kalemi seçin',
      'Baret — 4 adet',
      'Kesme Diski (115 mm) — 30 paket',
    ]);
  });

  it('asks for the worker, an item and the signature, and sends nothing', async () => {
    const { submit } = await openPage();
    await submit();
    expect(screen.getByRole('combobox', { name: /İşçi/ })).toHaveAccessibleDescription('İşçi seçimi zorunludur');
    expect(screen.getByRole('combobox', { name: 'Kalem 1' })).toHaveAccessibleDescription('Stok kalemi seçimi zorunludur');
    expect(screen.getByText('Lütfen işçiye imza attırın.')).toBeInTheDocument();
    expect(server.sent('POST /stock/issues')).toEqual([]);
  });

  it('PPE asks that its use was shown to the worker before it is given', async () => {
    server.answer('POST /stock/issues', { id: sid(900), offline: false, document: null, shortfalls: [] });
    const { submit } = await openPage();
    await fillIssue('Baret — 4 adet', '1');
    await submit();
    expect(screen.getByText('Lütfen KKD kullanımının işçiye gösterildiğini onaylayın.')).toBeInTheDocument();
    expect(server.sent('POST /stock/issues')).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: "KKD'nin kullanımı işçiye gösterildi ve anlatıldı." }));
    await submit();
    expect(await screen.findByText('Stok teslim edildi.')).toBeInTheDocument();
    expect(server.sent('POST /stock/issues')).toMatchObject([{ ppe_briefed: true, lines: [{ item_id: HELMET.id, quantity: 1 }] }]);
  });

  it('sends the signed issue under its own id as the Idempotency-Key and shows its document, then starts anew', async () => {
    server.answer('POST /stock/issues', {
      id: sid(900),
      offline: false,
      document: { id: sid(901), number: 'KKD-2026-000017' },
      shortfalls: [],
    });
    const { submit } = await openPage();
    await fillIssue();
    await submit();
    const done = await screen.findByTestId('stock-issue-done');
    expect(within(done).getByRole('heading', { name: 'Teslim kaydedildi' })).toBeInTheDocument();
    expect(within(done).getByText('KKD-2026-000017')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Belgeyi Yazdır' })).toHaveAttribute('href', `/stock/issues/${sid(900)}?yazdir=1`);
    const [sent] = server.requests.filter((r) => r.method === 'POST' && r.path === '/stock/issues');
    const body = sent!.body as { id: string };
    expect(body).toEqual({
      id: body.id,
      warehouse_id: STOCK_WAREHOUSE.id,
      worker_id: WORKERS[1]!.id,
      signature: STUB_SIGNATURE,
      issuer_signature: null,
      offline: false,
      ppe_briefed: false,
      lines: [{ item_id: DISC.id, quantity: 2.5 }],
    });
    expect(sent!.headers.get('idempotency-key')).toBe(body.id);
    await userEvent.click(within(done).getByRole('button', { name: 'Yeni Teslim' }));
    expect(screen.getByRole('combobox', { name: /İşçi/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Kalem 1' })).toHaveValue('');
  });

  it('a refusal (too little on the shelf) is shown in place, keeping what was filled in', async () => {
    server.answer('POST /stock/issues', refusal(409, 'Kesme Diski için depoda yeterli stok yok (30 paket var).'));
    const { submit } = await openPage();
    await fillIssue('Kesme Diski (115 mm) — 30 paket', '40');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kesme Diski için depoda yeterli stok yok (30 paket var).');
    expect(screen.queryByTestId('stock-issue-done')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Miktar/ })).toHaveValue('40');
  });

  it('another warehouse offers its own items', async () => {
    await openPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Depo/ }), 'İzmir Çiğli');
    await vi.waitFor(() =>
      expect(textsOf(within(screen.getByRole('combobox', { name: 'Kalem 1' })).getAllByRole('option'))).toEqual(['Stok kalemi seçin']),
    );
    expect(server.requests.filter((r) => r.path === '/stock/levels').map((r) => r.query.get('warehouse_id'))).toEqual([
      STOCK_WAREHOUSE.id,
      IZMIR.id,
    ]);
  });
});
