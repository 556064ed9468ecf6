// Every screen of the spec fits its device: at 390 (phone), 820 (tablet), 1366 and 1920 px no page
// scrolls sideways, each row's actions are inside the viewport, no table cell is wider than its
// column (nothing clipped under the pinned actions), and axe finds nothing serious (every screen at
// 390 px, the screens with a table at 1366 px).
// Records in every state (long names, a long fault text, hand-overs active, overdue and returned,
// faults pending, in repair, repaired and scrapped, transfers in transit and completed). With
// E2E_SCREENS=1 (`npm run screens`) each screen is saved to tests/e2e/screens/<width>/<screen>.png
// (git-ignored) for a reviewer to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  apiOk,
  expectNoSeriousA11yViolations,
  loginAsAdmin,
  openInApp,
  PNG_SIGNATURE,
  saveScreen,
  tcNo,
  uniqueSuffix,
  type Named,
  type Row,
  WITHOUT_SERVICE_WORKER,
} from './support';

test.use(WITHOUT_SERVICE_WORKER);

const SCREENS_DIR = join(import.meta.dirname, 'screens');

// The four widths are four tests that may run side by side: each worker seeds the records on its
// own server (beforeAll runs once per worker) and walks the widths it is given.
test.describe.configure({ mode: 'parallel' });
const TOASTS = ['[data-sonner-toaster]'];

// axe reads every screen on the phone. The wider screens draw the same markup but for the lists,
// which become tables there, so at 1366 px axe reads the screens that show a table (axe was 80 % of
// this file's time when it read every screen twice).
const DEVICES = [
  { width: 390, height: 844, touch: true, axe: 'every screen' },
  { width: 820, height: 1180, touch: true, axe: 'none' },
  { width: 1366, height: 900, touch: false, axe: 'tables' },
  { width: 1920, height: 1080, touch: false, axe: 'none' },
] as const;

function yesterday(): string {
  const d = new Date(Date.now() - 36 * 3600 * 1000);
  return d.toISOString().slice(0, 10);
}

async function setUp(request: APIRequestContext) {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const call = <T = Row>(method: 'POST' | 'PUT', path: string, body?: unknown) => apiOk<T>(request, token, method, path, body);
  const source = await call<Named>('POST', '/warehouses', {
    name: `Bursa Şantiye Deposu Kuzey Yakası ${sfx}`,
    location: 'Bursa, Nilüfer Organize Sanayi Bölgesi',
    description: 'Şantiyenin kuzey yakasındaki büyük ekipman deposu, vardiya sorumlusu ile açılır',
  });
  const target = await call<Named>('POST', '/warehouses', { name: `İstanbul Merkez Depo ${sfx}`, location: 'İstanbul' });
  const brand = await call<Named>('POST', '/brands', { name: `Hilti Profesyonel Ekipmanları ${sfx}` });
  const category = await call<Named>('POST', '/categories', { name: `Elektrikli El Aletleri ve Kırıcılar ${sfx}` });
  const department = await call<Named>('POST', '/departments', { name: `Altyapı ve Kazı Ekibi ${sfx}` });
  const worker = await call('POST', '/workers', {
    first_name: 'Şükrü Mehmetcan',
    last_name: `Karaağaçlıoğlu ${sfx}`,
    tc_no: tcNo('4'),
    phone: '5321112233',
    department_id: department.id,
  });
  const items: Array<Row & { serial_number: string }> = [];
  for (let i = 0; i < 9; i++) {
    items.push(
      await call('POST', '/equipment', {
        serial_number: `SN-2026-UZUN-SERI-${i}-${sfx}`,
        model: `TE 3000-AVR Kırıcı Model ${i}`,
        brand_id: brand.id,
        category_id: category.id,
        warehouse_id: source.id,
        status: 'available',
      }),
    );
  }
  const me = await apiOk<Row>(request, token, 'GET', '/auth/me');
  const issue = (i: number, due?: string) =>
    call('POST', '/field-equipment', {
      equipment_id: items[i]!.id,
      worker_id: worker.id,
      team_leader_id: null,
      signature: PNG_SIGNATURE,
      ...(due ? { due_date: due } : {}),
    });
  const active = await issue(0);
  await issue(1, yesterday());
  const returned = await issue(2);
  await call('PUT', `/field-equipment/${returned.id}/return`, {});

  const longIssue =
    'Darbe mekanizması çalışmıyor; motor ısınınca kendiliğinden duruyor, kömürler değiştirildi ama sorun sürüyor. Kablo girişinde çatlak var, şantiye şefi kullanılmamasını istedi.';
  const pending = await call('POST', '/broken-equipment', { equipment_id: items[3]!.id, warehouse_id: source.id, issue: longIssue });
  const inRepair = await call('POST', '/broken-equipment', {
    equipment_id: items[4]!.id,
    warehouse_id: source.id,
    issue: 'Tetik kilitleniyor',
  });
  await call('PUT', `/broken-equipment/${inRepair.id}/assign`, { assigned_to: me.id });
  const repairer = await call<Named>('POST', '/repairers', {
    name: `Usta Servis Bakım Onarım ${sfx}`,
    phone: '2324567890',
    address: 'Bornova Sanayi Sitesi 1203/4 Sokak No: 17, İzmir',
  });
  const repaired = await call('POST', '/broken-equipment', { equipment_id: items[5]!.id, warehouse_id: source.id, issue: 'Kablo koptu' });
  await call('PUT', `/broken-equipment/${repaired.id}/assign`, { assigned_to: me.id });
  await call('PUT', `/broken-equipment/${repaired.id}/complete`, {
    status: 'repaired',
    repairer_id: repairer.id,
    repair_cost: 12500.5,
    repair_invoice: null,
  });
  // The widest badge: 'Hurdaya Ayrıldı'.
  const scrapped = await call('POST', '/broken-equipment', { equipment_id: items[8]!.id, warehouse_id: source.id, issue: 'Gövde kırıldı' });
  await call('PUT', `/broken-equipment/${scrapped.id}/assign`, { assigned_to: me.id });
  await call('PUT', `/broken-equipment/${scrapped.id}/complete`, {
    status: 'scrapped',
    repairer_id: repairer.id,
    repair_cost: 800,
    repair_invoice: null,
  });

  const moving = await call('POST', '/transfers', {
    equipment_id: items[6]!.id,
    from_warehouse_id: source.id,
    to_warehouse_id: target.id,
    assigned_to: me.id,
  });
  const done = await call('POST', '/transfers', {
    equipment_id: items[7]!.id,
    from_warehouse_id: source.id,
    to_warehouse_id: target.id,
    assigned_to: me.id,
  });
  await call('PUT', `/transfers/${done.id}/complete`);

  return { source, worker, items, active, pending, repairer, moving };
}

type Data = Awaited<ReturnType<typeof setUp>>;

/** Every screen of both spec documents, and the dialogs and forms a clerk opens on them. */
/** On a tablet the signature pads fill the form's width: a finger needs more than 400×150. */
async function padFillsTablet(page: Page, width: number, name: string | RegExp) {
  if (width !== 820) return;
  const box = (await page.getByRole('img', { name, exact: true }).boundingBox())!;
  expect(box.width, `${name} on a tablet`).toBeGreaterThan(600);
  expect(box.height, `${name} on a tablet`).toBeGreaterThan(220);
  expect(box.width / box.height).toBeCloseTo(400 / 150, 1);
}

function screens(
  d: Data,
): Array<{ name: string; path: string; open?: (page: Page) => Promise<void>; check?: (page: Page, width: number) => Promise<void> }> {
  return [
    { name: 'dashboard', path: '/' },
    { name: 'users', path: '/users' },
    { name: 'users-new-dialog', path: '/users', open: (p) => p.getByRole('button', { name: 'Yeni Kullanıcı' }).click() },
    { name: 'roles', path: '/users/roles' },
    { name: 'workers', path: '/workers' },
    { name: 'worker-detail', path: `/workers/${d.worker.id}` },
    { name: 'departments', path: '/workers/departments' },
    { name: 'warehouses', path: '/warehouses' },
    { name: 'warehouse-detail', path: `/warehouses/${d.source.id}` },
    { name: 'equipment', path: '/equipment' },
    { name: 'equipment-new-dialog', path: '/equipment', open: (p) => p.getByRole('button', { name: 'Yeni Ekipman' }).click() },
    { name: 'equipment-detail', path: `/equipment/${d.items[2]!.id}` },
    { name: 'brands', path: '/equipment/brands' },
    { name: 'categories', path: '/equipment/categories' },
    { name: 'field', path: '/field-equipment' },
    { name: 'field-detail', path: `/field-equipment/${d.active.id}` },
    { name: 'field-issue', path: '/field-equipment/issue', check: (p, w) => padFillsTablet(p, w, 'Teslim Alan İmzası') },
    { name: 'broken', path: '/broken-equipment' },
    {
      name: 'broken-report-dialog',
      path: '/broken-equipment',
      open: (p) => p.getByRole('button', { name: 'Arıza Bildir' }).first().click(),
    },
    { name: 'broken-detail', path: `/broken-equipment/${d.pending.id}` },
    { name: 'repairers', path: '/broken-equipment?tab=repairers' },
    { name: 'repairer-detail', path: `/broken-equipment/repairers/${d.repairer.id}` },
    { name: 'transfers', path: '/transfers' },
    { name: 'transfers-new-dialog', path: '/transfers', open: (p) => p.getByRole('button', { name: 'Yeni Transfer' }).first().click() },
    { name: 'transfer-detail', path: `/transfers/${d.moving.id}` },
    // The pad is 'İmza', or 'Yeni İmza' beside a signature the admin saved in an earlier spec.
    { name: 'settings', path: '/settings', check: (p, w) => padFillsTablet(p, w, /^(Yeni )?İmza$/) },
    { name: 'stocktakes', path: '/stocktakes' },
    { name: 'equipment-import', path: '/equipment/import' },
    { name: 'workers-import', path: '/workers/import' },
    { name: 'unauthorized', path: '/unauthorized' },
  ];
}

async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // Every spinner: the page's 'Yükleniyor...' and a list's own ('Transferler yükleniyor…'). Axe
  // run while a list's rows arrive reads a button halfway through its colour change.
  await expect(page.getByRole('status').filter({ hasText: /yükleniyor/i })).toHaveCount(0);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  // Lists measure their own width before they draw rows.
  await expect(page.locator('[data-list-mode=measuring]')).toHaveCount(0);
}

/** Fails when the page scrolls sideways or a row's actions reach outside the viewport. */
async function expectFits(page: Page, label: string) {
  const measure = await page.evaluate(() => {
    const width = window.innerWidth;
    const outside: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-row-actions]')) {
      for (const action of el.querySelectorAll<HTMLElement>('a, button')) {
        const box = action.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < 0 || box.right > width + 0.5)
          outside.push(`${action.textContent?.trim()} ${Math.round(box.left)}–${Math.round(box.right)}`);
        if (box.height < 43.5) outside.push(`${action.textContent?.trim()} is ${box.height}px tall`);
      }
    }
    // A table gives each column its planned width: no list scrolls sideways under its pinned
    // actions and no cell's content reaches past its cell (a clipped badge, a cut date).
    const clipped: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>('[data-list-mode=table]')) {
      const scroller = list.querySelector<HTMLElement>('.overflow-x-auto');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        clipped.push(`a list scrolls: ${scroller.scrollWidth} in ${scroller.clientWidth}px`);
      for (const cell of list.querySelectorAll<HTMLElement>('th, td')) {
        if (cell.scrollWidth > cell.clientWidth + 1)
          clipped.push(`"${cell.textContent?.trim().slice(0, 40)}" needs ${cell.scrollWidth} of ${cell.clientWidth}px`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, outside, clipped };
  });
  expect
    .soft(measure.scrollWidth, `${label}: page is ${measure.scrollWidth}px wide on a ${measure.width}px screen`)
    .toBeLessThanOrEqual(measure.width);
  expect.soft(measure.outside, `${label}: row actions outside the screen or too small`).toEqual([]);
  expect.soft(measure.clipped, `${label}: table cells wider than their column`).toEqual([]);
}

async function walk(browser: Browser, baseURL: string, data: Data, device: (typeof DEVICES)[number]) {
  const context = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: device.width, height: device.height },
    hasTouch: device.touch,
    isMobile: device.touch,
    ...WITHOUT_SERVICE_WORKER,
  });
  const page = await context.newPage();
  await loginAsAdmin(page);
  const dir = join(SCREENS_DIR, String(device.width));
  mkdirSync(dir, { recursive: true });
  let shown: string | null = null;
  for (const screen of screens(data)) {
    await test.step(`${screen.name} at ${device.width}px`, async () => {
      // The first screen is loaded; the others are opened inside the app, as a tap on a link does.
      if (shown === null) await page.goto(screen.path);
      else if (shown !== screen.path) await openInApp(page, screen.path);
      shown = screen.path;
      await settled(page);
      if (screen.open) {
        await screen.open(page);
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      }
      await expectFits(page, `${screen.name} at ${device.width}px`);
      await screen.check?.(page, device.width);
      await saveScreen(page, join(dir, `${screen.name}.png`), !screen.open);
      if (device.axe === 'every screen' || (device.axe === 'tables' && (await page.locator('[data-list-mode=table]').count()) > 0))
        await expectNoSeriousA11yViolations(page, { exclude: TOASTS });
      if (screen.open) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  }
  await context.close();
}

let data: Data;
test.beforeAll(async ({ request }) => {
  data = await setUp(request);
});

for (const device of DEVICES) {
  test(`every screen fits ${device.width} px`, async ({ browser, baseURL }) => {
    test.setTimeout(480_000);
    await walk(browser, baseURL!, data, device);
  });
}
