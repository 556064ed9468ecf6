// The hand-over lifecycle on a tablet (820×1180): issue with an expected return day, the overdue
// filter (from the device's mirror when offline) and the dashboard block, then two items returned
// together offline, one Hasarlı with a note, signed by the worker; a reload; back online the single
// outbox entry lands once, the damaged item has its fault report, and the printed return document
// lists both items with their conditions and both signatures.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, formatLocalDay, warehouseToday } from '@shared/local-day';
import {
  apiOk,
  completeReturnDialog,
  drawSignature,
  expectNoSeriousA11yViolations,
  loginAsAdmin,
  outboxEntries,
  PNG_SIGNATURE,
  replayOutbox,
  setUpStock,
  waitForServiceWorker,
  type Item,
  type Row,
} from './support';

test.use({ viewport: { width: 820, height: 1180 } });

interface FieldRow extends Row {
  status: string;
  equipment_id: string;
  due_date: string | null;
  return_condition: string | null;
  return_fault_id: string | null;
  return_batch_id: string | null;
}
interface BrokenRow extends Row {
  equipment_id: string;
  status: string;
  issue: string;
}

async function setUp(request: APIRequestContext) {
  const { sfx, token, warehouse, items, workers } = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Kuşadası Deposu', location: 'Aydın' },
    brand: 'Makita',
    category: 'Matkap',
    items: ['A', 'B', 'C'].map((letter) => ({ serial: `LC-${letter}`, model: `HP-${letter}` })),
    department: 'Saha Ekibi',
    workers: [{ first_name: 'İsmail', last_name: 'Çelik', tcLead: '4', phone: '5321112200' }],
  });
  const worker = workers[0]!;
  return { sfx, token, warehouse, items: items as [Item, Item, Item], worker, workerLastName: worker.last_name };
}

async function outboxKinds(page: Page): Promise<string[]> {
  return (await outboxEntries(page)).map((e) => e.kind);
}

test('due date, overdue, and a signed return of two items offline with one Hasarlı', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const data = await setUp(request);
  const [a, b, c] = data.items;
  const today = warehouseToday();

  // C was handed to the same worker earlier, due yesterday: it is one day overdue.
  const handedC = await apiOk<FieldRow>(request, data.token, 'POST', '/field-equipment', {
    equipment_id: c.id,
    worker_id: data.worker.id,
    team_leader_id: null,
    signature: PNG_SIGNATURE,
    due_date: addDays(today, -1),
  });

  // window.print opens a dialog in a real browser: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => {
      (window as unknown as { __prints: number }).__prints += 1;
    };
  });
  await loginAsAdmin(page);
  await waitForServiceWorker(page);

  // Issue A and B with the '1 hafta' quick pick.
  await page.goto('/field-equipment/issue');
  await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouse.name });
  await page.getByRole('checkbox', { name: new RegExp(a.serial_number) }).check();
  await page.getByRole('checkbox', { name: new RegExp(b.serial_number) }).check();
  await page.getByRole('combobox', { name: /Teslim Alan İşçi/ }).fill(data.workerLastName);
  await page.getByRole('option', { name: new RegExp(data.workerLastName) }).click();
  const due = addDays(today, 7);
  await page.getByRole('button', { name: '1 hafta' }).click();
  await expect(page.getByRole('button', { name: '1 hafta' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`İade tarihi: ${formatLocalDay(due, 'long')}`)).toBeVisible();
  // The day reads gg.aa.yyyy whatever the browser's language.
  await expect(page.getByRole('textbox', { name: 'İade tarihi' })).toHaveValue(`${due.slice(8, 10)}.${due.slice(5, 7)}.${due.slice(0, 4)}`);
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('2 ekipman başarıyla teslim edildi.')).toBeVisible();
  await expect(page.getByText(`Beklenen iade tarihi: ${formatLocalDay(due, 'long')}`)).toBeVisible();

  const records = await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment');
  const recordA = records.find((r) => r.equipment_id === a.id && r.status === 'active')!;
  const recordB = records.find((r) => r.equipment_id === b.id && r.status === 'active')!;
  expect([recordA.due_date, recordB.due_date]).toEqual([due, due]);

  // The dashboard's overdue block names C.
  await page.goto('/');
  const overdueBlock = page.getByRole('region', { name: /Gecikmiş İadeler \(\d+\)/ });
  await expect(overdueBlock).toContainText(c.serial_number);
  await expect(overdueBlock.getByText('1 gün gecikti').first()).toBeVisible();

  // The list: the mirror holds the hand-overs before the network goes.
  await page.goto('/field-equipment');
  const idbHas = (id: string) =>
    page.evaluate(
      (key) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('depo-offline');
          open.onsuccess = () => {
            const db = open.result;
            const req = db.transaction('field_equipment').objectStore('field_equipment').getKey(key);
            req.onsuccess = () => {
              db.close();
              resolve(req.result !== undefined);
            };
            req.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      id,
    );
  await expect.poll(() => idbHas(recordB.id), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'ok',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.reload();

  // 'Gecikmiş' works from the mirror.
  const search = page.getByPlaceholder('Model, seri no, işçi adı veya soyadı');
  await search.fill(data.sfx);
  const row = (serial: string) => page.getByTestId('field-row').filter({ hasText: serial });
  await expect(row(a.serial_number)).toBeVisible();
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Gecikmiş' });
  await expect(page.getByTestId('field-row')).toHaveCount(1);
  await expect(row(c.serial_number)).toContainText('1 gün gecikti');
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Sahada' });
  await expect(page.getByTestId('field-row')).toHaveCount(3);

  // Return A (Sağlam) and B (Hasarlı) together from A's row; C stays with the worker.
  await row(a.serial_number)
    .getByRole('button', { name: /İade Al/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ekipman İade Al' });
  await expect(dialog.getByTestId('return-item')).toHaveCount(3);
  // Nothing chosen yet: the dialog says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'İade Al' }).click();
  await expect(dialog.getByText('Lütfen ekipmanın durumunu seçin.')).toBeVisible();
  await expect(dialog.getByText('Lütfen işçinin imzasını alın.')).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await completeReturnDialog(page, [
    { serial: a.serial_number, condition: 'Sağlam' },
    { serial: b.serial_number, condition: 'Hasarlı', note: 'Ekranı çatlak' },
  ]);
  await expect(page.getByText('Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.').first()).toBeVisible();
  await expect(row(a.serial_number).getByTestId('outbox-marker')).toHaveText('Beklemede');
  await expect(row(b.serial_number).getByTestId('outbox-marker')).toHaveText('Beklemede');
  await expect(row(c.serial_number).getByTestId('outbox-marker')).toHaveCount(0);

  // A reload offline keeps the one entry.
  await page.reload();
  expect(await outboxKinds(page)).toEqual(['return_equipment']);

  // Back online: the page replays (Playwright fires no `sync`), once.
  await context.setOffline(false);
  for (let i = 0; i < 2; i++) {
    await replayOutbox(page);
  }
  await expect.poll(() => outboxKinds(page), { timeout: 20_000 }).toEqual([]);

  const after = await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment');
  const returnedA = after.find((r) => r.id === recordA.id)!;
  const returnedB = after.find((r) => r.id === recordB.id)!;
  expect(returnedA).toMatchObject({ status: 'returned', return_condition: 'intact', return_fault_id: null });
  expect(returnedB).toMatchObject({ status: 'returned', return_condition: 'damaged' });
  expect(returnedB.return_batch_id).toBe(returnedA.return_batch_id);
  expect(after.find((r) => r.id === handedC.id)!.status).toBe('active');
  const faults = (await apiOk<BrokenRow[]>(request, data.token, 'GET', '/broken-equipment')).filter((f) => f.equipment_id === b.id);
  expect(faults).toHaveLength(1);
  expect(faults[0]).toMatchObject({ id: returnedB.return_fault_id, status: 'pending', issue: 'Ekranı çatlak' });
  const equipment = await apiOk<Array<Item & { status: string }>>(request, data.token, 'GET', '/equipment');
  expect(equipment.find((e) => e.id === a.id)!.status).toBe('available');
  expect(equipment.find((e) => e.id === b.id)!.status).toBe('broken');

  // The return document from the list's 'İade Belgesi': both items, conditions, the note, both signatures.
  await page.goto('/field-equipment');
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'İade Edildi' });
  await search.fill(a.serial_number);
  await row(a.serial_number)
    .getByRole('link', { name: /İade Belgesi/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/field-equipment/${recordA.id}\\?belge=iade$`));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  await expect(page.getByTestId('return-line')).toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  const paper = page.getByTestId('print-document');
  await expect(paper).toHaveAttribute('data-kind', 'return');
  await expect(paper).toContainText('Ekipman İade Tutanağı');
  await expect(paper.getByTestId('print-item')).toHaveCount(2);
  await expect(paper.getByTestId('print-item').filter({ hasText: a.serial_number })).toContainText('Sağlam');
  await expect(paper.getByTestId('print-item').filter({ hasText: b.serial_number })).toContainText('Hasarlı');
  await expect(paper.getByTestId('print-item').filter({ hasText: b.serial_number })).toContainText('Ekranı çatlak');
  await expect(paper.getByTestId('print-item').filter({ hasText: b.serial_number })).toContainText('Arıza kaydı açıldı');
  await expect(paper.getByRole('img', { name: /İade Eden \(İşçi\)/ })).toBeVisible();
  await expect(paper).toContainText('İade Alan');
  await expect(paper).toContainText(`Beklenen İade Tarihi: ${formatLocalDay(due)}`);
  await page.emulateMedia({ media: 'screen' });
});
