// Offline field work end to end (docs/offline.md): with the network cut, a new worker and a
// hand-over of two items to them, a return and a fault report wait in the outbox, survive a reload,
// and land exactly once when the network returns; the item another client handed out meanwhile
// fails visibly with the server's message. Then camera scanning: Chromium's fake camera is fed a
// CODE_128 clip generated here, and the issue form picks the item.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { launchWithBarcodeCamera } from './camera-clip';
import {
  apiOk,
  completeReturnDialog,
  drawSignature,
  expectNoSeriousA11yViolations,
  idbKeys,
  loginAsAdmin,
  outboxEntries,
  PNG_SIGNATURE,
  replayOutbox,
  setUpStock,
  tcNo,
  waitForServiceWorker,
  type Item,
  type Row,
} from './support';

interface FieldRow extends Row {
  status: string;
  equipment_id: string;
  worker_id: string;
  worker: { id: string; tc_no: string };
  document: { id: string; number: string };
}
interface BrokenRow extends Row {
  equipment_id: string;
  status: string;
}
interface OutboxEntryView {
  id: string;
  kind: string;
  state: string;
  label: string;
  error?: string;
}

async function setUp(request: APIRequestContext) {
  const { workers, department, ...data } = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Bodrum Deposu', location: 'İzmir' },
    brand: 'Bosch',
    category: 'Kırıcı',
    items: ['A', 'B', 'C', 'D'].map((letter) => ({ serial: `OFF-${letter}`, model: `GSH-${letter}` })),
    department: 'Bodrum Ekibi',
    workers: [{ first_name: 'Hasan', last_name: 'Öztürk', tcLead: '3', phone: '5321110000' }],
  });
  return { ...data, department: department!, worker: workers[0]! };
}

async function entryViews(page: Page): Promise<OutboxEntryView[]> {
  return (await outboxEntries(page)).map(({ id, kind, state, label, error }) => ({ id, kind, state, label, error }));
}

const indicator = (page: Page) => page.getByTestId('offline-indicator').locator('visible=true');

test('offline hand-overs, a return and a fault report land exactly once; a conflict fails visibly', async ({ page, context, request }) => {
  const data = await setUp(request);
  const [a, b, c, d] = data.items as [Item, Item, Item, Item];

  // D is already in the field (to be taken back offline).
  const handedD = await apiOk<FieldRow>(request, data.token, 'POST', '/field-equipment', {
    equipment_id: d.id,
    worker_id: data.worker.id,
    team_leader_id: null,
    signature: PNG_SIGNATURE,
  });

  // Online: sign in, let the service worker take control and the mirror fill.
  await loginAsAdmin(page);
  await waitForServiceWorker(page);
  await page.goto('/field-equipment');
  await expect(page.getByRole('heading', { name: 'Sahadaki Ekipmanlar' })).toBeVisible();
  await expect.poll(() => idbKeys(page, 'equipment'), { timeout: 20_000 }).toEqual(expect.arrayContaining([a.id, b.id, c.id, d.id]));
  await expect.poll(() => idbKeys(page, 'field_equipment'), { timeout: 20_000 }).toContain(handedD.id);
  await expect.poll(() => idbKeys(page, 'workers')).toContain(data.worker.id);
  // The new worker's form offers the departments the device holds: wait for the one it will pick.
  await expect.poll(() => idbKeys(page, 'departments')).toContain(data.department.id);
  await expect.poll(() => idbKeys(page, 'meta')).toContain('token');

  // The network goes away (the worker's own fetches too).
  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'ok',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // A new worker and a hand-over of A and C to them, all offline.
  await page.goto('/field-equipment/issue');
  await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışı');
  await expect(page.getByTestId('offline-banner')).toContainText(/Veriler .* güncellendi/);
  await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouse.name });
  await page.getByRole('checkbox', { name: new RegExp(a.serial_number) }).check();
  await page.getByRole('checkbox', { name: new RegExp(c.serial_number) }).check();
  await page.getByRole('button', { name: '+ Yeni İşçi' }).click();
  const newWorker = { first_name: 'Derya', last_name: `Yeni${data.sfx}`, tc_no: tcNo('3') };
  const workerDialog = page.getByRole('dialog', { name: 'Yeni İşçi' });
  await workerDialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(newWorker.first_name);
  await workerDialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(newWorker.last_name);
  await workerDialog.getByRole('textbox', { name: 'TC Kimlik No' }).fill(newWorker.tc_no);
  await workerDialog.getByRole('textbox', { name: 'Telefon' }).fill('5325556677');
  await workerDialog.getByRole('combobox', { name: 'Departman' }).selectOption({ label: data.department.name });
  await workerDialog.getByRole('button', { name: /Kaydet|Oluştur/ }).click();
  await expect(workerDialog).toBeHidden();
  await expect(page.getByTestId('selected-worker')).toContainText(newWorker.last_name);
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/field-equipment$/);

  // The list shows the waiting hand-overs; the return of D is queued from its row.
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(data.sfx);
  const row = (serial: string) => page.getByTestId('field-row').filter({ hasText: serial });
  await expect(row(a.serial_number).getByTestId('outbox-marker')).toHaveText('Beklemede');
  await expect(row(c.serial_number).getByTestId('outbox-marker')).toHaveText('Beklemede');
  // A hand-over made offline has no number until it lands (docs/documents.md).
  await expect(row(a.serial_number).getByTestId('row-document')).toHaveText('Numara gönderildiğinde verilir');
  await expect(row(d.serial_number).getByTestId('row-document')).toHaveText(handedD.document.number);
  await row(d.serial_number)
    .getByRole('button', { name: /İade Al/ })
    .click();
  await completeReturnDialog(page, [{ serial: d.serial_number, condition: 'Sağlam' }]);
  await expect(row(d.serial_number).getByTestId('outbox-marker')).toHaveText('Beklemede');

  // Items handed out offline can no longer be picked.
  await page.goto('/field-equipment/issue');
  await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouse.name });
  await expect(page.getByRole('checkbox', { name: new RegExp(b.serial_number) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(a.serial_number) })).toHaveCount(0);

  // A fault report for B.
  await page.goto('/broken-equipment');
  await page
    .getByRole('button', { name: /Arıza Bildir/ })
    .first()
    .click();
  const faultDialog = page.getByRole('dialog', { name: 'Arıza Bildir' });
  await faultDialog.getByRole('combobox', { name: 'Depo' }).selectOption({ label: data.warehouse.name });
  await faultDialog.getByText(b.serial_number).click();
  await faultDialog.getByLabel('Arıza Açıklaması').fill('Motor çalışmıyor, bodrumda bildirildi');
  await faultDialog.getByRole('button', { name: 'Arıza Bildir' }).click();
  await expect(page.getByText('Çevrimdışı: arıza kaydı kuyruğa alındı, bağlantı gelince gönderilecek.')).toBeVisible();

  // Reload while offline: the outbox is intact (worker, two hand-overs, a return, a fault report).
  await page.reload();
  await expect(indicator(page)).toBeVisible();
  const queued = await entryViews(page);
  expect(queued.map((e) => e.kind).sort()).toEqual([
    'create_worker',
    'issue_equipment',
    'issue_equipment',
    'report_fault',
    'return_equipment',
  ]);
  await expect(indicator(page).getByTestId('outbox-pending-count')).toContainText('5');

  // Meanwhile another client hands C out online.
  const other = await apiOk<FieldRow>(request, data.token, 'POST', '/field-equipment', {
    equipment_id: c.id,
    worker_id: data.worker.id,
    team_leader_id: null,
    signature: PNG_SIGNATURE,
  });

  // The network returns. Playwright fires no `sync`: the page replays (as it does on `online`).
  await context.setOffline(false);
  await replayOutbox(page);
  await expect.poll(async () => (await entryViews(page)).length, { timeout: 20_000 }).toBe(1);
  const [conflict] = await entryViews(page);
  expect(conflict).toMatchObject({ kind: 'issue_equipment', state: 'failed' });
  expect(conflict!.label).toContain(c.serial_number);
  expect(conflict!.error).toContain(c.serial_number);
  await expect(page.getByText('İşçi başarıyla oluşturuldu.')).toBeVisible();
  await expect(page.getByText('1 ekipman başarıyla teslim edildi.')).toBeVisible();

  // Exactly once, checked through the API. A second replay sends nothing more.
  await replayOutbox(page);
  const field = await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment');
  const created = await apiOk<Array<Row & { tc_no: string }>>(request, data.token, 'GET', '/workers');
  const newWorkers = created.filter((w) => w.tc_no === newWorker.tc_no);
  expect(newWorkers).toHaveLength(1);
  const forA = field.filter((r) => r.equipment_id === a.id);
  expect(forA).toHaveLength(1);
  expect(forA[0]!.worker_id).toBe(newWorkers[0]!.id);
  expect(field.filter((r) => r.equipment_id === c.id).map((r) => r.id)).toEqual([other.id]);
  expect(field.find((r) => r.id === handedD.id)!.status).toBe('returned');
  const broken = await apiOk<BrokenRow[]>(request, data.token, 'GET', '/broken-equipment');
  expect(broken.filter((r) => r.equipment_id === b.id)).toHaveLength(1);

  // The failed entry is shown with the server's message; discarding needs a confirmation.
  await expect(indicator(page).getByTestId('outbox-failed-count')).toContainText('1');
  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Bekleyen İşlemler' });
  const entry = panel.getByTestId('outbox-entry');
  await expect(entry).toHaveAttribute('data-state', 'failed');
  await expect(entry.getByTestId('outbox-error')).toContainText(c.serial_number);
  await expect(panel).toHaveCSS('opacity', '1'); // the enter transition is over: colours are final
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('button', { name: 'Sil' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Bekleyen İşlemi Sil' });
  await expect(confirm).toContainText('geri alınamaz');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Bekleyen işlem silindi.')).toBeVisible();
  expect(await entryViews(page)).toEqual([]);

  // The device learns the numbers the server gave: A's row shows its TES- number, D its İAD- one.
  const landedA = await apiOk<FieldRow>(request, data.token, 'GET', `/field-equipment/${forA[0]!.id}`);
  await page.goto('/field-equipment');
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(landedA.document.number);
  await expect(row(a.serial_number).getByTestId('row-document')).toHaveText(landedA.document.number);
  // D is returned now: the list shows it once returned hand-overs are asked for (Sahada is the default).
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'İade Edildi' });
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(data.sfx);
  await expect(row(d.serial_number).getByTestId('row-document')).toHaveText(/^TES-\d{4}-\d{6} · İAD-\d{4}-\d{6}$/);
});

test('the service worker replays the outbox on Background Sync with no app page open', async ({ page, context, request }) => {
  const data = await setUp(request);
  const item = data.items[0]!;
  const record = await apiOk<FieldRow>(request, data.token, 'POST', '/field-equipment', {
    equipment_id: item.id,
    worker_id: data.worker.id,
    team_leader_id: null,
    signature: PNG_SIGNATURE,
  });

  await loginAsAdmin(page);
  await waitForServiceWorker(page);
  const baseURL = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;

  await page.goto('/field-equipment');
  await expect.poll(() => idbKeys(page, 'field_equipment'), { timeout: 20_000 }).toContain(record.id);
  await expect.poll(() => idbKeys(page, 'meta')).toEqual(expect.arrayContaining(['token', 'user']));

  await context.setOffline(true);
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(item.serial_number);
  await page
    .getByTestId('field-row')
    .filter({ hasText: item.serial_number })
    .getByRole('button', { name: /İade Al/ })
    .click();
  await completeReturnDialog(page, [{ serial: item.serial_number, condition: 'Sağlam' }]);
  await expect.poll(async () => (await entryViews(page)).map((e) => e.kind)).toEqual(['return_equipment']);

  // No app page is left to replay: only the worker can send it.
  await page.goto('about:blank');
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: baseURL, registrationId, tag: 'depo-outbox', lastChance: false });
  await expect
    .poll(async () => (await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment')).find((r) => r.id === record.id)?.status, {
      timeout: 20_000,
    })
    .toBe('returned');
  await page.goto('/field-equipment');
  await expect.poll(() => outboxEntries(page)).toEqual([]);
});

// ---- camera scanning ------------------------------------------------------------------------

test('the camera reads a CODE_128 serial and the issue form picks the item', async ({ page, request }) => {
  const data = await setUp(request);
  const target = data.items[1]!;

  const browser = await launchWithBarcodeCamera(page, target.serial_number, data.sfx);
  try {
    const baseURL = test.info().project.use.baseURL;
    const context = await browser.newContext({ baseURL, locale: 'tr-TR', permissions: ['camera'], viewport: { width: 1280, height: 900 } });
    const camPage = await context.newPage();
    await loginAsAdmin(camPage, '/field-equipment/issue');
    await expect(camPage.getByRole('button', { name: 'Barkodla Ekle' })).toBeVisible();
    await camPage.getByRole('button', { name: 'Barkodla Ekle' }).click();
    // The camera opens in the form itself and stays open for the next items.
    const scanner = camPage.getByRole('region', { name: 'Teslim edilecek ekipmanları tara' });
    await expect(scanner.getByText(`${target.serial_number} okundu.`)).toBeVisible({ timeout: 20_000 });
    // The manual fallback: an unknown serial is refused with a message.
    await scanner.getByRole('textbox', { name: 'Seri numarasını elle girin' }).fill('YOK-123');
    await scanner.getByRole('button', { name: 'Ekle' }).click();
    await expect(scanner.getByText('YOK-123 seri numaralı ekipman bulunamadı.')).toBeVisible();
    await expectNoSeriousA11yViolations(camPage, { exclude: ['[data-testid="scanner-camera"]'] });
    await scanner.getByRole('button', { name: 'Kamerayı Kapat' }).click();
    // The item's warehouse was chosen for it and the item is ticked.
    await expect(camPage.getByRole('combobox', { name: 'Depo', exact: true })).toHaveValue(data.warehouse.id);
    await expect(camPage.getByRole('checkbox', { name: new RegExp(target.serial_number) })).toBeChecked();
    await context.close();
  } finally {
    await browser.close();
  }
});
