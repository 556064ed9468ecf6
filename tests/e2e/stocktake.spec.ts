// A count on a tablet (docs/stocktake.md): a session started from the list, an item read by the
// fake camera (and read again: 'zaten sayıldı'), one typed by a hardware scanner with no text box
// focused, then the network cut: reads kept on the device, the close refused, a reload; back online
// the reads land once, the count closes, a misplaced item is brought home by a transfer, and the
// printed report carries the tables. axe on the list, count and result screens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { launchWithBarcodeCamera } from './camera-clip';
import {
  ADMIN,
  apiLogin,
  apiOk,
  expectNoSeriousA11yViolations,
  loginAsAdmin,
  replayOutbox,
  uniqueSuffix,
  waitForServiceWorker,
} from './support';

const TABLET = { width: 820, height: 1180 };

interface Row {
  id: string;
}
interface Item extends Row {
  serial_number: string;
  status: string;
}

async function setUp(request: APIRequestContext) {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const warehouse = await apiOk<Row & { name: string }>(request, token, 'POST', '/warehouses', {
    name: `Sayım Deposu ${sfx}`,
    location: 'Bursa',
  });
  const other = await apiOk<Row & { name: string }>(request, token, 'POST', '/warehouses', {
    name: `Şube Deposu ${sfx}`,
    location: 'Bursa',
  });
  const brand = await apiOk<Row>(request, token, 'POST', '/brands', { name: `Makita ${sfx}` });
  const category = await apiOk<Row>(request, token, 'POST', '/categories', { name: `Matkap ${sfx}` });
  const make = (letter: string, warehouseId: string) =>
    apiOk<Item>(request, token, 'POST', '/equipment', {
      serial_number: `SAY-${letter}-${sfx}`,
      model: `HP-${letter}`,
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouseId,
      status: 'available',
    });
  const items = {
    a: await make('A', warehouse.id),
    b: await make('B', warehouse.id),
    c: await make('C', warehouse.id),
    e: await make('E', warehouse.id),
    d: await make('D', other.id),
  };
  return { sfx, token, warehouse, other, items };
}

/** The mirrored equipment list on the device holds this serial (the count screen resolves from it offline). */
async function mirrorHas(page: Page, serial: string): Promise<boolean> {
  return page.evaluate(
    (value) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('depo-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          try {
            // The device copy keeps no serial index (docs/offline.md "What the copy indexes"): look through it.
            const all = db.transaction('equipment').objectStore('equipment').getAll();
            all.onsuccess = () => resolve((all.result as Array<{ serial_number?: string }>).some((r) => r.serial_number === value));
            all.onerror = () => resolve(false);
          } catch {
            resolve(false);
          }
        };
      }),
    serial,
  );
}

test('a warehouse counted on a tablet: camera, hardware scanner, offline, reload, close, settle, print', async ({ page, request }) => {
  test.setTimeout(180_000);
  const data = await setUp(request);
  const { a, b, c, d, e } = data.items;

  const browser = await launchWithBarcodeCamera(page, a.serial_number, `sayim-${data.sfx}`);
  try {
    const baseURL = test.info().project.use.baseURL;
    const context = await browser.newContext({
      baseURL,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      permissions: ['camera'],
      viewport: TABLET,
      serviceWorkers: 'allow',
    });
    const tab = await context.newPage();
    await loginAsAdmin(tab);
    await waitForServiceWorker(tab);

    // The list and a new session.
    await tab.getByRole('link', { name: 'Sayımlar' }).first().click();
    await expect(tab.getByRole('heading', { name: 'Sayımlar', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(tab, { exclude: ['[data-sonner-toaster]'] });
    await tab.getByRole('button', { name: 'Yeni Sayım' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Yeni Sayım' });
    await dialog.getByRole('button', { name: 'Sayımı Başlat' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Depo seçimi zorunludur');
    await dialog.getByRole('combobox', { name: 'Depo' }).selectOption(data.warehouse.id);
    await dialog.getByRole('button', { name: 'Sayımı Başlat' }).click();
    await expect(tab.getByRole('heading', { name: `Sayım: ${data.warehouse.name}` })).toBeVisible();
    const sessionId = /\/stocktakes\/([0-9a-f-]{36})/.exec(tab.url())![1]!;
    await expect(tab.getByTestId('counter-expected')).toContainText('4');

    // The camera, continuous: a new read beeps through; the same item again is 'zaten sayıldı'.
    await tab.getByRole('button', { name: 'Kamerayla Say' }).click();
    const scanner = tab.getByRole('dialog', { name: 'Kamerayla Say' });
    await expect(scanner.getByText(`${a.serial_number} okundu.`)).toBeVisible({ timeout: 20_000 });
    await expect(scanner.getByText(`${a.serial_number} zaten sayıldı.`)).toBeVisible({ timeout: 20_000 });
    await scanner.getByRole('button', { name: 'Kapat' }).last().click();
    await expect(scanner).toBeHidden();
    const rows = tab.getByTestId('read-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Bulundu');

    // A hardware scanner types the serial and Enter with no text box focused.
    await tab.getByRole('heading', { name: `Sayım: ${data.warehouse.name}` }).click();
    await tab.keyboard.type(b.serial_number);
    await tab.keyboard.press('Enter');
    await expect(rows.first()).toContainText(b.serial_number);
    await expect(rows.first()).toContainText('Gönderildi');
    await expect(tab.getByTestId('counter-found')).toContainText('2');
    await expectNoSeriousA11yViolations(tab, { exclude: ['[data-sonner-toaster]'] });

    // Offline: reads are kept on the device, resolved from the mirror, and the count cannot close.
    await expect.poll(() => mirrorHas(tab, d.serial_number), { timeout: 20_000 }).toBe(true);
    await context.setOffline(true);
    await tab.getByRole('heading', { name: `Sayım: ${data.warehouse.name}` }).click();
    await tab.keyboard.type(d.serial_number);
    await tab.keyboard.press('Enter');
    await expect(rows.first()).toContainText(d.serial_number);
    await expect(rows.first()).toContainText('Başka depoda kayıtlı');
    await expect(rows.first()).toContainText(data.other.name);
    await expect(rows.first()).toContainText('Beklemede');
    await tab.getByRole('textbox', { name: 'Seri numarasını elle girin' }).fill('YOK-404');
    await tab.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(rows.first()).toContainText('Sistemde kayıtlı değil');
    await expect(tab.getByTestId('close-blocked')).toContainText('bekleyen 2 okuma gönderilmeli');
    await expect(tab.getByRole('button', { name: 'Sayımı Kapat' })).toBeDisabled();

    // A reload without network: the count opens from the device's copy with its waiting reads.
    await tab.reload();
    await expect(tab.getByRole('heading', { name: `Sayım: ${data.warehouse.name}` })).toBeVisible();
    await expect(tab.getByText('Çevrimdışı sayılıyor')).toBeVisible();
    await expect(rows).toHaveCount(4);
    await expect(tab.getByTestId('close-blocked')).toBeVisible();

    // Another counter reads C meanwhile on their own device.
    await apiOk(request, data.token, 'POST', `/stocktakes/${sessionId}/reads`, {
      id: crypto.randomUUID(),
      serial_number: c.serial_number,
      source: 'wedge',
    });

    // Back online: the waiting reads land exactly once.
    await context.setOffline(false);
    await replayOutbox(tab);
    await expect(tab.getByTestId('close-blocked')).toBeHidden({ timeout: 20_000 });
    await replayOutbox(tab);
    const serverReads = await apiOk<Array<{ serial_number: string }>>(request, data.token, 'GET', `/stocktakes/${sessionId}/reads`);
    expect(serverReads.map((r) => r.serial_number).sort()).toEqual(
      [a.serial_number, b.serial_number, c.serial_number, d.serial_number, 'YOK-404'].sort(),
    );

    // Close, then the result.
    await tab.reload();
    await expect(rows).toHaveCount(5);
    await tab.getByRole('button', { name: 'Sayımı Kapat' }).click();
    // The confirmation says what closing now leaves unread (they become Eksik).
    const closing = tab.getByRole('alertdialog', { name: 'Sayımı Kapat' });
    await expect(closing.getByTestId('close-unread')).toHaveText(
      /^Beklenen \d+ ekipmandan 1 tanesi henüz okunmadı; kapatırsanız bunlar Eksik sayılır\.$/,
    );
    await closing.getByRole('button', { name: 'Yine de Kapat' }).click();
    await expect(tab.getByRole('heading', { name: `Sayım Sonucu: ${data.warehouse.name}` })).toBeVisible();
    await expect(tab.getByTestId('counter-found')).toContainText('3');
    await expect(tab.getByTestId('counter-missing')).toContainText('1');
    await expect(tab.getByTestId('result-missing')).toContainText(e.serial_number);
    await expect(tab.getByTestId('result-elsewhere')).toContainText(data.other.name);
    await expect(tab.getByTestId('result-unknown')).toContainText('YOK-404');

    // Settle: the misplaced item comes into this warehouse's books through a transfer.
    await tab.getByRole('button', { name: `${d.serial_number}: Bu Depoya Transfer Başlat` }).click();
    await tab.getByRole('dialog', { name: 'Bu Depoya Transfer Başlat' }).getByRole('button', { name: 'Onayla' }).click();
    await expect(tab.getByTestId('result-elsewhere')).toContainText('Bu depoya transfer başlatıldı');
    const moved = await apiOk<Item>(request, data.token, 'GET', `/equipment/${d.id}`);
    expect(moved.status).toBe('in_transfer');
    // And a note on the missing one.
    await tab.getByRole('button', { name: `${e.serial_number}: Not Ekle` }).click();
    const noteDialog = tab.getByRole('dialog', { name: 'Not Ekle' });
    await noteDialog.getByRole('textbox', { name: 'Not' }).fill('Rafta yok, sahada olabilir');
    await noteDialog.getByRole('button', { name: 'Onayla' }).click();
    await expect(tab.getByTestId('result-missing')).toContainText('Rafta yok, sahada olabilir');
    await expectNoSeriousA11yViolations(tab, { exclude: ['[data-sonner-toaster]'] });

    // The printed report.
    await tab.evaluate(() => {
      (window as unknown as { __prints: number }).__prints = 0;
      window.print = () => {
        (window as unknown as { __prints: number }).__prints += 1;
      };
    });
    await tab.getByRole('button', { name: 'Raporu Yazdır' }).click();
    await expect.poll(() => tab.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    await tab.emulateMedia({ media: 'print' });
    const report = tab.getByTestId('count-report');
    await expect(report).toBeVisible();
    await expect(report).toContainText('Depo Sayım Raporu');
    await expect(report).toContainText(data.warehouse.name);
    await expect(report.getByTestId('report-missing')).toContainText(e.serial_number);
    await expect(report.getByTestId('report-elsewhere')).toContainText('Bu depoya transfer başlatıldı');
    await expect(report).toContainText('Sayımı Yapan');
    await tab.emulateMedia({ media: 'screen' });

    // The warehouse detail and the dashboard know the count.
    await tab.goto(`/warehouses/${data.warehouse.id}`);
    await expect(tab.getByTestId('warehouse-last-count')).toContainText('Bulundu 3');
    await tab.goto('/');
    await expect(tab.getByTestId('count-due')).toBeVisible();
    await expect(tab.getByTestId('count-due')).not.toContainText(data.warehouse.name);
    await context.close();
  } finally {
    await browser.close();
  }
});
