// A tablet that takes an app update while offline (docs/offline.md "An update on a tablet that is
// offline"): its device copy was made by the previous schema version (4), with hand-overs in the
// field and a return waiting in the outbox. Opened by this version with no network, the field list
// still shows every hand-over (the waiting return marked), and the banner says which lists are from
// before the update; back online, the next download replaces them and the return lands.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiOk,
  completeReturnDialog,
  idbKeys,
  loginAsAdmin,
  outboxEntries,
  PNG_SIGNATURE,
  replayOutbox,
  setUpStock,
  syncMirror,
  waitForServiceWorker,
  type Item,
  type Row,
} from './support';

test.use({ viewport: { width: 820, height: 1180 } });

interface FieldRow extends Row {
  status: string;
}

async function setUp(request: APIRequestContext) {
  const { workers, ...data } = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Çeşme Deposu', location: 'İzmir' },
    brand: 'Hilti',
    category: 'Kırıcı',
    items: ['A', 'B'].map((letter) => ({ serial: `UPG-${letter}`, model: `TE-${letter}` })),
    department: 'Çeşme Ekibi',
    workers: [{ first_name: 'Kemal', last_name: 'Aydın', tcLead: '5', phone: '5321114400' }],
  });
  return { ...data, worker: workers[0]! };
}

/**
 * Makes the device's database what the previous version left: the same tables and rows, at
 * IndexedDB version 40 (Dexie's schema version 4). Run on a page of the origin without the app.
 */
function asPreviousVersion(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const NAME = 'depo-offline';
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
    const current = await request(indexedDB.open(NAME));
    interface Shape {
      name: string;
      keyPath: string | string[] | null;
      autoIncrement: boolean;
      indexes: Array<{ name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }>;
      rows: Array<{ key: IDBValidKey; value: unknown }>;
    }
    const shapes: Shape[] = [];
    for (const name of Array.from(current.objectStoreNames)) {
      const store = current.transaction(name).objectStore(name);
      const keys = await request(store.getAllKeys());
      const values = await request(store.getAll());
      shapes.push({
        name,
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
        indexes: Array.from(store.indexNames).map((i) => {
          const index = store.index(i);
          return { name: i, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
        }),
        rows: keys.map((key, i) => ({ key, value: values[i] })),
      });
    }
    const version = current.version;
    current.close();
    await request(indexedDB.deleteDatabase(NAME));
    const open = indexedDB.open(NAME, 40);
    open.onupgradeneeded = () => {
      for (const shape of shapes) {
        const store = open.result.createObjectStore(shape.name, { keyPath: shape.keyPath, autoIncrement: shape.autoIncrement });
        for (const i of shape.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
        for (const row of shape.rows) {
          if (shape.keyPath === null) store.put(row.value, row.key);
          else store.put(row.value);
        }
      }
    };
    const old = await request(open);
    old.close();
    return version;
  });
}

const indicator = (page: Page) => page.getByTestId('offline-indicator').locator('visible=true');

test('an update taken offline keeps the field list and says what is stale; online, the copy is replaced', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const data = await setUp(request);
  const [a, b] = data.items as [Item, Item];
  const handed: FieldRow[] = [];
  for (const item of [a, b]) {
    handed.push(
      await apiOk<FieldRow>(request, data.token, 'POST', '/field-equipment', {
        equipment_id: item.id,
        worker_id: data.worker.id,
        team_leader_id: null,
        signature: PNG_SIGNATURE,
      }),
    );
  }

  // Online: the copy is made (every list ready) and the list shows both hand-overs.
  await loginAsAdmin(page);
  await waitForServiceWorker(page);
  await page.goto('/field-equipment');
  await syncMirror(page);
  const row = (serial: string) => page.getByTestId('field-row').filter({ hasText: serial });
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(data.sfx);
  await expect(row(a.serial_number)).toBeVisible();
  await expect(row(b.serial_number)).toBeVisible();

  // Offline, A is taken back: the return waits in the outbox.
  await context.setOffline(true);
  await row(a.serial_number)
    .getByRole('button', { name: /İade Al/ })
    .click();
  await completeReturnDialog(page, [{ serial: a.serial_number, condition: 'Sağlam' }]);
  await expect(row(a.serial_number).getByTestId('outbox-marker')).toHaveText('Beklemede');

  // The tablet still runs the previous version's database when the update arrives (a file of the
  // origin, served by the worker's cache, holds no app code that would keep the database open).
  await page.goto('/icons/icon-192.png');
  // The app's own database: Dexie's schema version 7 (6: the kits of the device copy; 7: its reservations).
  expect(await asPreviousVersion(page)).toBe(70);

  // The updated app opens offline: the upgrade runs, and nothing left the field list.
  await page.goto('/field-equipment');
  await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(data.sfx);
  await expect(row(b.serial_number)).toBeVisible();
  await expect(row(a.serial_number).getByTestId('outbox-marker')).toHaveText('Beklemede');
  await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışı');
  await expect(page.getByTestId('offline-banner-stale')).toHaveText(
    /sahadaki ekipmanlar.* güncellemeden önceki kopyadan; bağlantı gelince yenilenecek\./i,
  );
  await indicator(page).click();
  await expect(page.getByTestId('device-copy-list').filter({ hasText: 'Sahadaki ekipmanlar' })).toContainText('güncellemeden önceki kopya');
  await page.keyboard.press('Escape');

  // Back online: the return lands once, the next download replaces the kept rows.
  await context.setOffline(false);
  await replayOutbox(page);
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
  // A sync the 'online' event started may have run before the return landed: one more after it.
  for (let run = 0; run < 2; run++) await syncMirror(page);
  const records = await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment');
  expect(records.find((r) => r.id === handed[0]!.id)?.status).toBe('returned');
  await indicator(page).click();
  await expect(page.getByTestId('device-copy-list').filter({ hasText: 'Sahadaki ekipmanlar' })).toContainText('hazır · son güncelleme');
  await page.keyboard.press('Escape');
  // The copy holds active hand-overs only: A's went with the download that replaced the kept rows.
  const kept = await idbKeys(page, 'field_equipment');
  expect(kept).toContain(handed[1]!.id);
  expect(kept).not.toContain(handed[0]!.id);
  await expect(row(a.serial_number).getByTestId('outbox-marker')).toHaveCount(0);
});
