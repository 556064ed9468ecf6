// Inventory end to end: brand, category, warehouse and equipment created through the UI; list
// filtering; detail with the barcode PNG; scrap and restore; delete refused once history exists.
// Run: E2E_PORT=4104 npx playwright test -c tests/playwright.config.ts tests/e2e/inventory.spec.ts
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  apiLogin,
  apiOk,
  ADMIN,
  expectNoSeriousA11yViolations,
  loginAsAdmin,
  rowAction,
  uniqueSuffix,
  WITHOUT_SERVICE_WORKER,
} from './support';

test.use(WITHOUT_SERVICE_WORKER);

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

test('inventory: catalog, warehouse, equipment, filters, barcode, scrap/restore, delete refused', async ({ page, request }) => {
  const s = uniqueSuffix();
  const brand = `E2E Marka ${s}`;
  const category = `E2E Kategori ${s}`;
  const warehouse = `E2E Depo ${s}`;
  const serial1 = `SN-E2E-${s}-1`;
  const serial2 = `SN-E2E-${s}-2`;

  await loginAsAdmin(page);

  // Brand and category through their tabs.
  await page.goto('/equipment/brands');
  await page.getByRole('button', { name: 'Yeni Marka' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Marka adı zorunludur')).toBeVisible();
  await dialog.getByLabel('Marka Adı').fill(brand);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'Marka başarıyla oluşturuldu.');
  await expect(page.getByRole('cell', { name: brand, exact: true })).toBeVisible();
  await expect(page.getByText(/Sistemde \d+ marka bulunmaktadır/)).toBeVisible();

  await page.getByRole('link', { name: 'Kategoriler' }).click();
  await expect(page).toHaveURL(/\/equipment\/categories$/);
  await page.getByRole('button', { name: 'Yeni Kategori' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kategori Adı').fill(category);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'Kategori başarıyla oluşturuldu.');
  await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible();

  // Warehouse.
  await page.goto('/warehouses');
  await page.getByRole('button', { name: 'Yeni Depo' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Depo Adı').fill(warehouse);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Lokasyon zorunludur')).toBeVisible();
  await dialog.getByLabel('Lokasyon').fill('İstanbul, Tuzla');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'Depo başarıyla oluşturuldu.');
  await expect(page.getByTestId('warehouse-card').filter({ hasText: warehouse })).toBeVisible();

  // Two pieces of equipment.
  await page.goto('/equipment');
  await expect(page.getByRole('heading', { name: 'Ekipmanlar Listesi' })).toBeVisible();
  for (const [serial, model] of [
    [serial1, 'XR-500'],
    [serial2, 'ZT-900'],
  ] as const) {
    await page.getByRole('button', { name: 'Yeni Ekipman' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByPlaceholder('SN-2024-001')).toBeVisible();
    await dialog.getByLabel('Seri Numarası').fill(serial);
    await dialog.getByLabel('Model').fill(model);
    await dialog.getByLabel('Marka').selectOption({ label: brand });
    await dialog.getByLabel('Kategori').selectOption({ label: category });
    await dialog.getByLabel('Depo').selectOption({ label: warehouse });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expectToast(page, 'Ekipman başarıyla oluşturuldu.');
    await expect(dialog).toBeHidden();
  }

  // Filter by warehouse, then search, then clear.
  const rows = page.getByTestId('equipment-row');
  await page.getByLabel('Depo', { exact: true }).selectOption({ label: warehouse });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(/2 ekipman bulundu/)).toBeVisible();
  await page.getByLabel('Ekipman ara').fill('zt-900');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(serial2);

  // Label sheet: the selected rows' barcodes in a print-only view, without the app around it.
  await page.getByLabel(`${serial2} etiket için seç`).check();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: /Seçilenleri Yazdır \(1\)/ }).click();
  const printRoot = page.getByTestId('print-root');
  await expect(printRoot.locator('svg[role="img"]')).toHaveCount(1);
  await expect(printRoot).toContainText(`${brand} ZT-900`);
  await page.emulateMedia({ media: 'print' });
  await expect(printRoot).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ekipmanlar Listesi' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(printRoot).toBeHidden();
  // Toasts fade in and out (their contrast mid-animation is not the page's).
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
  await expect(page.getByLabel('Ekipman ara')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Filtreleri Temizle' })).toBeHidden();

  // Detail and barcode download.
  await page.getByLabel('Ekipman ara').fill(serial1);
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link', { name: serial1 }).click();
  await expect(page).toHaveURL(/\/equipment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `${brand} XR-500` })).toBeVisible();
  await expect(page.getByText('Henüz saha kullanım geçmişi yok')).toBeVisible();
  await expect(page.getByText('Henüz arıza geçmişi yok')).toBeVisible();
  await expect(page.getByText('Henüz transfer geçmişi yok')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Barkodu İndir' }).click()]);
  expect(download.suggestedFilename()).toBe(`${serial1}.png`);
  const png = await readFile((await download.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Printing shows the barcode alone.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Barkodu Yazdır' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-root').getByRole('img', { name: `${serial1} barkodu` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${brand} XR-500` })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Scrap and restore through the edit dialog.
  // Back to the list: the search it showed is kept (it lives in the address).
  await page.getByRole('button', { name: '← Geri' }).click();
  await expect(page).toHaveURL(new RegExp(`/equipment\\?ara=${serial1}$`));
  await expect(page.getByLabel('Ekipman ara')).toHaveValue(serial1);
  await expect(rows).toHaveCount(1);
  await rowAction(page, `${serial1} düzenle`, `${serial1} işlemleri`);
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Evet, bu ekipmanı hurdaya ayırmak istiyorum').check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'Ekipman başarıyla güncellendi.');
  await expect(rows.first()).toContainText('Hurda');
  await rowAction(page, `${serial1} düzenle`, `${serial1} işlemleri`);
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Evet, bu ekipmanı tekrar müsait durumuna getir').check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(rows.first()).toContainText('Müsait');

  // The detail's activity timeline (from the audit trail) shows both moves, newest first.
  await rows.first().getByRole('link', { name: serial1 }).click();
  const activity = page.getByRole('region', { name: 'Hareket Geçmişi' });
  await expect(activity.getByText('Durum: Hurda → Müsait')).toBeVisible();
  await expect(activity.getByText('Durum: Müsait → Hurda')).toBeVisible();
  await expect(activity.getByText('Ekipman kaydedildi')).toBeVisible();
  await page.getByRole('button', { name: '← Geri' }).click();
  await page.getByLabel('Ekipman ara').fill(serial1);

  // Deleting equipment with history is refused: a transfer (through the transfers API) is history.
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const me = await apiOk<{ id: string }>(request, token, 'GET', '/auth/me');
  const list = await apiOk<Array<{ id: string; serial_number: string; warehouse_id: string }>>(request, token, 'GET', '/equipment');
  const second = list.find((e) => e.serial_number === serial2)!;
  const target = await apiOk<{ id: string }>(request, token, 'POST', '/warehouses', { name: `E2E Hedef ${s}`, location: 'Ankara' });
  const transfer = await apiCall(request, token, 'POST', '/transfers', {
    equipment_id: second.id,
    from_warehouse_id: second.warehouse_id,
    to_warehouse_id: target.id,
    assigned_to: me.id,
  });
  expect(transfer.status, JSON.stringify(transfer.body)).toBeLessThan(300);

  await page.getByLabel('Ekipman ara').fill(serial2);
  await expect(rows).toHaveCount(1);
  await rowAction(page, `${serial2} sil`, `${serial2} işlemleri`);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ekipman Sil');
  await expect(confirm).toContainText(`${brand} ZT-900 (${serial2})`);
  await expect(confirm).toContainText('Bu işlem geri alınamaz.');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expectToast(page, `${serial2} seri numaralı ekipmanın transfer geçmişi bulunduğu için silinemez.`);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'İptal' }).click();
  await expect(rows).toHaveCount(1);

  // The warehouse page lists both items (the one in transit still belongs to its source).
  await page.goto('/warehouses');
  await page.getByTestId('warehouse-card').filter({ hasText: warehouse }).click();
  await expect(page.getByRole('heading', { name: warehouse, level: 1 })).toBeVisible();
  await expect(page.getByTestId('equipment-row')).toHaveCount(2);
  await page.getByLabel('Durum', { exact: true }).selectOption('in_field');
  await expect(page.getByText('Arama sonucu bulunamadı')).toBeVisible();
});
