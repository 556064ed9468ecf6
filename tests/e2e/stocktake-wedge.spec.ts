// A hardware scanner's serial is stored whole even when the page's main thread stalls for 1.5 s in
// the middle of it (docs/stocktake.md). A USB or Bluetooth scanner types at its own pace: the
// operating system queues its keys with the time each was typed, and a busy page receives them
// late but stamped with that time. Playwright's keyboard cannot do that — each key waits until
// the page has handled the previous one, so a stalled page simply makes the "scanner" wait. This
// test therefore types from outside the page: Node sends each key to Chromium through a CDP
// session (`Input.dispatchKeyEvent`) every 8 ms without waiting for the page, each with the
// wall-clock `timestamp` of the moment it was typed, exactly as the browser stamps a real key.
// While the page is blocked the keys queue in the browser and arrive in a burst afterwards with
// their typing times — what a real scanner does to a busy tablet. The test also checks that this
// happened (keys handled more than a second after they were typed, typed milliseconds apart).
import { expect, test, type CDPSession } from '@playwright/test';
import { apiOk } from './support';
import { countSetUp, openCount, tablet } from './stocktake-support';

const BLOCK_MS = 1_500;
const KEY_GAP_MS = 8;

function keyEvent(key: string): { key: string; code: string; text?: string; windowsVirtualKeyCode: number } {
  if (key === 'Enter') return { key, code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 };
  const upper = key.toUpperCase();
  const code = /[A-Z]/.test(upper) ? `Key${upper}` : /\d/.test(key) ? `Digit${key}` : key === '-' ? 'Minus' : 'Unidentified';
  return { key, code, text: key, windowsVirtualKeyCode: key === '-' ? 189 : upper.charCodeAt(0) };
}

/** Types like a scanner: each key sent at its own time, none waiting for the page. */
async function scannerTypes(cdp: CDPSession, text: string): Promise<void> {
  const sent: Promise<unknown>[] = [];
  for (const key of [...text, 'Enter']) {
    const timestamp = Date.now() / 1000;
    const event = keyEvent(key);
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, ...event }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp, key: event.key, code: event.code, windowsVirtualKeyCode: event.windowsVirtualKeyCode }));
    await new Promise((resolve) => setTimeout(resolve, KEY_GAP_MS));
  }
  await Promise.all(sent);
}

test('a scanner serial typed while the main thread is blocked for 1.5 s is stored whole', async ({ browser, request }) => {
  test.setTimeout(120_000);
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

    // The stall really fell inside the serial: keys typed milliseconds apart, handled over a second late.
    const keys = await page.evaluate(() => (window as unknown as { __keys: Array<{ key: string; typed: number; handled: number }> }).__keys);
    expect(keys.map((k) => k.key).join('')).toBe(`${serial}Enter`);
    const typedGaps = keys.slice(1).map((k, i) => k.typed - keys[i]!.typed);
    expect(Math.max(...typedGaps)).toBeLessThan(500);
    expect(Math.max(...keys.map((k) => k.handled - k.typed))).toBeGreaterThan(1_000);

    // One read on the server, the whole serial, nothing split off.
    const reads = await apiOk<Array<{ serial_number: string; source: string }>>(request, d.token, 'GET', `/stocktakes/${d.sessionId}/reads`);
    expect(reads.map((r) => `${r.serial_number}:${r.source}`)).toEqual([`${serial}:wedge`]);
  } finally {
    await context.close();
  }
});
