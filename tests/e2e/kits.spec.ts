// A kit scanned into a hand-over offline (issue 46 point 1, docs/planning.md "Kits"): the kit is in
// the device copy, its code read by a keyboard-wedge scanner with the network gone adds its three
// items, the signed hand-over waits in the outbox and lands once with every member.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiOk,
  chooseWorker,
  drawSignature,
  idbKeys,
  loginAsAdmin,
  outboxEntries,
  replayOutbox,
  setUpStock,
  syncMirror,
  waitForServiceWorker,
  type Row,
} from './support';

test.use({ viewport: { width: 820, height: 1180 } });

async function records(request: APIRequestContext, token: string, itemIds: string[]) {
  const all = await apiOk<Array<{ equipment_id: string; status: string; batch_id: string; worker_id: string }>>(
    request,
    token,
    'GET',
    '/field-equipment',
  );
  return all.filter((r) => itemIds.includes(r.equipment_id));
}

/** Types a code as a keyboard-wedge scanner does: keys and Enter with nothing focused. */
async function wedge(page: Page, code: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

test('a kit scanned into a hand-over offline adds all its members and lands once with all of them', async ({ page, context, request }) => {
  const stock = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Set Deposu', location: 'Bursa' },
    brand: 'Leica',
    category: 'Ölçüm',
    items: [
      { serial: 'KIT-NIVO', model: 'NA720' },
      { serial: 'KIT-SEHPA', model: 'GST05' },
      { serial: 'KIT-MIRA', model: 'GSS111' },
    ],
    department: 'Ölçüm Ekibi',
    workers: [{ first_name: 'Kemal', last_name: 'Sayar', tcLead: '5', phone: '5321112233' }],
  });
  const ids = stock.items.map((i) => i.id);
  const kit = await apiOk<Row & { code: string }>(request, stock.token, 'POST', '/kits', {
    warehouse_id: stock.warehouse.id,
    name: `Nivo Seti ${stock.sfx}`,
    equipment_ids: ids,
  });

  await loginAsAdmin(page);
  await waitForServiceWorker(page);
  await page.goto('/field-equipment/issue');
  await syncMirror(page);
  await expect.poll(() => idbKeys(page, 'kits')).toContain(kit.id);
  await expect.poll(() => idbKeys(page, 'equipment')).toEqual(expect.arrayContaining(ids));
  await expect.poll(() => idbKeys(page, 'workers')).toContain(stock.workers[0]!.id);

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'ok',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.goto('/field-equipment/issue');
  await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışı');
  // The form takes the scan once it is drawn: a code read before that goes to the shell, which opens
  // the scan's action sheet as it does on any other screen.
  await expect(page.getByRole('button', { name: 'Barkodla Ekle' })).toBeVisible();

  await wedge(page, kit.code.toLowerCase());
  for (const item of stock.items) await expect(page.getByRole('checkbox', { name: new RegExp(item.serial_number) })).toBeChecked();
  await chooseWorker(page, stock.workers[0]!.last_name);
  await drawSignature(page, 'Teslim Alan İmzası');
  await page.getByRole('button', { name: 'Teslim Et', exact: true }).click();
  await expect(page.getByText('Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.').first()).toBeVisible();
  expect((await outboxEntries(page)).map((e) => e.kind)).toEqual(['issue_equipment', 'issue_equipment', 'issue_equipment']);
  expect(await records(request, stock.token, ids)).toHaveLength(0);

  await context.setOffline(false);
  await replayOutbox(page);
  await expect.poll(async () => (await records(request, stock.token, ids)).length, { timeout: 20_000 }).toBe(3);
  await replayOutbox(page);
  const landed = await records(request, stock.token, ids);
  expect(landed.map((r) => r.equipment_id).sort()).toEqual([...ids].sort());
  expect(new Set(landed.map((r) => r.batch_id)).size).toBe(1);
  expect(landed.every((r) => r.worker_id === stock.workers[0]!.id && r.status === 'active')).toBe(true);
  expect(await outboxEntries(page)).toHaveLength(0);
});
