// What a new storekeeper meets (issue "seen by a new user"), at 390, 820 and 1366 px: the worker signs
// beside a list of every item scanned (the scanned ones first and marked); rows name the whole serial
// and the holder; no 'Teslim Et' is offered for an item whose check ran out to a user who may not
// override; another warehouse's item says where it is; the phone's hand-over page shows its number;
// Ayarlar is in the menu with sections; pickers are named by their labels; axe at 390 px. With
// E2E_SCREENS=1 (`npm run screens`) each screen is saved to tests/e2e/screens/new-user/<width>-<screen>.png
// (git-ignored) to be looked at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  apiOk,
  chooseWorker,
  drawSignature,
  expectNoSeriousA11yViolations,
  outboxHook,
  PNG_SIGNATURE,
  saveScreen,
  signInWithForm,
  tcNo,
  uniqueSuffix,
  type Row,
  WITHOUT_SERVICE_WORKER,
} from './support';

test.use(WITHOUT_SERVICE_WORKER);

const SCREENS_DIR = join(import.meta.dirname, 'screens', 'new-user');
const TOASTS = ['[data-sonner-toaster]'];
const DEVICES = [
  { width: 390, height: 844, touch: true },
  { width: 820, height: 1180, touch: true },
  { width: 1366, height: 900, touch: false },
] as const;

type Item = Row & { serial_number: string };

async function setUp(request: APIRequestContext) {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const call = <T = Row>(method: 'POST' | 'PUT', path: string, body?: unknown) => apiOk<T>(request, token, method, path, body);
  const own = await call<Row & { name: string }>('POST', '/warehouses', { name: `Bursa Şantiye Deposu ${sfx}`, location: 'Bursa' });
  const other = await call<Row & { name: string }>('POST', '/warehouses', { name: `Merkez Depo ${sfx}`, location: 'İstanbul' });
  const brand = await call<Row>('POST', '/brands', { name: `Bosch ${sfx}` });
  const category = await call<Row>('POST', '/categories', { name: `Taşlama ${sfx}` });
  const welding = await call<Row>('POST', '/categories', { name: `Kaynak Makinesi ${sfx}` });
  await call('POST', '/check-schedules', { category_id: welding.id, name: 'Elektrik güvenlik testi', interval_months: 12 });
  const item = (serial: string, warehouseId: string, categoryId = category.id) =>
    call<Item>('POST', '/equipment', {
      serial_number: serial,
      model: 'GWS 22-230 JH',
      brand_id: brand.id,
      category_id: categoryId,
      warehouse_id: warehouseId,
      status: 'available',
    });
  // Many items of one model: the scanned ones must not hide among them.
  const items: Item[] = [];
  for (let i = 0; i < 14; i++) items.push(await item(`KRC-${sfx}-${String(i).padStart(6, '0')}`, own.id));
  const unchecked = await item(`KYN-${sfx}-000001`, own.id, welding.id);
  const elsewhere = await item(`MRK-${sfx}-000001`, other.id);
  const department = await call<Row>('POST', '/departments', { name: `İnşaat ${sfx}` });
  const worker = await call<Row & { last_name: string }>('POST', '/workers', {
    first_name: 'Cengiz',
    last_name: `Karakaya${sfx}`,
    tc_no: tcNo('7'),
    phone: '5321234500',
    department_id: department.id,
  });
  // One item already in the field: the equipment list names its holder.
  const held = items[13]!;
  await call('POST', '/field-equipment', { equipment_id: held.id, worker_id: worker.id, team_leader_id: null, signature: PNG_SIGNATURE });

  const permissions = await apiOk<Array<{ id: string; name: string }>>(request, token, 'GET', '/permissions');
  const wanted = [
    'view_dashboard',
    'view_equipment',
    'view_field_equipment',
    'view_workers',
    'view_warehouses',
    'view_brands',
    'view_categories',
    'view_transfers',
    'create_transfer',
  ];
  const role = await call<Row>('POST', '/roles', {
    name: `Depo Sorumlusu ${sfx}`,
    permissionIds: permissions.filter((p) => wanted.includes(p.name)).map((p) => p.id),
  });
  const user = { email: `depo-${sfx}@depo.local`, password: 'depo-sifre-123' };
  const created = await call<Row>('POST', '/users', {
    first_name: 'Ayşe',
    last_name: 'Demir',
    tc_no: tcNo('8'),
    email: user.email,
    phone: '5334445511',
    role_id: role.id,
    password: user.password,
  });
  await call('PUT', `/users/${created.id}/warehouses`, { warehouseIds: [own.id] });
  const userToken = await apiLogin(request, user.email, user.password);
  await apiOk(request, userToken, 'PUT', '/auth/signature', { signature: PNG_SIGNATURE });
  return { sfx, own, other, items, held, unchecked, elsewhere, worker, department, user };
}

type Data = Awaited<ReturnType<typeof setUp>>;

/** Types a serial as a keyboard-wedge scanner does: keys and Enter with nothing focused. */
async function wedge(page: Page, serial: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(serial, { delay: 5 });
  await page.keyboard.press('Enter');
}

async function shot(page: Page, width: number, name: string, fullPage = true) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await saveScreen(page, join(SCREENS_DIR, `${width}-${name}.png`), fullPage);
}

let data: Data;
test.beforeAll(async ({ request }) => {
  data = await setUp(request);
  mkdirSync(SCREENS_DIR, { recursive: true });
});

DEVICES.forEach((device, index) => {
  test(`${device.width} px: the signer sees what they sign, rows name serial and holder, refusals come before the signature`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const phone = device.width < 500;
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
    const axe = async () => {
      if (phone) await expectNoSeriousA11yViolations(page, { exclude: TOASTS });
    };
    try {
      await signInWithForm(page, data.user.email, data.user.password);
      await expect(page.locator('main h1').first()).toBeVisible();
      // The shell (and its scanner's keyboard reader) is up, the device's copy filled.
      await outboxHook(page);
      await page.waitForFunction(() => !!(window as unknown as { __depoMirror?: unknown }).__depoMirror);
      await page.evaluate(() => (window as unknown as { __depoMirror: { sync(): Promise<unknown> } }).__depoMirror.sync());

      // Ayarlar is a menu entry (the phone's drawer has no second bell).
      if (device.width < 1024) {
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        const drawer = page.locator('#mobile-sidebar');
        await expect(drawer.getByRole('link', { name: 'Ayarlar', exact: true })).toBeVisible();
        await expect(drawer.getByRole('button', { name: /^Bildirimler/ })).toHaveCount(0);
        await shot(page, device.width, 'menu', false);
        await page.getByRole('button', { name: 'Menüyü kapat' }).click();
      } else {
        await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ayarlar', exact: true })).toBeVisible();
      }

      // Another warehouse's item: where it is, not 'bulunamadı'.
      await wedge(page, data.elsewhere.serial_number);
      await expect(page.getByText(`depolarınız dışında (${data.elsewhere.serial_number})`)).toContainText(
        `Bu ekipman Merkez Depo ${data.sfx}'`,
      );

      // An item whose required check was never recorded: no 'Teslim Et' for a user who may not override, and why.
      await wedge(page, data.unchecked.serial_number);
      const sheet = page.getByTestId('scan-action-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet.getByTestId('scan-check-notice')).toContainText('Süresi dolmuş kontrolü olan ekipmanı teslim etme yetkiniz yok.');
      await expect(sheet.getByRole('link', { name: 'Teslim Et' })).toHaveCount(0);
      await shot(page, device.width, 'scan-sheet-check', false);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // The hand-over: her one warehouse is chosen; three scans; the worker signs beside the three.
      const [a, b, c] = data.items.slice(index * 3, index * 3 + 3) as [Item, Item, Item];
      await page.goto('/field-equipment/issue');
      await expect(page.getByRole('combobox', { name: 'Depo', exact: true })).toHaveValue(data.own.id);
      for (const item of [a, b, c]) {
        await wedge(page, item.serial_number);
        await expect(page.getByTestId('signed-items')).toContainText(item.serial_number);
      }
      const signed = page.getByTestId('signed-items').getByRole('listitem');
      await expect(signed).toHaveCount(3);
      // The latest scan first, all three marked.
      await expect(signed.first()).toContainText(c.serial_number);
      await expect(signed.filter({ hasText: 'Okutuldu' })).toHaveCount(3);
      if (!phone) {
        // The checklist holds the warehouse's items: the scanned ones lead it, marked.
        const rows = page.getByRole('list', { name: 'Müsait ekipmanlar' }).getByRole('listitem');
        await expect(rows.nth(0)).toContainText(c.serial_number);
        await expect(rows.nth(2)).toContainText(a.serial_number);
        await expect(rows.nth(2)).toHaveAttribute('data-scanned', 'true');
        await expect(rows.nth(3)).not.toHaveAttribute('data-scanned', 'true');
      } else {
        await expect(page.getByRole('button', { name: /Teslim Alan İşçi/ })).toBeVisible();
      }
      await chooseWorker(page, data.worker.last_name);
      await drawSignature(page, 'Teslim Alan İmzası');
      await axe();
      await page.getByTestId('signed-items').scrollIntoViewIfNeeded();
      await shot(page, device.width, 'issue-form');
      await page.getByRole('button', { name: 'Teslim Et', exact: true }).click();

      // The record: its number and status at every size.
      // Sent under load, the record page opens once every item is in.
      await expect(page).toHaveURL(/\/field-equipment\/[0-9a-f-]{36}$/, { timeout: 40_000 });
      const summary = page.getByTestId('handover-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toContainText(/TES-\d{4}-\d{6}/);
      await expect(summary).toContainText('Sahada');
      await axe();
      await shot(page, device.width, 'handover-detail');

      // The field list: the serial whole and first, the holder apart from the department.
      await page.goto('/field-equipment');
      const row = page.getByTestId('field-row').filter({ hasText: a.serial_number });
      await expect(row).toBeVisible();
      await expect(row).toContainText(`Cengiz ${data.worker.last_name}`);
      if (phone) {
        await expect(row).toContainText(`Cengiz ${data.worker.last_name} (İnşaat ${data.sfx})`);
        // Nothing of the serial is cut off: it is its own line, inside the row's text, not ellipsed.
        const serial = row.getByTestId('row-serial');
        await expect(serial).toHaveText(a.serial_number);
        const fits = await serial.evaluate(
          (el) =>
            el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= el.parentElement!.getBoundingClientRect().right + 0.5,
        );
        expect(fits, 'the serial shows whole').toBe(true);
      }
      await axe();
      await shot(page, device.width, 'field-list');

      // The equipment list names who holds a Sahada item.
      await page.goto('/equipment');
      const search = page.getByRole('searchbox').first();
      await search.fill(data.held.serial_number);
      const held = page.getByTestId('equipment-row').filter({ hasText: data.held.serial_number });
      if (phone) await expect(held.getByTestId('equipment-holder-line')).toContainText(`Cengiz ${data.worker.last_name}'`);
      else await expect(held.getByTestId('equipment-holder')).toHaveText(`Cengiz ${data.worker.last_name}`);
      await axe();
      await shot(page, device.width, 'equipment-list');

      // Ayarlar: sections to jump to.
      await page.goto('/settings');
      const sections = page.getByRole('navigation', { name: 'Ayarlar bölümleri' });
      await expect(sections.getByRole('link', { name: 'Profil' })).toBeVisible();
      await sections.getByRole('link', { name: 'İmza' }).click();
      await expect(page).toHaveURL(/#imza$/);
      await axe();
      await shot(page, device.width, 'settings', false);

      // The equipment tabs: 'Kontroller' whole on a phone.
      await page.goto('/equipment/checks');
      const tab = page.getByRole('navigation', { name: 'Ekipman sekmeleri' }).getByRole('link', { name: 'Kontroller' });
      const tabBox = (await tab.boundingBox())!;
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(device.width);
      await axe();
      await shot(page, device.width, 'checks', false);
    } finally {
      await context.close();
    }
  });
});
