// 'Stok Teslimi' offline from the device copy (docs/stock.md "Offline"), at 390 px: once the copy
// holds the stock lists, the form opens with no network, offers the warehouse, the worker and the
// item with its level, and queues the signed issue; back online it lands once, beyond the shelf,
// the shortfall flagged for the storekeeper. A hand-over of a drill and PPE scanned and signed offline
// takes the stock off the copy's levels at once, lands once and prints the PPE lines on its paper.
import { expect, test } from '@playwright/test';
import { formatLocalDay, warehouseToday } from '@shared/local-day';
import { replacementDay } from '@shared/stock';
import {
  apiOk,
  chooseWorker,
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

test('a drill, 2 pairs of gloves and a helmet scanned from the dashboard and signed offline: one hand-over, landed once, its paper with the PPE lines', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, sfx, warehouse, items, workers } = await setUpStock(request, {
    warehouse: { name: 'Saha Deposu', location: 'İzmit' },
    brand: 'Bosch',
    category: 'Matkap',
    items: [{ serial: 'MTK', model: 'GSB 18V' }],
    signature: true,
    department: 'Montaj',
    workers: [{ first_name: 'Cem', last_name: 'Baretli', tcLead: '6', phone: '5321113355' }],
  });
  const [drill] = items;
  const worker = workers[0]!;
  const stockItem = (body: Record<string, unknown>) => apiOk<Row & { name: string }>(request, token, 'POST', '/stock/items', body);
  const gloves = await stockItem({
    name: `İş Eldiveni ${sfx}`,
    kind: 'ppe',
    unit: 'çift',
    barcode: `ELD-${sfx}`,
    variant: '9',
    standard: 'EN 388',
    replacement_months: 3,
  });
  const helmet = await stockItem({
    name: `Baret ${sfx}`,
    kind: 'ppe',
    unit: 'adet',
    barcode: `BRT-${sfx}`,
    variant: 'Beyaz',
    standard: 'EN 397',
    replacement_months: 24,
  });
  await apiOk(request, token, 'POST', '/stock/receipts', {
    warehouse_id: warehouse.id,
    supplier: 'İSG A.Ş.',
    lines: [
      { item_id: gloves.id, quantity: 10, unit_price: 40 },
      { item_id: helmet.id, quantity: 5, unit_price: 150 },
    ],
  });

  await loginAsAdmin(page);
  await waitForServiceWorker(page);
  await expect.poll(() => idbKeys(page, 'stock_levels'), { timeout: 20_000 }).toContain(`${warehouse.id}:${helmet.id}`);
  await expect.poll(() => idbKeys(page, 'equipment'), { timeout: 20_000 }).toContain(drill!.id);
  await expect.poll(() => idbKeys(page, 'workers')).toContain(worker.id);

  // Offline, from the dashboard's 'Tara': the gloves' code opens the hand-over with one pair and the
  // camera on; the drill, the gloves again and the helmet join as read (typed as a scanner sends them).
  await context.setOffline(true);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Hızlı işlemler' }).getByRole('button', { name: 'Tara' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Seri numarasını elle girin' }).fill(`ELD-${sfx}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Ekle', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ekipman Teslim Et' })).toBeVisible();
  const scanner = page.getByRole('region', { name: 'Teslim edilecek ekipmanları tara' });
  for (const code of [drill!.serial_number, `eld-${sfx}`, `BRT-${sfx}`, `YOK-${sfx}`]) {
    await scanner.getByRole('textbox', { name: 'Seri numarasını elle girin' }).fill(code);
    await scanner.getByRole('button', { name: 'Ekle', exact: true }).click();
  }
  await expect(scanner.getByText(`YOK-${sfx} seri numaralı ekipman bulunamadı.`)).toBeVisible();
  await scanner.getByRole('button', { name: 'Kamerayı Kapat' }).click();
  await expect(page.getByRole('list', { name: 'Seçilen ekipmanlar' })).toContainText(drill!.serial_number);
  const lines = page.getByTestId('stock-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel('Miktar (çift)')).toHaveValue('2');
  await expect(lines.nth(1).getByLabel('Miktar (adet)')).toHaveValue('1');
  await page.getByLabel("KKD'nin kullanımı işçiye gösterildi ve anlatıldı.").check();
  await chooseWorker(page, worker.last_name);
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.').first()).toBeVisible();
  const [entry] = await outboxEntries(page);
  expect(entry).toMatchObject({ kind: 'issue_equipment', body: { equipment_id: drill!.id, stock: { ppe_briefed: true } } });
  // The levels from the copy already show what the waiting hand-over took off the shelf.
  await page.goto(`/stock?depo=${warehouse.id}`);
  await expect(page.getByTestId('stock-row').filter({ hasText: gloves.name })).toContainText('8 çift');
  await expect(page.getByTestId('stock-row').filter({ hasText: helmet.name })).toContainText('4 adet');

  await context.setOffline(false);
  await replayOutbox(page);
  await expect.poll(() => outboxEntries(page), { timeout: 20_000 }).toEqual([]);
  await replayOutbox(page);
  const handed = (await apiOk<Array<Row & { equipment_id: string }>>(request, token, 'GET', '/field-equipment')).filter(
    (r) => r.equipment_id === drill!.id,
  );
  expect(handed).toHaveLength(1);
  const levels = await apiOk<Array<Row & { on_hand: number }>>(request, token, 'GET', `/stock/levels?warehouse_id=${warehouse.id}`);
  expect([gloves.id, helmet.id].map((id) => levels.find((l) => l.id === id)?.on_hand)).toEqual([8, 4]);

  // One paper: the drill and the PPE lines with type, standard, size, quantity, next replacement day and the acknowledgement.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(`/field-equipment/${handed[0]!.id}`);
  await page.getByRole('button', { name: 'Yazdır', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-document');
  await expect(sheet).toContainText(drill!.serial_number);
  const today = warehouseToday();
  const paperLines = sheet.getByTestId('paper-stock-line');
  await expect(paperLines).toHaveCount(2);
  for (const [item, texts] of [
    [gloves, ['KKD', 'EN 388', '9', '2 çift', formatLocalDay(replacementDay(today, 3)!)]],
    [helmet, ['KKD', 'EN 397', 'Beyaz', '1 adet', formatLocalDay(replacementDay(today, 24)!)]],
  ] as const) {
    const line = paperLines.filter({ hasText: item.name });
    for (const text of texts) await expect(line).toContainText(text);
  }
  await expect(sheet.getByTestId('print-stock-lines')).toContainText('kullanımı bana gösterildi ve anlatıldı');
});
