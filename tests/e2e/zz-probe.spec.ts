import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, WITHOUT_SERVICE_WORKER } from './support';
test.use(WITHOUT_SERVICE_WORKER);
test('probe', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  await page.addInitScript((t) => {
    localStorage.setItem('token', t);
    const log: string[] = [];
    (window as any).__log = log;
    let last = '';
    const tick = () => {
      const a = [...document.querySelectorAll('a')].find((x) => x.textContent?.includes("Webhook'lar"));
      const y = a ? String(Math.round(a.getBoundingClientRect().top + scrollY)) : 'none';
      const u = location.pathname;
      if (y + u !== last) { log.push(`${Math.round(performance.now())} ${u} ${y}`); last = y + u; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, token);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/settings');
  const link = page.getByRole('link', { name: "Webhook'lar →" });
  await link.click();
  await page.waitForTimeout(3000);
  console.log((await page.evaluate(() => (window as any).__log)).join('\n'));
});
