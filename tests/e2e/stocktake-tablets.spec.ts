// Two tablets on one count (docs/stocktake.md): the administrator's online, Ayşe's going offline
// with a read in hand. The close dialog names Ayşe's silent device; her read, arriving after the
// close, is kept, shown as 'kapanıştan sonra gelen okuma' and taken into the result, so the item
// she counted does not end as missing. Over the whole count a MutationObserver watches both pages:
// 'Silindi' shows once — for the one read that was discarded in the outbox — and never otherwise.
// A serial handed over in the address (`?serial=`, the scan sheet's 'Sayıma ekle') is taken once,
// online and offline, and a reload does not take it again.
import { expect, test } from '@playwright/test';
import type { StocktakeResult } from '@shared/stocktake';
import { apiOk, expectNoSeriousA11yViolations, replayOutbox, type Row, saveWidths, waitForServiceWorker } from './support';
import { countSetUp, openCount, readByHand, silindiSeen, tablet } from './stocktake-support';

interface Device {
  user: { first_name: string };
  silent: boolean;
}

test('two tablets, one offline: the silent counter is named, her late read is kept and taken in, nothing shows Silindi unless discarded', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const d = await countSetUp(request, ['A', 'B', 'C', 'E']);
  const [a, b, c, e] = (['A', 'B', 'C', 'E'] as const).map((l) => d.items[l]!.serial_number) as [string, string, string, string];
  const admin = await tablet(browser, { email: 'admin@depo.local', password: 'yonetici-e2e-123' });
  const ayse = await tablet(browser, d.ayse);
  try {
    await Promise.all([openCount(admin.page, d.sessionId, d.warehouse.name), openCount(ayse.page, d.sessionId, d.warehouse.name)]);
    const adminRows = admin.page.getByTestId('read-row');
    const ayseRows = ayse.page.getByTestId('read-row');

    // The administrator's hardware scanner, with no text box focused.
    await admin.page.getByRole('heading', { name: `Sayım: ${d.warehouse.name}` }).click();
    await admin.page.keyboard.type(a);
    await admin.page.keyboard.press('Enter');
    await expect(adminRows.first()).toContainText(a);
    await expect(admin.page.getByTestId('counter-found')).toContainText('1');
    await expect(admin.page.getByTestId('counter-missing')).toContainText('Kalan');
    await expect(adminRows.first()).toContainText('Gönderildi');

    // Ayşe reads B online, then loses the network and reads C.
    await readByHand(ayse.page, b);
    await expect(ayseRows.first()).toContainText('Gönderildi');
    await ayse.context.setOffline(true);
    await readByHand(ayse.page, c);
    await expect(ayseRows.first()).toContainText(c);
    await expect(ayseRows.first()).toContainText('Beklemede');
    await expect(ayse.page.getByTestId('close-blocked')).toContainText('bekleyen 1 okuma gönderilmeli');

    // The one read that is discarded: the administrator, briefly offline, reads a stray label and deletes it in the outbox.
    const stray = `YOK-SIL-${d.sfx}`;
    await admin.context.setOffline(true);
    await readByHand(admin.page, stray);
    await expect(adminRows.first()).toContainText('Beklemede');
    await expect(admin.page.getByTestId('counter-unknown')).toContainText('1');
    await admin.page.getByRole('button', { name: /Bağlantı ve bekleyen işlemler/ }).click();
    const panel = admin.page.getByRole('dialog', { name: 'Bekleyen İşlemler' });
    await panel.getByTestId('outbox-entry').filter({ hasText: stray }).getByRole('button', { name: 'Sil' }).click();
    await admin.page.getByRole('alertdialog', { name: 'Bekleyen İşlemi Sil' }).getByRole('button', { name: 'Sil' }).click();
    await panel.getByRole('button', { name: 'Kapat' }).last().click();
    await expect(panel).toBeHidden();
    await expect(adminRows.filter({ hasText: stray })).toContainText('Silindi');
    await expect(admin.page.getByTestId('counter-unknown')).toBeHidden();
    await admin.context.setOffline(false);

    // The server has not heard from Ayşe's tablet since she went offline.
    await expect
      .poll(
        async () =>
          (await apiOk<Device[]>(request, d.token, 'GET', `/stocktakes/${d.sessionId}/devices`)).some(
            (x) => x.user.first_name === 'Ayşe' && x.silent,
          ),
        {
          timeout: 90_000,
          intervals: [2_000],
        },
      )
      .toBe(true);

    // The close names her device; the administrator closes anyway.
    await expect(admin.page.getByRole('button', { name: 'Sayımı Kapat' })).toBeEnabled();
    await admin.page.getByRole('button', { name: 'Sayımı Kapat' }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: 'Sayımı Kapat' });
    await expect(dialog.getByTestId('silent-device')).toHaveText(/^Ayşe Demir'in cihazı \d\d:\d\d'(den|dan|ten|tan) beri bağlanmadı\.$/);
    await dialog.getByRole('button', { name: 'Yine de Kapat' }).click();
    await expect(admin.page.getByRole('heading', { name: `Sayım Sonucu: ${d.warehouse.name}` })).toBeVisible();
    await expect(admin.page.getByTestId('counter-missing')).toContainText('Bulunamadı');
    await expect(admin.page.getByTestId('counter-missing')).toContainText('2');

    // Ayşe's tablet comes back: her read reaches the server after the close and is kept.
    await ayse.context.setOffline(false);
    await replayOutbox(ayse.page);
    await expect(ayseRows.filter({ hasText: c })).toContainText('Kapanıştan sonra ulaştı', { timeout: 20_000 });

    await admin.page.reload();
    const late = admin.page.getByTestId('late-reads');
    await expect(late.getByTestId('late-read')).toHaveCount(1);
    await expect(late).toContainText(c);
    await expect(late).toContainText('kapanıştan sonra gelen okuma');
    await expect(late).toContainText('Bulundu');
    await saveWidths(admin.page, 'count-result-late-reads');
    // Its row waits for the decision: no settling it yet.
    const missing = admin.page.getByTestId('result-missing');
    await expect(missing.getByTestId('result-row').filter({ hasText: c })).toContainText('karar bekliyor');
    await expect(admin.page.getByRole('button', { name: `${c}: Not Ekle` })).toHaveCount(0);
    await expect(admin.page.getByRole('button', { name: `${e}: Not Ekle` })).toBeVisible();

    await late.getByRole('button', { name: `${c}: Sonuca Al` }).click();
    await expect(late.getByTestId('late-decision')).toContainText('Sonuca alındı');
    await expect(admin.page.getByTestId('counter-found')).toContainText('3');
    await expect(admin.page.getByTestId('counter-missing')).toContainText('1');
    await expect(missing.getByTestId('result-row')).toHaveCount(1);
    await expect(missing).toContainText(e);
    const result = await apiOk<StocktakeResult>(request, d.token, 'GET', `/stocktakes/${d.sessionId}/result`);
    expect(result.rows.find((r) => r.serial_number === c)).toMatchObject({ outcome: 'found', counted_by_name: 'Ayşe Demir' });

    // Over the whole count, 'Silindi' showed once: for the discarded read, and only after it was discarded.
    expect(await silindiSeen(ayse.page)).toEqual([]);
    const seen = await silindiSeen(admin.page);
    expect(seen.map((s) => s.serial)).toEqual([stray]);
  } finally {
    await admin.context.close();
    await ayse.context.close();
  }
});

test('a serial handed over in the address is counted once, online and offline', async ({ browser, request }) => {
  const d = await countSetUp(request, ['A', 'B']);
  const [a, b] = [d.items.A!.serial_number, d.items.B!.serial_number];
  const { context, page } = await tablet(browser, d.ayse);
  try {
    await waitForServiceWorker(page);
    await page.goto(`/stocktakes/${d.sessionId}?serial=${encodeURIComponent(a)}`);
    const rows = page.getByTestId('read-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(a);
    await expect(page.getByTestId('count-feedback')).toHaveText(`${a}: Bulundu`);
    await expect(rows.first()).toContainText('Gönderildi');
    await expect(page).not.toHaveURL(/serial=/);
    await page.reload();
    await expect(rows).toHaveCount(1);

    // Offline, from the device's copy: taken, kept, sent once the network is back.
    await context.setOffline(true);
    await page.goto(`/stocktakes/${d.sessionId}?serial=${encodeURIComponent(b)}&source=wedge`);
    await expect(page.getByText('Çevrimdışı sayılıyor')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Beklemede');
    await expect(page).not.toHaveURL(/serial=/);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await context.setOffline(false);
    await replayOutbox(page);
    await expect(rows.first()).toContainText('Gönderildi');
    const reads = await apiOk<Array<Row & { serial_number: string; source: string }>>(
      request,
      d.token,
      'GET',
      `/stocktakes/${d.sessionId}/reads`,
    );
    expect(reads.map((r) => `${r.serial_number}:${r.source}`).sort()).toEqual([`${a}:camera`, `${b}:wedge`].sort());
  } finally {
    await context.close();
  }
});

test('the result reads on a phone: differences open, found items closed, nothing sideways, serials whole', async ({ browser, request }) => {
  const d = await countSetUp(request, ['A', 'B', 'C'], ['HB-2026-UZUN-SERI-NO-{sfx}']);
  const long = Object.values(d.items).find((i) => i.serial_number.startsWith('HB-'))!.serial_number;
  for (const serial of [d.items.A!.serial_number, d.items.B!.serial_number, 'YOK-2026-00123']) {
    await apiOk(request, d.token, 'POST', `/stocktakes/${d.sessionId}/reads`, {
      id: crypto.randomUUID(),
      serial_number: serial,
      source: 'wedge',
    });
  }
  await apiOk(request, d.token, 'POST', `/stocktakes/${d.sessionId}/close`, {});
  const { context, page } = await tablet(browser, { email: 'admin@depo.local', password: 'yonetici-e2e-123' }, { width: 390, height: 844 });
  try {
    await page.goto(`/stocktakes/${d.sessionId}/result`);
    await expect(page.getByRole('heading', { name: `Sayım Sonucu: ${d.warehouse.name}` })).toBeVisible();
    await expect(page.getByTestId('result-missing')).toHaveAttribute('open', '');
    await expect(page.getByTestId('result-unknown')).toHaveAttribute('open', '');
    await expect(page.getByTestId('result-found')).not.toHaveAttribute('open', '');
    await expect(page.getByTestId('result-missing')).toContainText(long);
    const layout = await page.evaluate(() => ({
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      split: [...document.querySelectorAll('.notranslate')]
        .filter((e) => e.getClientRects().length !== 1 || e.getBoundingClientRect().height > 24)
        .map((e) => e.textContent),
    }));
    expect(layout).toEqual({ sideways: false, split: [] });
    await page.getByTestId('result-found').getByText('Bulundu (2)').click();
    await expect(page.getByTestId('result-found').getByTestId('result-row')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
  }
});
