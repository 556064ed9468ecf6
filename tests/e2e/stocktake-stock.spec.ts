// Stock lines on the count screen at 820 px (docs/stock.md "In the stocktake"): a quantity typed
// for one item, another item's barcode scanned with a hardware scanner (one unit per scan, one of
// them while the network is cut: kept on the device, the close waits for it), the count closed,
// and on its result the stock differences shown and settled as count corrections.
import { expect, test } from '@playwright/test';
import { apiOk, type Row, saveWidths, WITHOUT_SERVICE_WORKER } from './support';
import { countSetUp, TABLET } from './stocktake-support';

test.use(WITHOUT_SERVICE_WORKER);

interface Level extends Row {
  on_hand: number;
}

test('a count with stock lines, typed and scanned, is closed and its differences settled', async ({ page, request }) => {
  const d = await countSetUp(request, ['A']);
  const item = (name: string, unit: string, barcode?: string) =>
    apiOk<Row & { name: string }>(request, d.token, 'POST', '/stock/items', { name: `${name} ${d.sfx}`, kind: 'ppe', unit, barcode });
  const gloves = await item('İş Eldiveni', 'çift', `ELD-${d.sfx}`);
  const ties = await item('Kablo Bağı', 'paket');
  await apiOk(request, d.token, 'POST', '/stock/receipts', {
    warehouse_id: d.warehouse.id,
    supplier: 'Tedarikçi',
    lines: [
      { item_id: gloves.id, quantity: 10, unit_price: 5 },
      { item_id: ties.id, quantity: 5, unit_price: 2 },
    ],
  });

  await page.setViewportSize(TABLET);
  await page.addInitScript((t) => localStorage.setItem('token', t), d.token);
  await page.goto(`/stocktakes/${d.sessionId}`);
  const heading = page.getByRole('heading', { name: `Sayım: ${d.warehouse.name}` });
  await expect(heading).toBeVisible();
  const rows = page.getByTestId('stock-count-row');
  const glovesRow = rows.filter({ hasText: gloves.name });
  const tiesRow = rows.filter({ hasText: ties.name });

  // Typed: 4 packets of ties.
  await page.getByRole('textbox', { name: `${ties.name} sayılan miktar` }).fill('4');
  await page.getByRole('textbox', { name: `${ties.name} sayılan miktar` }).press('Enter');
  await expect(tiesRow).toContainText('Gönderildi');

  // Scanned: the gloves' barcode twice online, once offline; each adds one pair.
  const scan = async () => {
    await heading.click();
    await page.keyboard.type(`ELD-${d.sfx}`);
    await page.keyboard.press('Enter');
  };
  await scan();
  await expect(page.getByTestId('count-feedback')).toContainText('1 çift sayıldı');
  await scan();
  await expect(page.getByTestId('count-feedback')).toContainText('2 çift sayıldı');
  await expect(glovesRow).toContainText('Gönderildi');
  await page.context().setOffline(true);
  await scan();
  await expect(page.getByRole('textbox', { name: `${gloves.name} sayılan miktar` })).toHaveValue('3');
  await expect(glovesRow).toContainText('Beklemede');
  await saveWidths(page, 'count-stock-lines-offline');
  await expect(page.getByTestId('close-blocked')).toContainText('bekleyen 1 stok sayımı gönderilmeli');
  await page.context().setOffline(false);
  await expect(glovesRow).toContainText('Gönderildi');
  await expect(page.getByTestId('close-blocked')).toBeHidden();

  // The one serial item was not read: the dialog says so and closes anyway.
  await page.getByRole('button', { name: 'Sayımı Kapat' }).click();
  await page.getByRole('alertdialog', { name: 'Sayımı Kapat' }).getByRole('button', { name: 'Yine de Kapat' }).click();
  await expect(page).toHaveURL(new RegExp(`/stocktakes/${d.sessionId}/result`));

  const result = page.getByTestId('result-stock');
  await expect(result.getByTestId('stock-result-row').filter({ hasText: gloves.name })).toContainText('Fark: -7 çift');
  await expect(result.getByTestId('stock-result-row').filter({ hasText: ties.name })).toContainText('Fark: -1 paket');
  await saveWidths(page, 'count-result-stock');
  await result.getByRole('button', { name: 'Stok Farklarını İşle' }).click();
  await page.getByRole('alertdialog', { name: 'Stok Farklarını İşle' }).getByRole('button', { name: 'İşle' }).click();
  await expect(result.getByTestId('stock-result-row').filter({ hasText: gloves.name })).toContainText('Stoğa işlendi');
  await expect(result.getByRole('button', { name: 'Stok Farklarını İşle' })).toBeHidden();

  const levels = await apiOk<Level[]>(request, d.token, 'GET', `/stock/levels?warehouse_id=${d.warehouse.id}`);
  expect(levels.find((l) => l.id === gloves.id)!.on_hand).toBe(3);
  expect(levels.find((l) => l.id === ties.id)!.on_hand).toBe(4);
});
