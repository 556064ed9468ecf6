// /login paints from its HTML alone: the document carries the sign-in form and its styles, the
// app's scripts load after that paint, and the app takes over with the same markup (nothing moves,
// nothing typed is lost).
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support';

/** Where the parts of the sign-in screen are on the page. */
async function boxes(page: Page): Promise<Record<string, unknown>> {
  const parts = {
    heading: page.getByRole('heading', { name: 'Depo Takip' }),
    lead: page.getByText('Devam etmek için hesabınıza giriş yapın.'),
    email: page.getByLabel('E-posta'),
    password: page.getByLabel('Şifre', { exact: true }),
    toggle: page.getByRole('button', { name: 'Şifreyi göster' }),
    submit: page.getByRole('button', { name: 'Giriş Yap' }),
    footer: page.getByText('© 2025 Depo Takip. Tüm hakları saklıdır.'),
  };
  const out: Record<string, unknown> = {};
  for (const [name, locator] of Object.entries(parts)) out[name] = await locator.boundingBox();
  return out;
}

const appTookOver = (page: Page) => expect(page.locator('#root form')).not.toHaveAttribute('data-prerendered');

test("the document of /login carries the sign-in form and its styles, and none of the app's scripts", async ({ request }) => {
  const html = await (await request.get('/login?redirect=%2Fequipment')).text();
  expect(html).toMatch(/<div id="root"><div class="flex min-h-dvh[^"]*">/);
  expect(html).toMatch(/<form method="post" data-prerendered=""/);
  expect(html).toMatch(/<input id="[^"]+" type="email"[^>]*name="email"/);
  expect(html).toMatch(/<input id="[^"]+" type="password"[^>]*name="password"/);
  expect(html).toContain('Giriş Yap</button>');
  expect(html).toContain('<style>/*! tailwindcss');
  expect(html).not.toMatch(/rel="stylesheet"|rel="modulepreload"/);
  expect(html).toMatch(/<script type="module" src="\/assets\/login-start-[^"]+\.js" data-app="\/assets\/index-[^"]+\.js"/);
  // Any other page keeps the app shell.
  expect(await (await request.get('/equipment')).text()).toContain('<div id="root"></div>');
});

for (const width of [390, 820, 1366]) {
  test(`at ${width} px the form painted without scripts sits exactly where the app renders it`, async ({ browser }) => {
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await bare.newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    const painted = await boxes(page);
    await bare.close();

    const full = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
    const app = await full.newPage();
    await app.goto('/login');
    await appTookOver(app);
    expect(await boxes(app)).toEqual(painted);
    await full.close();
  });
}

test('what is typed before the app has started is kept and signs in', async ({ page }) => {
  // The app's code waits until the person has typed.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/login?redirect=%2Fequipment', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('form[data-prerendered]')).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('E-posta').fill(ADMIN.email);
  release();
  await appTookOver(page);
  await expect(page.getByLabel('E-posta')).toHaveValue(ADMIN.email);
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveValue(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/equipment$/);
});

test('a sign-in sent before the app has started is held and sent by the app', async ({ page }) => {
  let release: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await sent;
    await route.continue();
  });
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/login') posts++;
  });
  await page.goto('/login?redirect=%2Fequipment', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('form[data-prerendered]')).toBeVisible();
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.locator('form[data-submitted]')).toBeAttached();
  release();
  await expect(page).toHaveURL(/\/equipment$/);
  expect(posts).toBe(0);
});

test('without scripts, a sent form comes back as the sign-in page, the password in no address', async ({ browser }) => {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto('/login?redirect=%2Fequipment');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  const [posted] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/login'),
    page.getByRole('button', { name: 'Giriş Yap' }).click(),
  ]);
  expect(posted.status()).toBe(303);
  await expect(page.locator('form[data-prerendered]')).toBeVisible();
  expect(page.url()).toMatch(/\/login\?redirect=%2Fequipment$/);
  expect(page.url()).not.toContain(encodeURIComponent(ADMIN.password));
  await expect(page.getByLabel('E-posta')).toHaveValue('');
  await bare.close();
});
