// The fault report's paper (ARZ-; docs/equipment-care.md) on a phone at 390 px: the fault's page,
// opened as the list row's 'Yazdır' opens it (`?yazdir=1`), says 'Garantili' before a repairer is
// chosen and prints 'Arıza Kaydı' with its number, the fault as written and the seal, whose code
// verifies on the server. Nothing overflows the screen's width.
import { expect, test } from '@playwright/test';
import { apiOk, loginAsAdmin, setUpStock, type Item, type Row, WITHOUT_SERVICE_WORKER } from './support';

test.use(WITHOUT_SERVICE_WORKER);

const PHONE = { width: 390, height: 844 };

test('a fault under warranty prints as its numbered ARZ- paper, and the paper’s code verifies', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { sfx, token, warehouse, brand, category } = await setUpStock(request, {
    warehouse: { name: 'Arıza Deposu', location: 'İzmir' },
    brand: 'Makita',
    category: 'Kırıcı',
    items: [],
  });
  const item = await apiOk<Item>(request, token, 'POST', '/equipment', {
    serial_number: `KR-${sfx}`,
    model: 'HR2470',
    brand_id: brand.id,
    category_id: category.id,
    warehouse_id: warehouse.id,
    purchase_price: 8750.5,
    warranty_until: '2099-12-31',
  });
  const fault = await apiOk<Row & { document: { number: string } }>(request, token, 'POST', '/broken-equipment', {
    equipment_id: item.id,
    warehouse_id: warehouse.id,
    issue: 'Darbe mekanizması çalışmıyor',
  });

  await loginAsAdmin(page);
  // window.print opens a dialog in a real browser: mark the call instead.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(`/broken-equipment/${fault.id}?yazdir=1`);
  await expect(page.getByTestId('warranty-notice')).toContainText('garanti bitişi 31.12.2099');
  // Printed once the seal's QR is drawn; the sheet is then read as printed.
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('fault-paper');
  await expect(sheet.getByTestId('print-number')).toHaveText(fault.document.number);
  await expect(sheet.getByTestId('print-issue')).toHaveText('Darbe mekanizması çalışmıyor');
  await expect(sheet).toContainText(`KR-${sfx}`);
  await expect(sheet.getByTestId('print-warranty')).toBeVisible();
  const code = sheet.getByTestId('paper-code');
  await expect(code).toHaveText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  const checked = await apiOk<{ number: string; state: string }>(request, null, 'GET', `/documents/verify/${await code.textContent()}`);
  expect(checked).toMatchObject({ number: fault.document.number, state: 'valid' });
});
