// Faults, repairs and transfers end to end: a fault reported, assigned and completed with a
// Turkish amount and a PNG invoice; the repairer's statistics; two items transferred and one
// received; the item shows its new warehouse.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, apiOk, expectNoSeriousA11yViolations, loginAsAdmin, uniqueSuffix, WITHOUT_SERVICE_WORKER } from './support';

test.use(WITHOUT_SERVICE_WORKER);

interface Row {
  id: string;
}
interface Named extends Row {
  name: string;
}
interface Item extends Row {
  serial_number: string;
}

// A 1×1 PNG (the invoice).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function setUp(request: APIRequestContext) {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const me = await apiOk<{ first_name: string; last_name: string }>(request, token, 'GET', '/auth/me');
  const source = await apiOk<Named>(request, token, 'POST', '/warehouses', { name: `Tamir Deposu ${sfx}`, location: 'İzmir' });
  const target = await apiOk<Named>(request, token, 'POST', '/warehouses', { name: `Hedef Deposu ${sfx}`, location: 'Bursa' });
  const brand = await apiOk<Named>(request, token, 'POST', '/brands', { name: `Bosch ${sfx}` });
  const category = await apiOk<Named>(request, token, 'POST', '/categories', { name: `Kırıcı ${sfx}` });
  const items: Item[] = [];
  for (const letter of ['A', 'B', 'C']) {
    items.push(
      await apiOk<Item>(request, token, 'POST', '/equipment', {
        serial_number: `TR-${letter}-${sfx}`,
        model: `GSH-${letter}`,
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: source.id,
        status: 'available',
      }),
    );
  }
  const repairer = await apiOk<Named>(request, token, 'POST', '/repairers', {
    name: `Usta Servis ${sfx}`,
    phone: '2324567890',
    address: 'Bornova, İzmir',
  });
  return { token, me, source, target, brand, items: items as [Item, Item, Item], repairer };
}

test('a fault is reported, assigned and repaired with cost and invoice; a transfer of two items, one received', async ({
  page,
  request,
}) => {
  const data = await setUp(request);
  const [faulty, first, second] = data.items;
  const adminName = `${data.me.first_name} ${data.me.last_name}`;
  await loginAsAdmin(page);

  // Report the fault.
  await page.goto('/broken-equipment');
  await page.getByRole('button', { name: 'Arıza Bildir' }).first().click();
  const report = page.getByRole('dialog', { name: 'Arıza Bildir' });
  await report.getByRole('button', { name: 'Arıza Bildir' }).click();
  await expect(report.getByText('Depo zorunludur')).toBeVisible();
  await report.getByRole('combobox', { name: 'Depo' }).selectOption({ label: data.source.name });
  await report.getByLabel('Ekipman ara').fill(faulty.serial_number);
  await report.getByText(faulty.serial_number).click();
  await report.getByLabel('Arıza Açıklaması').fill('Darbe mekanizması çalışmıyor');
  await report.getByRole('button', { name: 'Arıza Bildir' }).click();
  await expect(page.getByText('Arıza kaydı başarıyla oluşturuldu.')).toBeVisible();
  await expect(report).toBeHidden();

  // Assign it.
  await page.getByLabel('Arıza ara').fill(faulty.serial_number);
  const row = page.getByTestId('broken-row').filter({ hasText: faulty.serial_number });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Beklemede')).toBeVisible();
  await row.getByRole('button', { name: /^Tamir Ata/ }).click();
  const assign = page.getByRole('dialog', { name: 'Tamir Ata' });
  await assign.getByLabel('Kişi ara').fill(data.me.last_name);
  await assign.getByText(adminName).first().click();
  await assign.getByRole('button', { name: 'Ata' }).click();
  await expect(page.getByText('Tamir başarıyla atandı.')).toBeVisible();
  await expect(row.getByText('Tamirde')).toBeVisible();

  // Complete it: amount typed the Turkish way, a PNG invoice.
  await row.getByRole('button', { name: /^Tamamla/ }).click();
  const complete = page.getByRole('dialog', { name: 'Tamiri Tamamla' });
  await complete.getByRole('button', { name: 'Tamamla' }).click();
  await expect(complete.getByText('Sonuç seçimi zorunludur')).toBeVisible();
  await expect(complete.getByText('Tamirci seçimi zorunludur')).toBeVisible();
  await expect(complete.getByText('Tamir maliyeti zorunludur')).toBeVisible();
  await complete.getByText('Tamir Edildi').click();
  await complete.getByLabel('Tamirci ara').fill(data.repairer.name);
  await complete.getByText(data.repairer.name).click();
  const cost = complete.getByLabel('Tamir Maliyeti');
  await cost.pressSequentially('1250,50');
  await expect(cost).toHaveValue('1.250,50');
  await complete.getByLabel('Fatura (isteğe bağlı)').setInputFiles({ name: 'fatura.png', mimeType: 'image/png', buffer: PNG });
  await complete.getByRole('button', { name: 'Tamamla' }).click();
  await expect(page.getByText('Tamir başarıyla tamamlandı.')).toBeVisible();
  await expect(row.getByText('Tamir Edildi')).toBeVisible();
  await expect(row.getByText('₺1.250,50')).toBeVisible();
  // Axe measures contrast as rendered: wait until the dialog has faded out.
  await expect(complete).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // CSV export of the filtered list.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV İndir' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^arizali-ekipmanlar-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  expect(csv).toContain(faulty.serial_number);
  expect(csv).toContain('"Tamir Edildi"');

  // The detail: cost in TRY, invoice preview that enlarges.
  await row.click();
  await expect(page).toHaveURL(/\/broken-equipment\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('repair-cost')).toHaveText('₺1.250,50');
  await expect(page.getByTestId('invoice-image')).toBeVisible();
  await page.getByRole('button', { name: 'Faturayı büyüt' }).click();
  await expect(page.getByRole('dialog', { name: 'fatura.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'fatura.png' })).toBeHidden();
  // Toasts fade out over the page (their contrast is measured mid-animation): checked without them.
  await expectNoSeriousA11yViolations(page);

  // The repairer's statistics.
  await page.getByRole('link', { name: data.repairer.name }).click();
  await expect(page.getByRole('heading', { name: data.repairer.name })).toBeVisible();
  await expect(page.getByTestId('stat-Toplam Tamir')).toHaveText('1');
  await expect(page.getByTestId('stat-Toplam Tutar')).toHaveText('₺1.250,50');
  await expect(page.getByTestId('stat-Tamamlanan')).toHaveText('1');
  await expect(page.getByTestId('stat-Ortalama Tamir Süresi')).toHaveText('0 gün');
  await expect(page.getByText('Darbe mekanizması çalışmıyor')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back goes to the repairers tab.
  await page.getByRole('link', { name: 'Tamirciler' }).click();
  await expect(page).toHaveURL(/\/broken-equipment\?tab=repairers$/);
  await expect(page.getByRole('tab', { name: 'Tamirciler' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('repairer-card').filter({ hasText: data.repairer.name })).toContainText('+90 232 456 78 90');

  // A transfer of two items.
  await page.goto('/transfers');
  await page.getByRole('button', { name: 'Yeni Transfer' }).first().click();
  const transfer = page.getByRole('dialog', { name: 'Yeni Transfer' });
  await transfer.getByRole('combobox', { name: 'Kaynak Depo' }).selectOption({ label: data.source.name });
  // The repaired item is available again; pick the other two.
  await transfer.getByText(first.serial_number).click();
  await transfer.getByText(second.serial_number).click();
  await expect(transfer.getByRole('combobox', { name: 'Hedef Depo' }).locator('option', { hasText: data.source.name })).toHaveCount(0);
  await transfer.getByRole('combobox', { name: 'Hedef Depo' }).selectOption({ label: data.target.name });
  await transfer.getByLabel('Kişi ara').fill(data.me.last_name);
  await transfer.getByText(adminName).first().click();
  await transfer.getByRole('button', { name: 'Transfer Oluştur (2)' }).click();
  await expect(page.getByText('2 ekipman için transfer başarıyla oluşturuldu.')).toBeVisible();
  await expect(transfer).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Receive one of them.
  await page.getByLabel('Transfer ara').fill(first.serial_number);
  const transferRow = page.getByTestId('transfer-row').filter({ hasText: first.serial_number });
  await expect(transferRow.getByText('Transferde')).toBeVisible();
  await transferRow.getByRole('button', { name: /^Tamamla/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Transferi Tamamla' });
  await expect(confirm.getByText(/teslim alan olarak siz kaydedilirsiniz/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Tamamla' }).click();
  await expect(page.getByText('Transfer başarıyla tamamlandı.')).toBeVisible();
  await expect(transferRow.getByText('Tamamlandı')).toBeVisible();
  // The sender and receiver columns join the table only where the list has room; the assignee is always there.
  await expect(transferRow.getByText(adminName).first()).toBeVisible();

  // The transfer detail, then the item in its new warehouse.
  await transferRow.click();
  await expect(page.getByText('Transfer Tamamlandı')).toBeVisible();
  await page.getByRole('link', { name: data.target.name }).first().waitFor();
  await page.goto(`/equipment/${first.id}`);
  await expect(page.getByText(data.target.name).first()).toBeVisible();
  const moved = await apiOk<{ status: string; warehouse_id: string }>(request, data.token, 'GET', `/equipment/${first.id}`);
  expect(moved).toMatchObject({ status: 'available', warehouse_id: data.target.id });
  const stillMoving = await apiOk<{ status: string; warehouse_id: string }>(request, data.token, 'GET', `/equipment/${second.id}`);
  expect(stillMoving).toMatchObject({ status: 'in_transfer', warehouse_id: data.source.id });
});
