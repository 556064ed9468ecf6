// A hardware scanner's serial is stored whole even when the page's main thread stalls for 1.5 s in
// the middle of it (docs/stocktake.md). A USB or Bluetooth scanner types at its own pace and a busy
// page receives its keys late, stamped with the time they were typed. Playwright's keyboard cannot
// reproduce that (each key waits for the page), so the keys are typed from outside the page through
// a CDP session with their typing timestamps (tests/helpers/scanner-keys.ts says why that is
// faithful). The test also checks that the stall really fell inside the serial: keys typed after
// the sixth were handled more than a second after they were typed.
import { expect, test } from '@playwright/test';
import { scannerTypes } from '../helpers/scanner-keys';
import { apiOk } from './support';
import { countSetUp, openCount, tablet } from './stocktake-support';

const BLOCK_MS = 1_500;

test('a scanner serial typed while the main thread is blocked for 1.5 s is stored whole', async ({ browser, request }) => {
  const d = await countSetUp(request, [], ['HB-{sfx}-00200']);
  const serial = Object.values(d.items)[0]!.serial_number;
  const { context, page } = await tablet(browser, d.ayse);
  try {
    await openCount(page, d.sessionId, d.warehouse.name);
    await page.getByRole('heading', { name: `Sayım: ${d.warehouse.name}` }).click();
    // The stall: when the sixth key arrives, the page is busy for 1.5 s. Every key's handling lag is noted.
    await page.evaluate((blockMs) => {
      const w = window as unknown as { __keys: Array<{ key: string; typed: number; handled: number }> };
      w.__keys = [];
      document.addEventListener(
        'keydown',
        (event) => {
          w.__keys.push({ key: event.key, typed: event.timeStamp, handled: performance.now() });
          if (w.__keys.length === 6) {
            const end = performance.now() + blockMs;
            while (performance.now() < end) {
              /* a long task: layout of a big list, a sync storage write, a slow tablet */
            }
          }
        },
        { capture: true },
      );
    }, BLOCK_MS);

    const cdp = await context.newCDPSession(page);
    await scannerTypes(cdp, serial);

    const rows = page.getByTestId('read-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(serial);
    await expect(rows.first()).toContainText('Bulundu');
    await expect(rows.first()).toContainText('Gönderildi');

    // Every key arrived, in order.
    const keys = await page.evaluate(
      () => (window as unknown as { __keys: Array<{ key: string; typed: number; handled: number }> }).__keys,
    );
    expect(keys.map((k) => k.key).join('')).toBe(`${serial}Enter`);
    // The keys after the sixth were typed while the page was stalled: handled over a second after their typing.
    expect(keys.slice(6).some((k) => k.handled - k.typed > 1_000)).toBe(true);

    // One read on the server, the whole serial, nothing split off.
    const reads = await apiOk<Array<{ serial_number: string; source: string }>>(
      request,
      d.token,
      'GET',
      `/stocktakes/${d.sessionId}/reads`,
    );
    expect(reads.map((r) => `${r.serial_number}:${r.source}`)).toEqual([`${serial}:wedge`]);
  } finally {
    await context.close();
  }
});
