// Counted stock on a phone (docs/stock.md), at 390 px: the 'Stok' list shows the warehouse's level,
// an issue to a worker asks for the PPE briefing and the worker's signature, an issue beyond the
// stock is refused in place with the server's Turkish reason, a signed issue gets its KKD- number,
// and the worker's page shows the PPE card. Nothing overflows the screen's width. The PPE card's
// document opens the KKD- paper, printed with its PPE lines, the briefing and the seal.
import { expect, test, type Page } from '@playwright/test';
import { formatLocalDay, warehouseToday } from '@shared/local-day';
import { replacementDay } from '@shared/stock';
import {
  ADMIN,
  apiLogin,
  apiOk,
  drawSignature,
  loginAsAdmin,
  PNG_SIGNATURE,
  setUpStock,
  uniqueSuffix,
  type Row,
  WITHOUT_SERVICE_WORKER,
} from './support';

test.use(WITHOUT_SERVICE_WORKER);

const PHONE = { width: 390, height: 844 };

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a PPE issue signed on a phone: refused beyond the stock, then numbered, and on the worker’s PPE card', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { warehouse, workers } = await setUpStock(request, {
    warehouse: { name: 'KKD Deposu', location: 'Kocaeli' },
    brand: 'Marka',
    category: 'Kategori',
    items: [],
    signature: true,
    department: 'Saha Ekibi',
    workers: [{ first_name: 'Kemal', last_name: 'Baretli', tcLead: '3', phone: '5321112233' }],
  });
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const helmet = await apiOk<Row & { name: string }>(request, token, 'POST', '/stock/items', {
    name: `Baret ${uniqueSuffix()}`,
    kind: 'ppe',
    unit: 'adet',
    standard: 'EN 397',
    replacement_months: 24,
  });
  await apiOk(request, token, 'POST', '/stock/receipts', {
    warehouse_id: warehouse.id,
    supplier: 'Güven İSG',
    lines: [{ item_id: helmet.id, quantity: 5, unit_price: 180 }],
  });
  const worker = workers[0]!;

  await loginAsAdmin(page, `/stock?depo=${warehouse.id}`);
  await expect(page.getByRole('heading', { name: 'Stok', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stock-row').filter({ hasText: helmet.name })).toContainText('5 adet');
  await noSidewaysScroll(page);
  // The list asks the server for the page it shows; its kind and search stay in the address.
  const paged = page.waitForRequest((r) => /\/api\/stock\/levels\?.*limit=25.*kind=ppe/.test(r.url()));
  await page.getByLabel('Tür', { exact: true }).selectOption('ppe');
  await paged;
  await page.getByLabel('Stok ara').fill(helmet.name.toLocaleUpperCase('tr-TR'));
  await expect(page).toHaveURL(/tur=ppe.*q=|q=.*tur=ppe/);
  await expect(page.getByTestId('stock-row')).toHaveCount(1);
  await expect(page.getByTestId('stock-row')).toContainText(helmet.name);

  await page.getByRole('link', { name: 'Teslim Et' }).click();
  await expect(page.getByRole('heading', { name: 'Stok Teslimi' })).toBeVisible();
  // The pickers come from the server: wait for the worker and the item to be offered.
  await expect(page.getByLabel('İşçi', { exact: true }).locator(`option[value="${worker.id}"]`)).toBeAttached();
  await page.getByLabel('İşçi', { exact: true }).selectOption(worker.id);
  await expect(page.getByLabel('Kalem 1').locator(`option[value="${helmet.id}"]`)).toBeAttached();
  await page.getByLabel('Kalem 1').selectOption(helmet.id);
  await page.getByLabel('Miktar (adet)').fill('9');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  // Nothing signed yet: the form asks for the briefing and the signature, and sends nothing.
  await expect(page.getByText('Lütfen KKD kullanımının işçiye gösterildiğini onaylayın.')).toBeVisible();
  await expect(page.getByText('Lütfen işçiye imza attırın.')).toBeVisible();
  await page.getByLabel("KKD'nin kullanımı işçiye gösterildi ve anlatıldı.").check();
  await drawSignature(page, 'Teslim Alan İmzası');
  await noSidewaysScroll(page);
  // The form is valid now: it is sent, and the server refuses it (not a queued offline issue).
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/stock/issues') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  expect((await refused).status()).toBe(409);
  // Online, more than the shelf holds is refused in place, with the server's reason.
  await expect(page.getByRole('alert').filter({ hasText: 'Yetersiz stok' })).toContainText('depoda 5 adet var');

  await page.getByLabel('Miktar (adet)').fill('2');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  const done = page.getByTestId('stock-issue-done');
  await expect(done).toContainText('Teslim kaydedildi');
  await expect(done).toContainText(/KKD-\d{4}-\d{6}/);
  // Its paper is one tap away, as after a hand-over.
  await expect(done.getByRole('link', { name: 'Belgeyi Yazdır' })).toHaveAttribute('href', /\/stock\/issues\/[0-9a-f-]{36}\?yazdir=1$/);
  await noSidewaysScroll(page);

  await page.goto(`/workers/${worker.id}`);
  const line = page.getByTestId('ppe-line').filter({ hasText: helmet.name });
  await expect(line).toContainText('2 adet');
  // The next replacement day: the day plus the helmet's 24 months (the phone line's detail).
  await expect(line).toContainText(formatLocalDay(replacementDay(warehouseToday(), 24)));
  await noSidewaysScroll(page);
  const levels = await apiOk<Array<Row & { on_hand: number }>>(request, token, 'GET', `/stock/levels?warehouse_id=${warehouse.id}`);
  expect(levels.find((l) => l.id === helmet.id)?.on_hand).toBe(3);
});

test('the KKD- paper opened from the PPE card on a phone prints its PPE lines, the briefing and the seal', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { warehouse, workers } = await setUpStock(request, {
    warehouse: { name: 'KKD Kağıt Deposu', location: 'Bursa' },
    brand: 'Marka',
    category: 'Kategori',
    items: [],
    signature: true,
    department: 'Saha Ekibi',
    workers: [{ first_name: 'Selin', last_name: 'Gözlüklü', tcLead: '4', phone: '5321114455' }],
  });
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const boots = await apiOk<Row & { name: string }>(request, token, 'POST', '/stock/items', {
    name: `İş Ayakkabısı ${uniqueSuffix()}`,
    kind: 'ppe',
    unit: 'çift',
    variant: '42',
    standard: 'EN ISO 20345 S3',
    replacement_months: 12,
  });
  await apiOk(request, token, 'POST', '/stock/receipts', {
    warehouse_id: warehouse.id,
    supplier: 'Güven İSG',
    lines: [{ item_id: boots.id, quantity: 4, unit_price: 950 }],
  });
  const worker = workers[0]!;
  const given = await apiOk<Row & { document: { number: string } }>(request, token, 'POST', '/stock/issues', {
    id: crypto.randomUUID(),
    warehouse_id: warehouse.id,
    worker_id: worker.id,
    signature: PNG_SIGNATURE,
    offline: false,
    ppe_briefed: true,
    lines: [{ item_id: boots.id, quantity: 1 }],
  });

  await loginAsAdmin(page);
  // window.print opens a dialog in a real browser: mark the call instead.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(`/workers/${worker.id}`);
  // The PPE card's row opens its document (on a phone, from the row's menu). The menu closes on a
  // scroll: first let the device copy's download bar go, whose leaving moves the page.
  await expect(page.getByTestId('mirror-download')).toHaveCount(0);
  await page.getByRole('button', { name: `${boots.name} (42) işlemleri` }).click();
  await page.getByRole('menu').getByRole('link', { name: given.document.number }).click();
  await expect(page.getByTestId('stock-issue-line')).toContainText('EN ISO 20345 S3');
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Yazdır', exact: true }).click();
  // Printed once the seal's QR is drawn; the sheet is then read as printed.
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('stock-issue-paper');
  await expect(sheet.getByTestId('print-number')).toHaveText(given.document.number);
  const line = sheet.getByTestId('paper-stock-line');
  await expect(line).toHaveCount(1);
  // Type, standard, size, quantity, the day of issue and the next replacement day (12 months on).
  for (const text of ['İş Ayakkabısı', 'KKD', 'EN ISO 20345 S3', '42', '1 çift', formatLocalDay(warehouseToday())]) {
    await expect(line).toContainText(text);
  }
  await expect(line).toContainText(formatLocalDay(replacementDay(warehouseToday(), 12)));
  await expect(sheet.getByTestId('paper-acknowledgement')).toContainText('kullanımı bana gösterildi ve anlatıldı');
  await expect(sheet.getByRole('img', { name: `Teslim Alan: ${worker.first_name} ${worker.last_name} imzası` })).toBeVisible();
  await expect(sheet.getByTestId('paper-code')).toHaveText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
});
