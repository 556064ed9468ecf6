// Field hand-over end to end: two items issued with a drawn signature, seen in the list, on the
// worker's history, on the equipment's field history and on the dashboard; the printed hand-over
// document; a return; and a second user racing for an item that is already gone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiCall,
  apiOk,
  completeReturnDialog,
  drawSignature,
  expectNoSeriousA11yViolations,
  loginAsAdmin,
  PNG_SIGNATURE,
  setUpStock,
  signIn,
  tcNo,
  type Item,
  type Row,
  WITHOUT_SERVICE_WORKER,
} from './support';

test.use(WITHOUT_SERVICE_WORKER);

async function setUp(request: APIRequestContext) {
  // The issuer's saved signature is copied onto the document.
  const { sfx, token, warehouse, items, workers } = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Saha Deposu', location: 'Ankara', description: 'Uçtan uca saha testi' },
    brand: 'Makita',
    category: 'Matkap',
    items: ['A', 'B', 'C'].map((letter, i) => ({ serial: `SN-${letter}`, model: `DHP-${i + 1}` })),
    department: 'Saha Ekibi',
    workers: [{ first_name: 'Kemal', last_name: 'Işık', tcLead: '2', phone: '5321112233' }],
  });
  const worker = workers[0]!;
  // A second warehouse, so that the form never chooses the only one itself (which spec ran before on
  // this database must not decide whether 'Depo seçimi zorunludur' shows).
  await apiOk(request, token, 'POST', '/warehouses', { name: `Yedek Depo${sfx}`, location: 'Ankara' });

  // A second user who may hand out equipment.
  const permissions = await apiOk<Array<{ id: string; name: string }>>(request, token, 'GET', '/permissions');
  const wanted = ['view_field_equipment', 'view_dashboard', 'view_workers'];
  const role = await apiOk<Row>(request, token, 'POST', '/roles', {
    name: `Saha Sorumlusu ${sfx}`,
    permissionIds: permissions.filter((p) => wanted.includes(p.name)).map((p) => p.id),
  });
  const second = { email: `saha-${sfx}@depo.local`, password: 'saha-sifre-123' };
  await apiOk(request, token, 'POST', '/users', {
    first_name: 'Elif',
    last_name: 'Çetin',
    tc_no: tcNo('2'),
    email: second.email,
    phone: '5334445566',
    role_id: role.id,
    password: second.password,
  });
  return { token, sfx, warehouse, items, worker, workerName: `Kemal Işık${sfx}`, second };
}

async function fillIssueForm(page: Page, warehouseName: string, serials: string[], workerLastName: string) {
  await page.goto('/field-equipment/issue');
  await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: warehouseName });
  for (const serial of serials) await page.getByRole('checkbox', { name: new RegExp(serial) }).check();
  await page.getByRole('combobox', { name: /Teslim Alan İşçi/ }).fill(workerLastName);
  await page.getByRole('option', { name: new RegExp(workerLastName) }).click();
  await expect(page.getByTestId('selected-worker')).toContainText(workerLastName);
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');
}

test('hand-over, print, return and a race for the same item', async ({ page, request, browser }) => {
  const data = await setUp(request);
  const [a, b, c] = data.items as [Item, Item, Item];

  // window.print opens a dialog in a real browser: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => {
      (window as unknown as { __prints: number }).__prints += 1;
    };
  });
  await loginAsAdmin(page);

  // The form's own messages before anything is chosen.
  await page.goto('/field-equipment/issue');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('Depo seçimi zorunludur')).toBeVisible();
  await expect(page.getByText('Lütfen en az bir ekipman seçin.')).toBeVisible();
  await expect(page.getByText('İşçi seçimi zorunludur')).toBeVisible();
  await expect(page.getByText('Lütfen şartları ve koşulları kabul edin.')).toBeVisible();
  await expect(page.getByText('Lütfen imza atın.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 'Yeni İşçi' creates a worker and chooses it.
  await page.getByRole('button', { name: '+ Yeni İşçi' }).click();
  const workerDialog = page.getByRole('dialog', { name: 'Yeni İşçi' });
  await workerDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(workerDialog.getByText('Ad zorunludur', { exact: true })).toBeVisible();
  await expect(workerDialog.getByText('TC Kimlik No zorunludur')).toBeVisible();
  await expect(workerDialog.getByText('Departman zorunludur')).toBeVisible();
  await workerDialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Derya');
  await workerDialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(`Yeni${data.sfx}`);
  await workerDialog.getByRole('textbox', { name: 'TC Kimlik No', exact: true }).fill('123');
  await workerDialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('5301234567');
  await workerDialog.getByRole('combobox', { name: 'Departman', exact: true }).selectOption({ index: 1 });
  await workerDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(workerDialog.getByText('Geçerli bir TC Kimlik No giriniz (11 haneli)')).toBeVisible();
  await workerDialog.getByRole('textbox', { name: 'TC Kimlik No', exact: true }).fill(tcNo('2'));
  await workerDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('İşçi başarıyla oluşturuldu.')).toBeVisible();
  await expect(workerDialog).toBeHidden();
  await expect(page.getByTestId('selected-worker')).toHaveText(`Derya Yeni${data.sfx}`);

  // Issue two items in one signing.
  await fillIssueForm(page, data.warehouse.name, [a.serial_number, b.serial_number], `Işık${data.sfx}`);
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('2 ekipman başarıyla teslim edildi.')).toBeVisible();
  await expect(page).toHaveURL(/\/field-equipment\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Sahada', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teslim Alan İşçi' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Teslim Alan \(İşçi\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The printed document: both items, the parties, the worker's drawn signature, no app chrome.
  await page.getByRole('button', { name: 'Yazdır', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const paper = page.getByTestId('print-document');
  await expect(paper).toBeVisible();
  await expect(paper.getByRole('heading', { name: 'Ekipman Teslim Tutanağı' })).toBeVisible();
  await expect(paper.getByTestId('print-item')).toHaveCount(2);
  await expect(paper).toContainText(a.serial_number);
  await expect(paper).toContainText(b.serial_number);
  await expect(paper).toContainText(data.workerName);
  await expect(paper).toContainText('Teslim Şartları ve Koşulları');
  const workerSignature = paper.getByRole('img', { name: /Teslim Alan: .* imzası/ });
  await expect(workerSignature).toBeVisible();
  expect(await workerSignature.evaluate((img: HTMLImageElement) => img.naturalWidth > 100 && img.src.startsWith('data:image/png'))).toBe(
    true,
  );
  await expect(paper.getByRole('img', { name: /Teslim Eden: .* imzası/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Yazdır', exact: true })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(paper).toBeHidden();

  // The list shows both, active.
  await page.goto('/field-equipment');
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(data.sfx);
  const rowA = page.getByTestId('field-row').filter({ hasText: a.serial_number });
  const rowB = page.getByTestId('field-row').filter({ hasText: b.serial_number });
  await expect(rowA).toContainText('Sahada');
  await expect(rowB).toContainText('Sahada');
  await expect(rowA).toContainText(data.workerName);
  await expect(rowA.getByRole('link', { name: data.workerName })).toHaveAttribute('href', `/workers/${data.worker.id}`);
  await expectNoSeriousA11yViolations(page);

  // Return one of them.
  await rowA.getByRole('button', { name: /İade Al/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ekipman İade Al' });
  await expect(dialog).toContainText(a.serial_number);
  // B is offered too (same worker), but only A is ticked.
  await expect(dialog.getByTestId('return-item')).toHaveCount(2);
  await completeReturnDialog(page, [{ serial: a.serial_number, condition: 'Sağlam' }]);
  await expect(page.getByText('Ekipman başarıyla iade alındı.')).toBeVisible();
  // The list answers its title (Sahada by default): the returned hand-over shows once that is picked.
  await expect(rowA).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Tüm Durumlar' });
  await expect(rowA).toContainText('İade Edildi');
  await expect(rowA.getByRole('button', { name: /İade Al/ })).toHaveCount(0);
  await expect(rowB).toContainText('Sahada');

  // Other screens read the same records.
  const { items: history } = await apiOk<{ items: Array<{ id: string; status: string; equipment: { serial_number: string } }> }>(
    request,
    data.token,
    'GET',
    `/workers/${data.worker.id}/equipment-history`,
  );
  expect(history.map((h) => [h.equipment.serial_number, h.status]).sort()).toEqual(
    [
      [a.serial_number, 'returned'],
      [b.serial_number, 'active'],
    ].sort(),
  );
  const { items: fieldHistory } = await apiOk<{ items: Array<{ status: string; worker: { first_name: string } }> }>(
    request,
    data.token,
    'GET',
    `/equipment/${b.id}/field-history`,
  );
  expect(fieldHistory).toHaveLength(1);
  expect(fieldHistory[0]).toMatchObject({ status: 'active', worker: { first_name: 'Kemal' } });

  await page.goto(`/workers/${data.worker.id}`);
  await expect(page.getByText(a.serial_number).first()).toBeVisible();
  await expect(page.getByText(b.serial_number).first()).toBeVisible();

  await page.goto(`/equipment/${b.id}`);
  await expect(page.getByRole('link', { name: data.workerName }).first()).toBeVisible();

  // Return receipt of the returned item.
  await page.goto('/field-equipment');
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'İade Edildi' });
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(a.serial_number);
  await page.getByTestId('field-row').filter({ hasText: a.serial_number }).getByRole('link').first().click();
  await expect(page.getByText('İade Alındı', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'İade Belgesini Yazdır' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-document')).toHaveAttribute('data-kind', 'return');
  await expect(page.getByTestId('print-document')).toContainText('Ekipman İade Tutanağı');
  await expect(page.getByTestId('print-document').getByTestId('print-item')).toHaveCount(1);
  await page.emulateMedia({ media: 'screen' });

  // A second signed-in user prepares to hand out item C; meanwhile it is issued elsewhere.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await signIn(other, data.second.email, data.second.password);
    await fillIssueForm(other, data.warehouse.name, [c.serial_number], `Işık${data.sfx}`);
    const taken = await apiCall(request, data.token, 'POST', '/field-equipment', {
      equipment_id: c.id,
      worker_id: data.worker.id,
      team_leader_id: null,
      signature: PNG_SIGNATURE,
    });
    expect(taken.status).toBe(201);
    // The second user has no saved signature: the form asks for it in place (the paper never lacks it).
    await other.getByRole('button', { name: 'Teslim Et' }).click();
    await expect(other.getByText('Lütfen kendi imzanızı atın.')).toBeVisible();
    await drawSignature(other, 'Teslim Eden İmzası (sizin)');
    await other.getByRole('button', { name: 'Teslim Et' }).click();
    await expect(other.getByText(`${c.serial_number} seri numaralı ekipman teslim edilemez: durumu Sahada.`)).toBeVisible();
    await expect(other).toHaveURL(/\/field-equipment\/issue$/);
  } finally {
    await otherContext.close();
  }

  // The dashboard's newest hand-overs include the item still in the field.
  await page.goto('/');
  await expect(page.getByText(b.serial_number).first()).toBeVisible();
});
