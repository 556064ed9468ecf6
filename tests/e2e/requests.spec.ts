// A request from the field on a phone (390 px, docs/planning.md "Requests"): made without a
// connection it waits in the outbox and shows in 'Taleplerim' as waiting; back online it lands
// once; the warehouse approves it (over the API here) and the requester sees it approved.
import { expect, test } from '@playwright/test';
import type { FieldRequest } from '@shared/requests';
import { apiOk, loginAsAdmin, openInApp, outboxEntries, replayOutbox, setUpStock, WITHOUT_SERVICE_WORKER } from './support';

// The outbox is the page's (Dexie); the service worker is not what this test is about.
test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 390, height: 844 } });

test('a request made offline is queued, lands once when back online, and reads approved in Taleplerim', async ({
  page,
  context,
  request,
}) => {
  const data = await setUpStock(request, {
    warehouse: { name: 'Gebze Deposu', location: 'Kocaeli' },
    brand: 'Honda',
    category: 'Jeneratör',
    items: [
      { serial: 'JG-1', model: 'Jeneratör 5 kVA' },
      { serial: 'JG-2', model: 'Jeneratör 5 kVA' },
      { serial: 'JG-3', model: 'Jeneratör 5 kVA' },
    ],
    department: 'Saha',
    workers: [{ first_name: 'Cem', last_name: 'Uysal', tcLead: '7', phone: '5321113344' }],
  });
  const site = `Dilovası Şantiyesi ${data.sfx}`;

  await loginAsAdmin(page);
  // Without the service worker (which keeps every screen's code on the device), the screens this
  // test goes to offline are opened once online first.
  await openInApp(page, '/requests');
  await expect(page.getByRole('heading', { name: 'Taleplerim', level: 1 })).toBeVisible();
  await openInApp(page, '/requests/new');
  await expect(page.getByRole('heading', { name: 'Yeni Talep', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Depo' }).selectOption({ label: data.warehouse.name });
  await page.getByRole('textbox', { name: 'Şantiye' }).fill(site);
  await page.getByRole('combobox', { name: 'Modelden adet' }).selectOption({ label: `Honda ${data.sfx} Jeneratör 5 kVA (3)` });
  await page.getByRole('textbox', { name: 'Adet' }).fill('2');
  await page.getByRole('button', { name: 'Ekle', exact: true }).first().click();
  await expect(page.getByRole('list', { name: 'Talep edilenler' })).toContainText(`2 × Honda ${data.sfx} Jeneratör 5 kVA`);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Talep Gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Taleplerim', level: 1 })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Gönderilmeyi bekleyenler' });
  await expect(waiting).toContainText(site);
  await expect(waiting).toContainText('Gönderilmeyi Bekliyor');
  const queued = (await outboxEntries(page)).filter((e) => e.kind === 'create_request');
  expect(queued).toHaveLength(1);

  await context.setOffline(false);
  await replayOutbox(page);
  // A second replay finds nothing left to send.
  await replayOutbox(page);
  expect((await outboxEntries(page)).filter((e) => e.kind === 'create_request')).toHaveLength(0);
  const card = page.getByTestId('request-row').filter({ hasText: site });
  await expect(card).toContainText('Onay Bekliyor');
  await expect(waiting).toHaveCount(0);

  const mine = (await apiOk<FieldRequest[]>(request, data.token, 'GET', '/requests/mine')).filter((r) => r.site === site);
  expect(mine.map((r) => r.id)).toEqual([queued[0]!.id]);
  await apiOk(request, data.token, 'POST', `/requests/${mine[0]!.id}/approve`, { worker_id: data.workers[0]!.id });

  await card.click();
  await expect(page.getByTestId('request-summary')).toContainText('Onaylandı');
  await expect(page.getByText('Onaylanan ekipmanlar için rezervasyon yapıldı')).toBeVisible();
  await openInApp(page, '/requests');
  await expect(page.getByTestId('request-row').filter({ hasText: site })).toContainText('Onaylandı');
});
