// Import flow in the browser: a 50-row .xlsx with two bad rows, the preview, the write with its
// progress and summary, the error report downloaded, fixed and imported again.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { apiLogin, apiOk, ADMIN, loginAsAdmin, uniqueSuffix, WITHOUT_SERVICE_WORKER } from './support';

test.use(WITHOUT_SERVICE_WORKER);

test('equipment from a 50-row .xlsx with two bad rows, fixed from the error report and imported again', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const suffix = uniqueSuffix();
  const brand = await apiOk<{ id: string; name: string }>(request, token, 'POST', '/brands', { name: `İçe Marka ${suffix}` });
  const category = await apiOk<{ id: string; name: string }>(request, token, 'POST', '/categories', { name: `İçe Kategori ${suffix}` });
  const warehouse = await apiOk<{ id: string; name: string }>(request, token, 'POST', '/warehouses', {
    name: `İçe Depo ${suffix}`,
    location: 'İzmir',
  });

  const serial = (i: number) => `IMP-${suffix}-${String(i).padStart(2, '0')}`;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ekipmanlar');
  sheet.addRow(['Seri No', 'Marka', 'Model', 'Kategori', 'Depo']);
  for (let i = 1; i <= 50; i++) {
    // Row 10 has no model; row 30 names a warehouse that does not exist.
    sheet.addRow([
      serial(i),
      brand.name.toLocaleUpperCase('tr-TR'),
      i === 10 ? '' : `Model ${i}`,
      category.name,
      i === 30 ? 'Olmayan Depo' : warehouse.name,
    ]);
  }
  const xlsxPath = testInfo.outputPath('ekipmanlar.xlsx');
  await workbook.xlsx.writeFile(xlsxPath);

  await loginAsAdmin(page, '/equipment');
  await page.getByRole('link', { name: 'İçe Aktar' }).click();
  await expect(page).toHaveURL(/\/equipment\/import$/);
  await expect(page.getByRole('heading', { name: 'Ekipmanları İçe Aktar' })).toBeVisible();

  await page.getByLabel('İçe aktarılacak dosya').setInputFiles(xlsxPath);
  await expect(page.getByTestId('import-count-create')).toContainText('48');
  await expect(page.getByTestId('import-count-error')).toContainText('2');
  // The preview opens on the errors, each with its Turkish reason.
  await expect(page.getByText('Model zorunludur')).toBeVisible();
  await expect(page.getByText('Depo bulunamadı: Olmayan Depo.')).toBeVisible();
  await expect(page.getByLabel('Seri No')).toHaveValue('0');

  await page.getByRole('button', { name: 'İçe Aktar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'İçe aktarmayı onaylayın' });
  await expect(dialog).toContainText('48 kayıt eklenecek');
  await dialog.getByRole('button', { name: 'İçe Aktar' }).click();
  await expect(page.getByRole('heading', { name: 'İçe aktarma tamamlandı' })).toBeVisible();
  await expect(page.getByTestId('import-count-create')).toContainText('48');
  await expect(page.getByTestId('import-count-error')).toContainText('2');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hata Raporunu İndir' }).click();
  const download = await downloading;
  const reportPath = testInfo.outputPath('hatalar.csv');
  await download.saveAs(reportPath);
  const report = parse(await readFile(reportPath), { bom: true, delimiter: ';' }) as string[][];
  // Each bad row with its number as the spreadsheet program shows it (the header is row 1).
  expect(report[0]).toEqual(['Satır', 'Seri No', 'Marka', 'Model', 'Kategori', 'Depo', 'Hata']);
  expect(report.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([
    ['11', serial(10), 'Model zorunludur'],
    ['31', serial(30), 'Depo bulunamadı: Olmayan Depo.'],
  ]);

  // Fixed in the report itself, the 'Satır' and 'Hata' columns left in: they map to no field.
  const fixed = report.map((r, i) =>
    i === 0 ? r : [r[0]!, r[1]!, r[2]!, r[3] || 'Düzeltilmiş Model', r[4]!, r[5] === 'Olmayan Depo' ? warehouse.name : r[5]!, r[6]!],
  );
  const fixedPath = testInfo.outputPath('hatalar-duzeltildi.csv');
  await writeFile(fixedPath, `\uFEFF${fixed.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\r\n')}\r\n`);

  await page.getByRole('button', { name: 'Yeni Dosya İçe Aktar' }).click();
  await page.getByLabel('İçe aktarılacak dosya').setInputFiles(fixedPath);
  await expect(page.getByTestId('import-count-create')).toContainText('2');
  await expect(page.getByTestId('import-count-error')).toContainText('0');
  await page.getByRole('button', { name: 'İçe Aktar', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'İçe aktarmayı onaylayın' }).getByRole('button', { name: 'İçe Aktar' }).click();
  await expect(page.getByRole('heading', { name: 'İçe aktarma tamamlandı' })).toBeVisible();
  await expect(page.getByTestId('import-count-create')).toContainText('2');
  await expect(page.getByRole('button', { name: 'Hata Raporunu İndir' })).toHaveCount(0);

  // The original file again: the 48 rows are identical now, the two bad rows still bad.
  await page.getByRole('button', { name: 'Yeni Dosya İçe Aktar' }).click();
  await page.getByLabel('İçe aktarılacak dosya').setInputFiles(xlsxPath);
  await expect(page.getByTestId('import-count-skip')).toContainText('48');
  await expect(page.getByTestId('import-count-create')).toContainText('0');

  const items = await apiOk<Array<{ serial_number: string; status: string; model: string }>>(
    request,
    token,
    'GET',
    `/equipment?warehouse_id=${warehouse.id}`,
  );
  expect(items.map((e) => e.serial_number).sort()).toEqual(Array.from({ length: 50 }, (_, i) => serial(i + 1)));
  expect(new Set(items.map((e) => e.status))).toEqual(new Set(['available']));
  expect(items.find((e) => e.serial_number === serial(10))!.model).toBe('Düzeltilmiş Model');

  await page.goto('/equipment');
  await page.getByLabel('Ekipman ara').fill(serial(10));
  await expect(page.getByText('Düzeltilmiş Model')).toBeVisible();
});

test('workers: the İçe Aktar link, the template and the create-missing tick', async ({ page }, testInfo) => {
  await loginAsAdmin(page, '/workers');
  await page.getByRole('link', { name: 'İçe Aktar' }).click();
  await expect(page.getByRole('heading', { name: 'İşçileri İçe Aktar' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Şablonu İndir' }).click();
  const templatePath = testInfo.outputPath('sablon.csv');
  await (await downloading).saveAs(templatePath);
  const template = parse(await readFile(templatePath), { bom: true, delimiter: ';' }) as string[][];
  expect(template[0]).toEqual(['Ad', 'Soyad', 'TC Kimlik No', 'Telefon', 'Departman']);

  const suffix = uniqueSuffix();
  const tc = `7${String(Date.now()).slice(-10)}`;
  const rows = [template[0]!, ['Işıl', 'Çelik', tc, '+90 532 111 22 33', `Yeni Ekip ${suffix}`]];
  const filePath = testInfo.outputPath('personel.csv');
  await writeFile(filePath, `\uFEFF${rows.map((r) => r.map((c) => `"${c}"`).join(';')).join('\r\n')}\r\n`);
  await page.getByLabel('İçe aktarılacak dosya').setInputFiles(filePath);
  await expect(page.getByTestId('import-count-error')).toContainText('1');
  await expect(page.getByText(`Yeni Ekip ${suffix}`, { exact: false }).first()).toBeVisible();
  await page.getByLabel('Eksik departmanları oluştur').check();
  await expect(page.getByTestId('import-count-create')).toContainText('1');
  await page.getByRole('button', { name: 'İçe Aktar', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'İçe aktarmayı onaylayın' }).getByRole('button', { name: 'İçe Aktar' }).click();
  await expect(page.getByRole('heading', { name: 'İçe aktarma tamamlandı' })).toBeVisible();
  await page.getByRole('link', { name: 'İşçilere Dön' }).click();
  await page.getByLabel('İşçi ara').fill(tc);
  await expect(page.getByText('Işıl')).toBeVisible();
});
