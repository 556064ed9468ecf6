// The equipment list read from the mirror (docs/performance.md "Navigation to the list"): on a
// fresh page its first page and counts come from the mirror's indexes before the whole list is
// read, and a revisit shows the list kept in memory. Both must show an edit made meanwhile on
// another screen: the rows, the tiles and the search agree with the server.
import { expect, test, type Page } from '@playwright/test';
import { apiOk, loginAsAdmin, rowAction, setUpStock, WITHOUT_SERVICE_WORKER } from './support';

test.use(WITHOUT_SERVICE_WORKER);

const TILES = ['Toplam', 'Müsait', 'Sahada', 'Arızalı', 'Hurda'] as const;
type Tiles = Record<(typeof TILES)[number], number>;

/** The five tiles of the list, as numbers. */
async function tiles(page: Page): Promise<Tiles> {
  const summary = page.getByLabel('Ekipman durum özeti');
  const out = {} as Tiles;
  for (const t of TILES) {
    const text = await summary
      .locator('div', { has: page.getByText(t, { exact: true }) })
      .locator('dd')
      .textContent();
    out[t] = Number((text ?? '').replace(/\./g, ''));
  }
  return out;
}

/** What the server counts, as the tiles show it. */
async function serverTiles(request: Parameters<typeof apiOk>[0], token: string): Promise<Tiles> {
  const list = await apiOk<Array<{ status: string }>>(request, token, 'GET', '/equipment');
  const n = (s: string) => list.filter((r) => r.status === s).length;
  return { Toplam: list.length, Müsait: n('available'), Sahada: n('in_field'), Arızalı: n('broken'), Hurda: n('scrapped') };
}

/** The mirror's first download has completed (the delta clock is set). */
async function mirrorComplete(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('depo-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('syncState')) {
            db.close();
            return resolve(false);
          }
          const get = db.transaction('syncState').objectStore('syncState').get('equipment');
          get.onsuccess = () => {
            db.close();
            resolve(!!(get.result as { since?: string } | undefined)?.since);
          };
          get.onerror = () => resolve(false);
        };
      }),
  );
}

test('the list on a fresh page and on a revisit shows an edit made on another screen: rows, tiles and search', async ({
  page,
  request,
}) => {
  const { token, warehouse, items, sfx } = await setUpStock(request, {
    warehouse: { name: 'Liste Deposu', location: 'Konya' },
    brand: 'Makita',
    category: 'Kırıcı',
    items: Array.from({ length: 12 }, (_, i) => ({ serial: `LST-${String(i + 1).padStart(2, '0')}`, model: `HR-${i + 1}` })),
  });
  const rows = page.getByTestId('equipment-row');
  await loginAsAdmin(page, '/equipment');
  await expect.poll(() => mirrorComplete(page), { timeout: 30_000 }).toBe(true);

  // A fresh page: the newest items first (ours, made last), the tiles as the server counts.
  await page.reload();
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(items[11]!.serial_number);
  await expect(rows.nth(9)).toContainText(items[2]!.serial_number);
  const before = await serverTiles(request, token);
  await expect.poll(() => tiles(page)).toEqual(before);

  // On another screen (the warehouse's inventory): the newest item is scrapped and renamed.
  const target = items[11]!;
  await page.locator('nav').getByRole('link', { name: 'Depolar', exact: true }).click();
  await page.getByTestId('warehouse-card').filter({ hasText: warehouse.name }).click();
  await expect(page.getByRole('heading', { name: warehouse.name, level: 1 })).toBeVisible();
  await rowAction(page, `${target.serial_number} düzenle`, `${target.serial_number} işlemleri`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Model').fill(`Yeni Model ${sfx}`);
  await dialog.getByLabel('Evet, bu ekipmanı hurdaya ayırmak istiyorum').check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  // Back through the menu (no reload): the list kept in memory shows the change.
  const after = { ...before, Müsait: before.Müsait - 1, Hurda: before.Hurda + 1 };
  expect(await serverTiles(request, token)).toEqual(after);
  await page.locator('nav').getByRole('link', { name: 'Ekipmanlar', exact: true }).click();
  await expect(rows.first()).toContainText(target.serial_number);
  await expect(rows.first()).toContainText('Hurda');
  await expect(rows.first()).toContainText(`Yeni Model ${sfx}`);
  await expect.poll(() => tiles(page)).toEqual(after);
  await page.getByLabel('Ekipman ara').fill(`yeni model ${sfx}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(target.serial_number);

  // A fresh page again: the first page from the mirror's indexes has the change too.
  await page.reload();
  await expect(rows.first()).toContainText(target.serial_number);
  await expect(rows.first()).toContainText('Hurda');
  await expect(rows.first()).toContainText(`Yeni Model ${sfx}`);
  await expect.poll(() => tiles(page)).toEqual(after);
  // Filtering works once the whole list is read; the scrapped filter holds our item.
  await page.getByLabel('Durum', { exact: true }).selectOption('scrapped');
  await page.getByLabel('Ekipman ara').fill(target.serial_number);
  await expect(rows).toHaveCount(1);

  // The search and filters live in the address: the item opened and back, a reload or the link
  // pasted elsewhere shows the same row.
  await expect(page).toHaveURL(new RegExp(`[?&]durum=hurda(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]ara=${target.serial_number}(&|$)`));
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/equipment/${target.id}$`));
  await page.goBack();
  await expect(page.getByLabel('Ekipman ara')).toHaveValue(target.serial_number);
  await expect(page.getByLabel('Durum', { exact: true })).toHaveValue('scrapped');
  await expect(rows).toHaveCount(1);
  const link = page.url();
  await page.getByRole('button', { name: 'Filtreleri Temizle' }).first().click();
  await expect(rows).toHaveCount(10);
  await expect(page).toHaveURL(/\/equipment$/);
  // The second page, reloaded, is still the second page; a nonsense page in a link falls back calmly.
  await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(page).toHaveURL(/sayfa=2$/);
  await page.reload();
  await expect(rows.first()).toContainText(items[1]!.serial_number);
  await page.goto(link);
  await expect(page.getByLabel('Ekipman ara')).toHaveValue(target.serial_number);
  await expect(rows).toHaveCount(1);
  await page.goto('/equipment?sayfa=%E0%A4%A&durum=yok&marka=..%2F');
  await expect(rows).toHaveCount(10);
  await expect(page.getByLabel('Durum', { exact: true })).toHaveValue('');
});
