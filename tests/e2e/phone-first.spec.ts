// Phone first: at 390×844 the dashboard and every list show their primary action and at least five
// records on the first screen; the pickers stay within what the on-screen keyboard leaves visible
// (the visual viewport); at 1280 px the equipment table shows every column of the spec; offline, the
// dashboard's counts and overdue list equal the lists' own filters.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, warehouseToday } from '@shared/local-day';
import {
  ADMIN,
  apiLogin,
  apiOk,
  loginAsAdmin,
  PNG_SIGNATURE,
  syncMirror,
  tcNo,
  uniqueSuffix,
  waitForServiceWorker,
  type Row,
} from './support';

const PHONE = { width: 390, height: 844 };
const ROWS = 6;

async function setUp(request: APIRequestContext) {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const me = await apiOk<Row>(request, token, 'GET', '/auth/me');
  const post = <T = Row>(path: string, body: unknown) => apiOk<T>(request, token, 'POST', path, body);
  const warehouses = [];
  for (let i = 0; i < ROWS; i++)
    warehouses.push(await post<Row & { name: string }>('/warehouses', { name: `Liste Deposu ${i} ${sfx}`, location: 'Konya' }));
  const brands = [];
  const categories = [];
  for (let i = 0; i < ROWS; i++) {
    brands.push(await post('/brands', { name: `Marka ${i} ${sfx}` }));
    categories.push(await post('/categories', { name: `Kategori ${i} ${sfx}` }));
  }
  const items = [];
  for (let i = 0; i < ROWS * 3; i++) {
    items.push(
      await post<Row & { serial_number: string }>('/equipment', {
        serial_number: `LS-${i}-${sfx}`,
        model: `M-${i}`,
        brand_id: brands[i % ROWS]!.id,
        category_id: categories[i % ROWS]!.id,
        warehouse_id: warehouses[0]!.id,
        status: 'available',
      }),
    );
  }
  const departments = [];
  for (let i = 0; i < ROWS; i++) departments.push(await post('/departments', { name: `Liste Ekibi ${i} ${sfx}` }));
  const workers = [];
  for (let i = 0; i < ROWS; i++) {
    workers.push(
      await post('/workers', {
        first_name: 'Liste',
        last_name: `İşçi${i}${sfx}`,
        tc_no: tcNo('8'),
        phone: '5321110000',
        department_id: departments[i]!.id,
      }),
    );
  }
  for (let i = 0; i < ROWS; i++)
    await post('/repairers', { name: `Liste Servis ${i} ${sfx}`, phone: '2163954410', address: 'Tuzla/İstanbul' });
  const permissions = await apiOk<Array<{ id: string }>>(request, token, 'GET', '/permissions');
  for (let i = 0; i < ROWS; i++) {
    const role = await post('/roles', { name: `Liste Rolü ${i} ${sfx}`, permissionIds: [permissions[0]!.id] });
    await post('/users', {
      first_name: 'Liste',
      last_name: `Kullanıcı${i}`,
      tc_no: tcNo('9'),
      email: `liste-${i}-${sfx}@depo.local`,
      phone: '5330000000',
      role_id: role.id,
      password: 'liste-sifre-123',
    });
  }
  // Hand-overs (three of them overdue), faults and transfers of their own items.
  const yesterday = addDays(warehouseToday(), -2);
  for (let i = 0; i < ROWS; i++) {
    await post('/field-equipment', {
      equipment_id: items[i]!.id,
      worker_id: workers[i]!.id,
      team_leader_id: null,
      signature: PNG_SIGNATURE,
      due_date: i < 3 ? yesterday : null,
    });
    await post('/broken-equipment', { equipment_id: items[ROWS + i]!.id, warehouse_id: warehouses[0]!.id, issue: `Motor çalışmıyor ${i}` });
    await post('/transfers', {
      equipment_id: items[2 * ROWS + i]!.id,
      from_warehouse_id: warehouses[0]!.id,
      to_warehouse_id: warehouses[1]!.id,
      assigned_to: me.id,
    });
  }
  // Two items left Müsait, for the equipment picker.
  for (let i = 0; i < 2; i++) {
    await post('/equipment', {
      serial_number: `LM-${i}-${sfx}`,
      model: `M-${i}`,
      brand_id: brands[0]!.id,
      category_id: categories[0]!.id,
      warehouse_id: warehouses[0]!.id,
      status: 'available',
    });
  }
  return { sfx, token, warehouses };
}

/** Rows of the screen's list whose bottom is on the first screen. */
async function rowsOnFirstScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLElement>('[data-list-mode] li, [data-testid="warehouse-card"]')];
    return rows.filter((r) => {
      const box = r.getBoundingClientRect();
      return box.height > 0 && box.bottom <= window.innerHeight;
    }).length;
  });
}

let data: Awaited<ReturnType<typeof setUp>>;
test.beforeAll(async ({ request }) => {
  data = await setUp(request);
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the dashboard starts with Tara / Teslim Et / İade Al, then the counts as a 2×2 grid, then the overdue list', async ({ page }) => {
    await loginAsAdmin(page);
    const actions = page.getByRole('navigation', { name: 'Hızlı işlemler' });
    for (const name of ['Tara', 'Teslim Et', 'İade Al'])
      await expect(actions.getByText(name, { exact: true })).toBeInViewport({ ratio: 1 });
    const cards = ['card-equipment', 'card-broken', 'card-workers', 'card-warehouses'].map((id) => page.getByTestId(id));
    for (const card of cards) await expect(card).toBeInViewport({ ratio: 1 });
    const [a, b, c] = await Promise.all(cards.slice(0, 3).map((card) => card.boundingBox()));
    expect(a!.y).toBe(b!.y); // two in a row
    expect(c!.y).toBeGreaterThan(a!.y); // the next pair below
    const overdue = page.getByTestId('overdue-block');
    await expect(overdue).toBeInViewport();
    expect((await overdue.boundingBox())!.y).toBeGreaterThan(c!.y);
  });

  const lists: Array<{ path: () => string; action: string | RegExp }> = [
    { path: () => '/equipment', action: 'Yeni Ekipman' },
    { path: () => `/warehouses/${data.warehouses[0]!.id}`, action: 'Ekipman Ekle' },
    { path: () => '/equipment/brands', action: 'Yeni Marka' },
    { path: () => '/equipment/categories', action: 'Yeni Kategori' },
    { path: () => '/warehouses', action: 'Yeni Depo' },
    { path: () => '/workers', action: 'Yeni İşçi' },
    { path: () => '/workers/departments', action: 'Yeni Departman' },
    { path: () => '/users', action: 'Yeni Kullanıcı' },
    { path: () => '/users/roles', action: 'Yeni Rol' },
    { path: () => '/field-equipment', action: 'Ekipman Teslim Et' },
    { path: () => '/broken-equipment', action: 'Arıza Bildir' },
    { path: () => '/broken-equipment?tab=repairers', action: 'Yeni Tamirci' },
    { path: () => '/transfers', action: 'Yeni Transfer' },
  ];
  test('every list shows its primary action and at least five records on the first screen', async ({ page }) => {
    await loginAsAdmin(page);
    for (const list of lists) {
      await test.step(list.path(), async () => {
        await page.goto(list.path());
        const action = page
          .getByRole('main')
          .getByRole(list.action === 'Ekipman Teslim Et' ? 'link' : 'button', { name: list.action, exact: true });
        await expect(action).toBeInViewport({ ratio: 1 });
        await expect(page.locator('[data-list-mode] li, [data-testid="warehouse-card"]').first()).toBeVisible();
        expect.soft(await rowsOnFirstScreen(page), `${list.path()}: records on the first screen`).toBeGreaterThanOrEqual(5);
      });
    }
  });

  test('the pickers open as a full-screen sheet that stays within what the keyboard leaves visible', async ({ page }) => {
    await loginAsAdmin(page, '/field-equipment/issue');
    await page.getByRole('button', { name: 'Ad, soyad veya TC ile arayın' }).first().click();
    const sheet = page.getByTestId('search-sheet');
    await expect(sheet.getByRole('combobox', { name: 'Teslim Alan İşçi' })).toBeFocused();
    // The keyboard takes the lower part of the screen: the sheet shrinks to what is left.
    await page.setViewportSize({ width: PHONE.width, height: 470 });
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        const visible = await page.evaluate(() => ({ top: window.visualViewport!.offsetTop, height: window.visualViewport!.height }));
        return box ? Math.round(box.y + box.height) <= visible.top + visible.height && box.y >= visible.top : false;
      })
      .toBe(true);
    await sheet.getByRole('combobox').fill(`İşçi0${data.sfx}`);
    await expect(sheet.getByRole('option').first()).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(PHONE);

    // The equipment picker of the same form, and the repairer picker of 'Tamamla'.
    await page.getByRole('button', { name: 'Geri' }).click();
    await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouses[0]!.name });
    await page.getByRole('button', { name: /^Listeden Seç/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ekipman seçin' }).getByRole('searchbox')).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Ekipman seçin' })).toBeInViewport({ ratio: 1 });
  });
});

test('on a tablet the worker list opens under its box within what the keyboard leaves visible', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await loginAsAdmin(page, '/field-equipment/issue');
    // The keyboard of a tablet in portrait takes about a third of the screen.
    await page.setViewportSize({ width: 820, height: 760 });
    await page.getByRole('combobox', { name: /Teslim Alan İşçi/ }).click();
    const list = page.getByRole('listbox', { name: 'Teslim Alan İşçi' });
    await expect(list).toBeVisible();
    // What shows is the list's scrolling box (the list inside it is as long as the workers are many).
    const box = (await list.locator('xpath=..').boundingBox())!;
    const visible = await page.evaluate(() => window.visualViewport!.offsetTop + window.visualViewport!.height);
    expect(box.y + box.height).toBeLessThanOrEqual(visible);
    await expect(list.getByRole('option').first()).toBeInViewport({ ratio: 1 });
  } finally {
    await context.close();
  }
});

test('at 1280 px the equipment table shows every column of the spec beside the row menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsAdmin(page, '/equipment');
  const table = page.getByRole('table', { name: 'Ekipmanlar' });
  for (const header of ['Seri No', 'Marka & Model', 'Kategori', 'Depo', 'Durum', 'Ekleyen', 'Eklenme Tarihi']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport({ ratio: 1 });
  }
  const firstRow = page.getByTestId('equipment-row').first();
  await firstRow.getByRole('button', { name: /işlemleri$/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('button', { name: /düzenle$/ })).toBeVisible();
  // Sil is set apart from Düzenle, last in the menu.
  const items = await menu.getByRole('button').allTextContents();
  expect(items.at(-1)).toBe('Sil');
});

test('offline, the dashboard’s counts and overdue list equal the lists’ own filters, and what the device does not hold says so', async ({
  page,
  context,
}) => {
  await loginAsAdmin(page);
  await waitForServiceWorker(page);
  await syncMirror(page);
  await page.goto('/field-equipment');
  await expect(page.getByTestId('field-row').first()).toBeVisible();
  await context.setOffline(true);
  await page.goto('/');

  const card = page.getByTestId('card-equipment');
  await expect(card).toContainText('Sahada:');
  const inField = Number(/Sahada: (\d+)/.exec((await card.textContent()) ?? '')![1]);
  const overdueTitle = await page.getByTestId('overdue-block').getByRole('heading').textContent();
  const overdue = Number(/\((\d+)\)/.exec(overdueTitle ?? '')![1]);
  expect(overdue).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('overdue-block')).not.toContainText('Beklenen iade tarihi geçmiş ekipman yok');
  await expect(page.getByTestId('field-block')).not.toContainText('Henüz sahada ekipman bulunmuyor');
  // Faults and transfers are not held on the device: said, not shown as none.
  await expect(page.getByRole('region', { name: 'Son Arıza Bildirimleri' }).getByTestId('needs-connection')).toContainText(
    'Bağlantı gerekiyor',
  );
  await expect(page.getByRole('region', { name: 'Son Transferler' }).getByTestId('needs-connection')).toContainText('Bağlantı gerekiyor');

  await page.getByTestId('card-equipment').click();
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Sahada' });
  await expect(page.getByRole('status').filter({ hasText: 'ekipman bulundu' })).toContainText(
    `${inField.toLocaleString('tr-TR')} ekipman bulundu`,
  );

  await page.goto('/field-equipment');
  await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'Gecikmiş' });
  await expect(page.getByRole('status').filter({ hasText: 'kayıt bulundu' })).toContainText(
    `${overdue.toLocaleString('tr-TR')} kayıt bulundu`,
  );
});
