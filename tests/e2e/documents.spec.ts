// Verifiable paper end to end (docs/documents.md): a hand-over is printed with its number, the
// company's head and its seal; the QR code cut from the print view is shown to the app's own scanner
// through Chromium's fake camera, and the verification page opens — whole for the signed-in reader,
// validity and number only for anyone else.
import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, apiOk, loginAsAdmin, PNG_SIGNATURE, tcNo, uniqueSuffix, WITHOUT_SERVICE_WORKER } from './support';
import { launchWithImageCamera } from './camera-clip';

test.use(WITHOUT_SERVICE_WORKER);

interface Issued {
  id: string;
  document: { id: string; number: string };
}

test('a printed hand-over carries a QR code the app’s scanner reads into the verification page', async ({ page, request }) => {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  await apiOk(request, token, 'PUT', '/company', {
    name: `Anadolu Yapı ${sfx}`,
    address: 'Gebze, Kocaeli',
    tax_office: 'Gebze',
    tax_number: '1234567890',
    logo: PNG_SIGNATURE,
  });
  const warehouse = await apiOk<{ id: string }>(request, token, 'POST', '/warehouses', {
    name: `Belge Deposu ${sfx}`,
    location: 'Kocaeli',
  });
  const brand = await apiOk<{ id: string }>(request, token, 'POST', '/brands', { name: `Bosch ${sfx}` });
  const category = await apiOk<{ id: string }>(request, token, 'POST', '/categories', { name: `Matkap ${sfx}` });
  const item = await apiOk<{ id: string }>(request, token, 'POST', '/equipment', {
    serial_number: `QR-${sfx}`,
    model: 'GSB 18V',
    brand_id: brand.id,
    category_id: category.id,
    warehouse_id: warehouse.id,
    status: 'available',
  });
  const department = await apiOk<{ id: string }>(request, token, 'POST', '/departments', { name: `Saha ${sfx}` });
  const worker = await apiOk<{ id: string }>(request, token, 'POST', '/workers', {
    first_name: 'Kemal',
    last_name: `Aydın ${sfx}`,
    tc_no: tcNo('7'),
    phone: '5321234567',
    department_id: department.id,
  });
  const issued = await apiOk<Issued>(request, token, 'POST', '/field-equipment', {
    equipment_id: item.id,
    worker_id: worker.id,
    team_leader_id: null,
    signature: PNG_SIGNATURE,
  });
  expect(issued.document.number).toMatch(/^TES-\d{4}-\d{6}$/);

  // Print the hand-over: the print view carries the number, the company and the seal.
  await loginAsAdmin(page);
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(`/field-equipment/${issued.id}`);
  await expect(page.getByText(`Belge No: ${issued.document.number}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Yazdır', exact: true }).click();
  // window.print() is called once the seal is drawn; the sheet is then looked at as printed.
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-document');
  await expect(sheet.getByTestId('print-number')).toHaveText(issued.document.number);
  await expect(sheet.getByTestId('paper-company')).toContainText(`Anadolu Yapı ${sfx}`);
  await expect(sheet.getByTestId('paper-text').first()).toContainText('sürüm 1');
  const code = (await sheet.getByTestId('paper-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  const qr = await sheet.getByTestId('document-qr').screenshot();

  // The app's own scanner, in a browser whose camera sees the printed QR code.
  const browser = await launchWithImageCamera(page, qr, sfx);
  try {
    const baseURL = test.info().project.use.baseURL;
    const context = await browser.newContext({
      baseURL,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      permissions: ['camera'],
      viewport: { width: 1280, height: 900 },
    });
    const camPage = await context.newPage();
    await loginAsAdmin(camPage);
    await camPage.getByRole('button', { name: 'Ekipman Tara' }).click();
    await expect(camPage).toHaveURL(new RegExp(`/belge/${code.replace('-', '')}$`), { timeout: 30_000 });
    await expect(camPage.getByTestId('verify-state')).toHaveAttribute('data-state', 'valid');
    await expect(camPage.getByTestId('verify-number')).toHaveText(issued.document.number);
    await expect(camPage.getByTestId('verify-items')).toContainText(`QR-${sfx}`);
    await expect(camPage.getByTestId('verify-worker')).toContainText('Kemal');

    // Any phone's camera opens the same address without a session: validity and number, nothing else.
    const stranger = await browser.newContext({ baseURL, locale: 'tr-TR' });
    const phone = await stranger.newPage();
    await phone.goto(camPage.url());
    await expect(phone.getByTestId('verify-state')).toHaveAttribute('data-state', 'valid');
    await expect(phone.getByTestId('verify-number')).toHaveText(issued.document.number);
    await expect(phone.getByText('Kemal')).toHaveCount(0);
    await expect(phone.getByText(`QR-${sfx}`)).toHaveCount(0);
    await expect(phone.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await context.close();
    await stranger.close();
  } finally {
    await browser.close();
  }
});

test('every list finds a record by its number: counts, transfers and faults', async ({ page, request }) => {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const me = await apiOk<{ id: string }>(request, token, 'GET', '/auth/me');
  const [from, to] = [
    await apiOk<{ id: string }>(request, token, 'POST', '/warehouses', { name: `Numara Deposu ${sfx}`, location: 'Kocaeli' }),
    await apiOk<{ id: string }>(request, token, 'POST', '/warehouses', { name: `Varış Deposu ${sfx}`, location: 'Sakarya' }),
  ];
  const brand = await apiOk<{ id: string }>(request, token, 'POST', '/brands', { name: `Makita ${sfx}` });
  const category = await apiOk<{ id: string }>(request, token, 'POST', '/categories', { name: `Taşlama ${sfx}` });
  const item = async (serial: string) =>
    apiOk<{ id: string }>(request, token, 'POST', '/equipment', {
      serial_number: serial,
      model: 'GA9020',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: from.id,
      status: 'available',
    });
  const [moving, broken] = [await item(`TR-${sfx}`), await item(`AR-${sfx}`)];
  const transfer = await apiOk<{ document: { number: string } }>(request, token, 'POST', '/transfers', {
    equipment_id: moving.id,
    from_warehouse_id: from.id,
    to_warehouse_id: to.id,
    assigned_to: me.id,
  });
  const fault = await apiOk<{ document: { number: string } }>(request, token, 'POST', '/broken-equipment', {
    equipment_id: broken.id,
    warehouse_id: from.id,
    issue: 'Kömür bitti',
  });
  const count = await apiOk<{ document: { number: string } }>(request, token, 'POST', '/stocktakes', { warehouse_id: from.id });
  expect([transfer.document.number, fault.document.number, count.document.number]).toEqual([
    expect.stringMatching(/^TRF-\d{4}-\d{6}$/),
    expect.stringMatching(/^ARZ-\d{4}-\d{6}$/),
    expect.stringMatching(/^SAY-\d{4}-\d{6}$/),
  ]);

  await loginAsAdmin(page);
  const lists = [
    { path: '/stocktakes', search: 'Sayım ara', number: count.document.number, shows: `Numara Deposu ${sfx}` },
    { path: '/transfers', search: 'Transfer ara', number: transfer.document.number, shows: `TR-${sfx}` },
    { path: '/broken-equipment', search: 'Arıza ara', number: fault.document.number, shows: `AR-${sfx}` },
  ];
  for (const list of lists) {
    await page.goto(list.path);
    // Lower case and without the dotted İ: typed as a phone keyboard would.
    await page.getByRole('searchbox', { name: list.search }).first().fill(list.number.toLowerCase().replace('i̇', 'i'));
    await expect(page.getByRole('row').filter({ hasText: list.number })).toContainText(list.shows);
  }
});
