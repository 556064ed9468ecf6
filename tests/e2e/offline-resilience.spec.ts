// Offline, round 2 (DESIGN.md §4–5, docs/offline.md), on a portrait tablet with the network stubbed
// at the browser: a 502/503, an aborted or a stalled /auth/me never ends a session; 'Yeniden Dene'
// after a refusal the office then fixes succeeds with a new Idempotency-Key; signing out with work
// waiting (online, offline, or by a 401) keeps that work for its owner; a stalled send is given up
// and lands later, once; the banner and toasts never cover a control.
// The stubs are set on the browser context: they see the service worker's fetches too (it passes
// /api requests on to the network).
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import {
  apiOk,
  drawSignature,
  holdToastWhenShown,
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

/** Signs in and waits until the service worker controls the page (offline navigation needs it). */
async function signInOnTablet(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await waitForServiceWorker(page);
}

interface FieldRow extends Row {
  status: string;
  equipment_id: string;
  worker_id: string;
}
interface EntryView {
  id: string;
  kind: string;
  state: string;
  owner?: string;
  key?: string;
  error?: string;
}

const QUEUED = 'Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.';

async function setUp(request: APIRequestContext, count = 2) {
  const { sfx, token, warehouse, items, workers } = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Şantiye Deposu', location: 'Bursa' },
    brand: 'Makita',
    category: 'Matkap',
    items: Array.from({ length: count }, (_, i) => ({ serial: `RES-${i}`, model: `HP-${i}` })),
    department: 'Saha Ekibi',
    workers: [
      { first_name: 'Emre', last_name: 'Kaya', tcLead: '6', phone: '5321112233' },
      { first_name: 'Selin', last_name: 'Aydın', tcLead: '6', phone: '5321114455' },
    ],
  });
  const me = await apiOk<{ id: string; first_name: string; last_name: string }>(request, token, 'GET', '/auth/me');
  const [worker, otherWorker] = workers as [(typeof workers)[number], (typeof workers)[number]];
  return {
    sfx,
    token,
    me,
    meName: `${me.first_name} ${me.last_name}`,
    warehouse,
    items,
    worker,
    workerLastName: worker.last_name,
    otherWorker,
  };
}
type Data = Awaited<ReturnType<typeof setUp>>;

async function entryViews(page: Page): Promise<EntryView[]> {
  return (await outboxEntries(page)).map(({ id, kind, state, owner, key, error }) => ({ id, kind, state, owner, key, error }));
}

/** Fills the issue form for one item to the data's worker (online, so the pickers have loaded). */
async function fillIssueForm(page: Page, data: Data, item: Item): Promise<void> {
  await page.goto('/field-equipment/issue');
  await page.getByRole('combobox', { name: 'Depo', exact: true }).selectOption({ label: data.warehouse.name });
  await page.getByRole('checkbox', { name: new RegExp(item.serial_number) }).check();
  await page.getByRole('combobox', { name: /Teslim Alan İşçi/ }).fill(data.workerLastName);
  await page.getByRole('option', { name: new RegExp(data.workerLastName) }).click();
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');
}

/** A hand-over of `item` made without network: it waits in the outbox. */
async function queueHandOverOffline(page: Page, context: BrowserContext, data: Data, item: Item): Promise<void> {
  await fillIssueForm(page, data, item);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText(QUEUED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/field-equipment$/);
}

const indicator = (page: Page) => page.getByTestId('offline-indicator').locator('visible=true');
const shellUser = (page: Page, data: Data) => page.getByRole('banner').or(page.locator('aside')).getByText(data.meName).first();

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

test('a 502/503, an aborted or a stalled /auth/me, or a captive portal’s page, keeps the session; the shell shows the server as unreachable until it answers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const data = await setUp(request, 1);
  await signInOnTablet(page);
  await expect(indicator(page)).toBeVisible();
  await expect(shellUser(page, data)).toBeAttached();

  // Eight starts, each with another hiccup on the start-up check: never /login, the token stays.
  const faults: Array<(route: Route) => Promise<void>> = [
    (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }),
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Bakımda' }) }),
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Sunucu hatası.' }) }),
    (route) => route.abort('failed'),
    (route) => route.abort('aborted'),
    (route) => route.abort('timedout'),
    // A captive portal (hotel or depot Wi-Fi) answers any request with its own page: not the server.
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Wi-Fi girişi</body></html>' }),
    (route) => route.fulfill({ status: 403, contentType: 'text/html', body: '<h1>Forbidden</h1>' }),
  ];
  const paths = ['/', '/field-equipment', '/broken-equipment'];
  for (let i = 0; i < faults.length; i++) {
    await context.route('**/api/auth/me', faults[i]!);
    await page.goto(paths[i % paths.length]!);
    await expect(indicator(page)).toBeVisible();
    await expectSignedIn(page);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
  // The last start got a fault: the banner says the server does not answer, the pill says so too.
  await context.route('**/api/auth/me', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/field-equipment');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Sunucuya ulaşılamıyor');
  await expect(indicator(page)).toHaveAccessibleName(/Sunucuya ulaşılamıyor/);
  await expect(shellUser(page, data)).toBeAttached();

  // The server answers again: the shell recovers by itself, without a reload.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(banner).toBeHidden({ timeout: 40_000 });
  await expect(indicator(page)).toHaveAccessibleName(/Çevrimiçi/);

  // Leaving the page while the start-up check is still under way (its answer never comes).
  for (let i = 0; i < 3; i++) {
    await context.route('**/api/auth/me', () => undefined);
    await page.goto('/field-equipment', { waitUntil: 'commit' });
    await page.goto('/broken-equipment', { waitUntil: 'commit' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
  await page.goto('/');
  await expect(indicator(page)).toBeVisible();
  await expectSignedIn(page);

  // A stalled check is given up: the last known user's shell appears, the session stays.
  await context.route('**/api/auth/me', () => undefined);
  await page.goto('/field-equipment');
  await expect(indicator(page)).toBeVisible({ timeout: 25_000 });
  await expect(page.getByTestId('offline-banner')).toContainText('Sunucuya ulaşılamıyor');
  await expectSignedIn(page);
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  // Only a 401 ends it, and the sign-in page says why.
  await context.route('**/api/auth/me', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'Oturum süresi doldu.' }) }),
  );
  // The app leaves for the sign-in page with a page load of its own, which may come before this one's load event.
  await page.goto('/field-equipment', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('session-ended')).toContainText('Oturumunuzun süresi doldu');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test("'Yeniden Dene' after a 409 the office then fixed succeeds with a new key; both attempts are in the history", async ({
  page,
  context,
  request,
}) => {
  const data = await setUp(request, 1);
  const [item] = data.items as [Item];
  await signInOnTablet(page);
  await queueHandOverOffline(page, context, data, item);

  // Meanwhile the office hands the item to someone else.
  const theirs = await apiOk<FieldRow>(request, data.token, 'POST', '/field-equipment', {
    equipment_id: item.id,
    worker_id: data.otherWorker.id,
    team_leader_id: null,
    signature: PNG_SIGNATURE,
  });
  await context.setOffline(false);
  await replayOutbox(page);
  await expect.poll(async () => (await entryViews(page))[0]?.state).toBe('failed');
  const [refused] = await entryViews(page);
  expect(refused!.key ?? refused!.id).toBe(refused!.id);

  // Retried before the office fixed it: refused again, this time under a new key.
  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: 'Bekleyen İşlemler' });
  const entry = panel.getByTestId('outbox-entry');
  await expect(entry).toHaveAttribute('data-state', 'failed');
  await entry.getByRole('button', { name: 'Yeniden Dene' }).click();
  await expect.poll(async () => (await entryViews(page))[0]?.key).not.toBe(refused!.id);
  await expect(entry).toHaveAttribute('data-state', 'failed');
  const secondKey = (await entryViews(page))[0]!.key!;
  await entry.getByText(/Geçmiş/).click();
  const attempts = entry.getByTestId('outbox-attempt');
  await expect(attempts).toHaveCount(3);
  await expect(attempts.nth(0)).toHaveAttribute('data-key', refused!.id);
  await expect(attempts.nth(0)).toContainText('HTTP 409');
  await expect(attempts.nth(1)).toHaveAttribute('data-event', 'retry');
  await expect(attempts.nth(2)).toHaveAttribute('data-key', secondKey);
  await expect(attempts.nth(2)).toContainText('HTTP 409');

  // The office takes the item back; now 'Yeniden Dene' lands, once.
  await apiOk(request, data.token, 'PUT', `/field-equipment/${theirs.id}/return`, { condition: 'intact' });
  await entry.getByRole('button', { name: 'Yeniden Dene' }).click();
  await expect(page.getByText('1 ekipman başarıyla teslim edildi.')).toBeVisible();
  await expect.poll(async () => (await entryViews(page)).length).toBe(0);
  const records = (await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment')).filter((r) => r.equipment_id === item.id);
  expect(records.filter((r) => r.status === 'active').map((r) => r.worker_id)).toEqual([data.worker.id]);
  expect(records).toHaveLength(2);
});

test('signing out with work waiting warns and keeps it for its owner; offline it says sign-in needs a connection; after a 401 the sign-in page counts it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const data = await setUp(request, 2);
  const [first, second] = data.items as [Item, Item];
  await signInOnTablet(page);
  await queueHandOverOffline(page, context, data, first);

  // Offline, one entry waiting: the warning, and 'Bekle' keeps the user signed in.
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Çıkış Yap' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Çıkış Yap' });
  await expect(ask).toContainText('1 kayıt henüz gönderilmedi.');
  await expect(ask).toContainText('Çevrimdışısınız: yeniden giriş yapmak için bağlantı gerekir.');
  await ask.getByRole('button', { name: 'Bekle' }).click();
  await expect(ask).toBeHidden();
  await expectSignedIn(page);

  // Signed out anyway: the entry stays on the device, bound to its owner.
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Çıkış Yap' }).click();
  await ask.getByRole('button', { name: 'Yine de Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('session-ended')).toContainText(`${data.meName} adına 1 kayıt bu cihazda gönderilmeyi bekliyor`);
  await expect(page.getByTestId('session-ended')).not.toContainText('süresi doldu');
  const kept = await entryViews(page);
  expect(kept.map((e) => [e.kind, e.owner])).toEqual([['issue_equipment', data.me.id]]);

  // Back online, the same user signs in: the entry lands, once.
  await context.setOffline(false);
  await loginAsAdmin(page);
  await expect(page.getByText('1 ekipman başarıyla teslim edildi.')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await entryViews(page)).length).toBe(0);
  const landed = (await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment')).filter((r) => r.equipment_id === first.id);
  expect(landed.map((r) => [r.worker_id, r.status])).toEqual([[data.worker.id, 'active']]);

  // Online, the hand-over's sends fail for now: signing out asks, without the offline line.
  await queueHandOverOffline(page, context, data, second);
  await context.route('**/api/field-equipment', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
  );
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(ask).toContainText('1 kayıt henüz gönderilmedi.');
  await expect(ask).not.toContainText('Çevrimdışısınız');
  await ask.getByRole('button', { name: 'Bekle' }).click();
  await expect(ask).toBeHidden();
  await expect.poll(async () => (await entryViews(page)).length).toBe(1);

  // The server refuses the token at the next start: the sign-in page says why and what waits.
  await context.route('**/api/auth/me', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'Oturum süresi doldu.' }) }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  const notice = page.getByTestId('session-ended');
  await expect(notice).toContainText('Oturumunuzun süresi doldu');
  await expect(notice).toContainText('1 kayıt bu cihazda gönderilmeyi bekliyor');
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  expect((await entryViews(page)).map((e) => e.owner)).toEqual([data.me.id]);
  await loginAsAdmin(page);
  await expect.poll(async () => (await entryViews(page)).length, { timeout: 20_000 }).toBe(0);
  const second1 = (await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment')).filter((r) => r.equipment_id === second.id);
  expect(second1).toHaveLength(1);
});

test('a send on a stalled connection is given up in bounded time, returns to the outbox and lands later once; the lock is free meanwhile', async ({
  page,
  context,
  request,
}) => {
  const data = await setUp(request, 1);
  const [item] = data.items as [Item];
  await signInOnTablet(page);
  await fillIssueForm(page, data, item);

  // The hand-over's POST never gets an answer.
  let stalled = 0;
  await context.route('**/api/field-equipment', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    stalled++;
    return undefined;
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText(QUEUED).first()).toBeVisible({ timeout: 30_000 });
  const spun = Date.now() - started;
  expect(stalled).toBe(1);
  const [waiting] = await entryViews(page);
  expect(waiting).toMatchObject({ kind: 'issue_equipment', state: 'pending', error: 'Sunucu zamanında yanıt vermedi; yeniden denenecek.' });
  // Nobody is left holding the outbox lock: other tabs and the service worker can send. Giving up
  // starts short replays of its own (Background Sync, the server answering again) that hold the lock
  // for a moment to find the entry in its back-off, so the lock is asked for as the next send would
  // (waiting at most LOCK_WAIT_MS, lib/offline/outbox.ts), not looked at in one instant. A send
  // still stuck on the stalled POST would hold it until the end of the test.
  const free = await page.evaluate(() =>
    navigator.locks.request('depo-outbox', { signal: AbortSignal.timeout(5_000) }, () => true).catch((error: unknown) => String(error)),
  );
  expect(free).toBe(true);
  console.log(`'Teslim Et' on a stalled connection: queued after ${spun} ms`);

  // The connection is fine again: the entry lands with the same key, once.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await replayOutbox(page);
  await expect.poll(async () => (await entryViews(page)).length).toBe(0);
  const records = (await apiOk<FieldRow[]>(request, data.token, 'GET', '/field-equipment')).filter((r) => r.equipment_id === item.id);
  expect(records).toHaveLength(1);
});

for (const viewport of [
  { width: 820, height: 1180 },
  { width: 768, height: 1024 },
]) {
  test(`portrait tablet ${viewport.width}×${viewport.height}: the banner covers no control, toasts leave the outbox button free, queued rows say what they are and who queued them`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const data = await setUp(request, 2);
    const [first, second] = data.items as [Item, Item];
    await signInOnTablet(page);

    // A hand-over that will be refused, and a fault report, both queued offline.
    await queueHandOverOffline(page, context, data, first);
    await apiOk(request, data.token, 'POST', '/field-equipment', {
      equipment_id: first.id,
      worker_id: data.otherWorker.id,
      team_leader_id: null,
      signature: PNG_SIGNATURE,
    });
    await context.setOffline(false);
    await replayOutbox(page);
    await expect.poll(async () => (await entryViews(page))[0]?.state).toBe('failed');
    await page.goto('/broken-equipment');
    await expect(page.getByRole('button', { name: /Arıza Bildir/ }).first()).toBeVisible();
    await context.setOffline(true);
    await page
      .getByRole('button', { name: /Arıza Bildir/ })
      .first()
      .click();
    const faultDialog = page.getByRole('dialog', { name: 'Arıza Bildir' });
    await faultDialog.getByRole('combobox', { name: 'Depo' }).selectOption({ label: data.warehouse.name });
    await faultDialog.getByText(second.serial_number).click();
    await faultDialog.getByLabel('Arıza Açıklaması').fill('Kablo ezilmiş');
    // The toast sits below the top bar: the outbox button stays free (held while it is measured).
    const letGo = await holdToastWhenShown(page, 'Çevrimdışı: arıza kaydı kuyruğa alındı');
    await faultDialog.getByRole('button', { name: 'Arıza Bildir' }).click();
    const toast = page.getByText('Çevrimdışı: arıza kaydı kuyruğa alındı, bağlantı gelince gönderilecek.');
    await expect(toast).toBeVisible();
    const buttonBox = (await indicator(page).boundingBox())!;
    // The toast slides in from above: judge where it settles, not a frame of its entrance.
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? 0, {
        message: 'toast starts below the outbox button',
      })
      .toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    await letGo();

    // A queued fault report: 'Beklemede' once, and who queued it.
    await page.getByPlaceholder('Ekipman veya arıza').fill(data.sfx);
    // On a portrait tablet the list kit shows each record as a card: find it by its test id.
    const faultRow = page.getByTestId('broken-row').filter({ hasText: second.serial_number });
    await expect(faultRow.getByTestId('outbox-marker')).toHaveText('Beklemede');
    await expect(faultRow.getByText('Beklemede', { exact: true })).toHaveCount(1);
    await expect(faultRow.getByTestId('outbox-marker-by')).toHaveText(`Kaydeden: ${data.meName}`);

    // The refused hand-over does not claim 'Sahada'; it names who queued it.
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Sahadaki Ekipmanlar' }).click();
    await page.getByPlaceholder('Model, seri no, işçi adı veya soyadı').fill(data.sfx);
    const ours = page
      .getByTestId('field-row')
      .filter({ hasText: first.serial_number })
      .filter({ has: page.getByTestId('outbox-marker') });
    await expect(ours.getByTestId('outbox-marker')).toHaveText('Gönderilemedi');
    await expect(ours.getByText('Sahada', { exact: true })).toHaveCount(0);
    await expect(ours.getByTestId('outbox-marker-by')).toHaveText(`Kaydeden: ${data.meName}`);

    // The banner is part of the page, not laid over it; with the menu open, 'Çıkış Yap' is free.
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('Çevrimdışı');
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await page.screenshot({ path: test.info().outputPath(`shell-${viewport.width}.png`), fullPage: false });
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const signOut = page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Çıkış Yap' });
    await expect(signOut).toBeVisible();
    // The menu slides in: judge the button where it settles, not a frame of its entrance.
    await expect
      .poll(async () => {
        const box = (await signOut.boundingBox())!;
        return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '', {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
      })
      .toContain('Çıkış Yap');
    await page.screenshot({ path: test.info().outputPath(`menu-${viewport.width}.png`), fullPage: false });
  });
}
