// Reference data from the device's mirror (docs/offline.md "Reference data"): the first download of
// the equipment list walks it page by page with a progress bar in the shell, resumes after a reload
// from the stored cursor, and the equipment list then renders from the mirror with the network cut,
// names resolved on the device from the mirrored brands, categories and warehouses.
import { expect, test, type Page } from '@playwright/test';
import { apiOk, holdToastWhenShown, loginAsAdmin, setUpStock, syncMirror, waitForServiceWorker, type Row } from './support';

interface WalkState {
  since?: string;
  walk?: { since: string | null; after: string | null; done: number; total: number | null };
}

/** The equipment row of the sync state and the number of mirrored items, read without the app's code. */
function mirrorState(page: Page): Promise<{ state: WalkState | null; stored: number }> {
  return page.evaluate(
    () =>
      new Promise<{ state: WalkState | null; stored: number }>((resolve, reject) => {
        const open = indexedDB.open('depo-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('syncState')) {
            db.close();
            resolve({ state: null, stored: 0 });
            return;
          }
          const tx = db.transaction(['syncState', 'equipment']);
          const state = tx.objectStore('syncState').get('equipment');
          const stored = tx.objectStore('equipment').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ state: (state.result as WalkState | undefined) ?? null, stored: stored.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

const tr = (n: number) => n.toLocaleString('tr-TR');

test('the first equipment download is paged with a progress bar, resumes after a reload, and the list renders offline from the mirror', async ({
  browser,
  request,
}) => {
  const { token, brand, warehouse, items } = await setUpStock(request, {
    warehouse: { name: 'Ayna Deposu', location: 'Bursa' },
    brand: 'Hilti',
    category: 'Matkap',
    items: ['1', '2', '3', '4', '5', '6', '7'].map((n) => ({ serial: `AYN-${n}`, model: `TE-${n}` })),
  });
  const total = (await apiOk<Row[]>(request, token, 'GET', '/equipment')).length;
  expect(total).toBeGreaterThanOrEqual(7); // at least four pages of two

  const context = await browser.newContext();
  // Pages of two rows, so that a handful of items make a walk of several pages.
  await context.addInitScript(() => localStorage.setItem('depo-mirror-page-size', '2'));
  const walkRequests: string[] = [];
  let hold = true;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The third page is held back until the test has looked at the bar and reloaded the page.
  await context.route(/\/api\/equipment\?.*fields=ids/, async (route) => {
    const url = route.request().url();
    walkRequests.push(url);
    if (hold && url.includes('limit=2') && walkRequests.filter((u) => u.includes('after=')).length >= 2) await held;
    await route.continue().catch(() => undefined); // the held request died with the reload
  });
  const page = await context.newPage();
  await loginAsAdmin(page);

  const bar = page.getByTestId('mirror-download');
  await expect(bar).toContainText(`Ekipmanlar indiriliyor: 4 / ${tr(total)}`);
  await expect(bar.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
  const stopped = await mirrorState(page);
  expect(stopped.stored).toBe(4);
  expect(stopped.state?.since).toBeUndefined(); // the delta clock waits for the walk's end
  expect(stopped.state?.walk).toMatchObject({ done: 4, total });
  const cursor = stopped.state!.walk!.after!;
  expect(cursor).toBeTruthy();

  hold = false;
  const beforeReload = walkRequests.length;
  await page.reload();
  release();
  // The walk goes on from the stored cursor, not from the start.
  await expect.poll(() => walkRequests.length).toBeGreaterThan(beforeReload);
  expect(walkRequests[beforeReload]).toContain(`after=${encodeURIComponent(cursor)}`);
  await expect.poll(async () => (await mirrorState(page)).state?.since ?? null, { timeout: 30_000 }).not.toBeNull();
  const done = await mirrorState(page);
  expect(done.stored).toBe(total);
  expect(done.state?.walk).toBeUndefined();
  await expect(bar).toBeHidden();

  // Offline, the equipment list comes from the mirror: slim rows with their names resolved here.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/equipment');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByLabel('Ekipman ara').fill(items[2]!.serial_number);
  const rows = page.getByTestId('equipment-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(brand.name);
  await expect(rows.first()).toContainText(warehouse.name);
  await expect(rows.first()).toContainText('TE-3');
  await context.close();
});

type Box = { x: number; y: number; width: number; height: number };

/** Nothing of `box` lies over the dashboard's first buttons. */
async function expectClearOfQuickActions(page: Page, box: Box): Promise<void> {
  const main = page.getByRole('main');
  const buttons = [
    main.getByRole('button', { name: 'Tara', exact: true }),
    main.getByRole('link', { name: 'Teslim Et', exact: true }),
    main.getByRole('link', { name: 'İade Al', exact: true }),
  ];
  for (const button of buttons) {
    const b = (await button.boundingBox())!;
    const apart = box.y >= b.y + b.height || box.y + box.height <= b.y || box.x >= b.x + b.width || box.x + box.width <= b.x;
    expect(apart, `${await button.textContent()} ${JSON.stringify(b)} / toast ${JSON.stringify(box)}`).toBe(true);
  }
}

/** HH:MM on the warehouses' clock, now and a minute ago (the line is written within that minute). */
function istanbulMinutes(): string[] {
  const clock = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
  return [clock.format(Date.now()), clock.format(Date.now() - 60_000)];
}

test('the device copy says, list by list, how far it is and when it is ready; the toast comes once, and the download resumes after a reload', async ({
  browser,
  request,
}) => {
  const { token } = await setUpStock(request, {
    warehouse: { name: 'Kopya Deposu', location: 'İzmir' },
    brand: 'Bosch',
    category: 'Taşlama',
    items: ['1', '2', '3', '4', '5', '6'].map((n) => ({ serial: `KPY-${n}`, model: `GWS-${n}` })),
  });
  const total = (await apiOk<Row[]>(request, token, 'GET', '/equipment')).length;

  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('depo-mirror-page-size', '2'));
  let asked = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The equipment list (taken last) stops after two pages until the test lets it go on.
  await context.route(/\/api\/equipment\?.*fields=ids/, async (route) => {
    if (route.request().url().includes('after=') && ++asked >= 2) await held;
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  await loginAsAdmin(page);
  await expect(page.getByTestId('mirror-download')).toContainText(`Ekipmanlar indiriliyor: 4 / ${tr(total)}`);

  const panel = page.getByRole('dialog', { name: 'Bekleyen İşlemler' });
  const line = (table: string) => panel.locator(`[data-testid="device-copy-list"][data-table="${table}"]`);
  const state = (table: string) => line(table).locator('dd');
  await page.getByTestId('offline-indicator').locator('visible=true').first().click();
  await expect(panel.getByRole('heading', { name: 'Cihazdaki kopya: hazırlanıyor' })).toBeVisible();
  await expect(line('equipment').locator('dt')).toHaveText('Ekipman');
  await expect(state('equipment')).toHaveText(`hazırlanıyor: ekipman 4 / ${tr(total)}`);
  // The lists taken before it are on the device, with the time of their refresh in Istanbul.
  await expect(line('warehouses')).toHaveAttribute('data-state', 'ready');
  const warehouses = (await state('warehouses').textContent()) ?? '';
  expect(warehouses).toMatch(/^hazır · son güncelleme \d\d:\d\d$/);
  expect(istanbulMinutes()).toContain(warehouses.slice(-5));
  await expect(page.getByText('Çevrimdışı kullanıma hazır', { exact: true })).toHaveCount(0);

  // A reload resumes from the stored rows: the line starts at 4, not at 0.
  await page.reload();
  await page.getByTestId('offline-indicator').locator('visible=true').first().click();
  await expect(state('equipment')).toHaveText(`hazırlanıyor: ekipman 4 / ${tr(total)}`);
  await page.keyboard.press('Escape');

  // On a phone, a tablet and a desktop the toast leaves the dashboard's Tara / Teslim Et / İade Al free.
  await page.setViewportSize({ width: 390, height: 844 });
  // Held from the moment it appears, so that it stays while the window changes size.
  const letGo = await holdToastWhenShown(page, 'Çevrimdışı kullanıma hazır');
  release();
  await expect(page.getByText('Çevrimdışı kullanıma hazır', { exact: true })).toBeVisible({ timeout: 30_000 });
  const readyToast = page.locator('[data-sonner-toast]').filter({ hasText: 'Çevrimdışı kullanıma hazır' });
  for (const size of [null, { width: 820, height: 1180 }, { width: 1366, height: 768 }]) {
    if (size) await page.setViewportSize(size);
    await expect(readyToast).toBeVisible();
    const box = (await readyToast.boundingBox())!;
    await expectClearOfQuickActions(page, box);
    // A tap where it stands reaches the page beneath (a form's last button on a phone).
    const hit = await page.evaluate(
      ({ x, y }) => {
        const under = document.elementFromPoint(x, y);
        return { onScreen: under !== null, toasts: under?.closest('[data-sonner-toaster]') != null };
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toEqual({ onScreen: true, toasts: false });
  }
  await letGo();
  await page.getByTestId('offline-indicator').locator('visible=true').first().click();
  await expect(panel.getByRole('heading', { name: 'Cihazdaki kopya: çevrimdışı kullanıma hazır' })).toBeVisible();
  await expect(line('equipment')).toHaveAttribute('data-state', 'ready');
  await expect(state('equipment')).toHaveText(/^hazır · son güncelleme \d\d:\d\d$/);
  for (const table of ['warehouses', 'brands', 'categories', 'workers', 'departments', 'users', 'repairers', 'field_equipment']) {
    await expect(line(table)).toHaveAttribute('data-state', 'ready');
  }

  // Said once: the next start refreshes the copy without saying it again.
  await page.reload();
  await syncMirror(page);
  await page.getByTestId('offline-indicator').locator('visible=true').first().click();
  await expect(panel.getByRole('heading', { name: 'Cihazdaki kopya: çevrimdışı kullanıma hazır' })).toBeVisible();
  await expect(page.getByText('Çevrimdışı kullanıma hazır', { exact: true })).toHaveCount(0);
  await context.close();
});
