// 'Stok Teslimi' offline from the device copy (docs/stock.md "Offline"), at 390 px: once the copy
// holds the stock lists, the form opens with no network, offers the warehouse, the worker and the
// item with its level, and queues the signed issue; back online it lands once, beyond the shelf,
// the shortfall flagged for the storekeeper.
import { expect, test } from '@playwright/test';
import {
  apiOk,
  drawSignature,
  idbKeys,
  loginAsAdmin,
  outboxEntries,
  replayOutbox,
  setUpStock,
  uniqueSuffix,
  waitForServiceWorker,
  type Row,
} from './support';

test('a stock issue signed offline from the device copy lands once back online', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, warehouse, workers } = await setUpStock(request, {
    warehouse: { name: 'Sarf Deposu', location: 'Gebze' },
    brand: 'Marka',
    category: 'Kategori',
    items: [],
    signature: true,
    department: 'Bakım Ekibi',
    workers: [{ first_name: 'Selim', last_name: 'Diskçi', tcLead: '5', phone: '5321112244' }],
  });
  const worker = workers[0]!;
  const disc = await apiOk<Row & { name: string }>(request, token, 'POST', '/stock/items', {
    name: `Kesme Diski ${uniqueSuffix()}`,
    kind: 'consumable',
    unit: 'adet',
  });
  await apiOk(request, token, 'POST', '/stock/receipts', {
    warehouse_id: warehouse.id,
    supplier: 'Hırdavat A.Ş.',
    lines: [{ item_id: disc.id, quantity: 3, unit_price: 12 }],
  });

  await loginAsAdmin(page);
  await waitForServiceWorker(page);
  await expect.poll(() => idbKeys(page, 'stock_levels'), { timeout: 20_000 }).toContain(`${warehouse.id}:${disc.id}`);
  await expect.poll(() => idbKeys(page, 'stock_items')).toContain(disc.id);
  await expect.poll(() => idbKeys(page, 'stock_pickers')).toEqual(expect.arrayContaining([warehouse.id, worker.id]));

  await context.setOffline(true);
  await page.goto('/stock/issue');
  await expect(page.getByRole('heading', { name: 'Stok Teslimi' })).toBeVisible();
  await page.getByLabel('Depo', { exact: true }).selectOption({ label: warehouse.name });
  await page.getByLabel('İşçi', { exact: true }).selectOption(worker.id);
  // The item and its level come from the copy.
  await expect(page.getByLabel('Kalem 1').locator(`option[value="${disc.id}"]`)).toHaveText(/— 3 adet$/);
  await page.getByLabel('Kalem 1').selectOption(disc.id);
  await page.getByLabel('Miktar (adet)').fill('5');
  await drawSignature(page, 'Teslim Alan İmzası');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByTestId('stock-issue-done')).toContainText('Çevrimdışı kaydedildi');
  const [entry] = await outboxEntries(page);
  expect(entry).toMatchObject({ kind: 'stock_issue', body: { offline: true, worker_id: worker.id } });
  // The list from the copy shows what the queued issue took off the shelf.
  await page.goto(`/stock?depo=${warehouse.id}`);
  await expect(page.getByTestId('stock-row').filter({ hasText: disc.name })).toContainText(/[-−]2 adet/);

  await context.setOffline(false);
  await replayOutbox(page);
  await expect.poll(() => outboxEntries(page), { timeout: 20_000 }).toEqual([]);
  const levels = await apiOk<Array<Row & { on_hand: number }>>(request, token, 'GET', `/stock/levels?warehouse_id=${warehouse.id}`);
  expect(levels.find((l) => l.id === disc.id)!.on_hand).toBe(-2);
  const shortfalls = await apiOk<Row[]>(request, token, 'GET', `/stock/shortfalls?open=true&warehouse_id=${warehouse.id}`);
  expect(shortfalls).toHaveLength(1);
});
