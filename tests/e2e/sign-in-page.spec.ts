// The sign-in page is a static document with its own small script (login.html, decision 0009):
// what is typed is never replaced, a sign-in sent before the script has run is kept and sent, the
// installed app's worker serves the page offline, and only the server's refusals count against the
// lock (no answer and a 5xx do not).
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueSuffix, waitForServiceWorker } from './support';

const emailField = (page: Page) => page.getByLabel('E-posta');
const passwordField = (page: Page) => page.getByLabel('Şifre', { exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Giriş Yap' });
const shellNav = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' });

test('typed from the first moment: the inputs are never replaced, the password is kept and the sign-in lands where the user wanted', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fequipment', { waitUntil: 'commit' });
  // Typed as soon as the fields exist, while the page may still be loading.
  await emailField(page).pressSequentially(ADMIN.email);
  await passwordField(page).pressSequentially(ADMIN.password);
  const password = await passwordField(page).elementHandle();
  await page.waitForLoadState('load');
  // The page's script has started (the show/hide button works) and the typed input is the same one.
  await page.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  expect(await password?.evaluate((input) => (input as HTMLInputElement).isConnected && (input as HTMLInputElement).value)).toBe(
    ADMIN.password,
  );
  await expect(emailField(page)).toHaveValue(ADMIN.email);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/equipment$/);
  await expect(shellNav(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test("a sign-in sent before the page's script has arrived is held, then sent with what was typed", async ({ page }) => {
  // The page's script arrives late (a slow phone network): the form is there, the script is not.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/login-*.js', async (route) => {
    held++;
    await arrived;
    await route.continue();
  });
  // The app's start files the sign-in page asks the browser to fetch ahead (`<link rel="prefetch">`).
  const prefetched: string[] = [];
  page.on('request', (request) => {
    void request.allHeaders().then(
      (headers) => {
        if (/prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')) prefetched.push(new URL(request.url()).pathname);
      },
      () => undefined,
    );
  });
  // Which page registered the service worker: the app installs itself once its first screen is
  // drawn; the sign-in page never during a sign-in (its downloads would slow the app's start).
  const registeredBy: string[] = [];
  await page.exposeFunction('noteWorkerRegistered', (path: string) => registeredBy.push(path));
  await page.addInitScript(() => {
    const workers = navigator.serviceWorker;
    const register = workers.register.bind(workers);
    workers.register = (...args: Parameters<typeof register>) => {
      void (window as unknown as { noteWorkerRegistered: (path: string) => Promise<void> }).noteWorkerRegistered(location.pathname);
      return register(...args);
    };
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await emailField(page).fill(ADMIN.email);
  await passwordField(page).fill(ADMIN.password);
  await submitButton(page).click();
  // Nothing left the page: no page load, the address has no password, the fields keep their text.
  await expect(page).toHaveURL(/\/login$/);
  await expect(passwordField(page)).toHaveValue(ADMIN.password);
  expect(held).toBeGreaterThan(0);
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(shellNav(page)).toBeVisible();
  // The form was focused before the script ran, so only sending it started the app's files early:
  // the framework among them, asked once.
  await expect.poll(() => prefetched.filter((path) => path.startsWith('/assets/framework-')).length).toBe(1);
  await expect.poll(() => registeredBy).toEqual(['/']);
});

test('the fields are checked with the spec messages, and the lock after five refusals holds across a reload', async ({ page }) => {
  await page.goto('/login');
  await submitButton(page).click();
  await expect(page.getByText('Geçerli bir e-posta adresi giriniz.')).toBeVisible();
  await expect(page.getByText('Şifre en az 6 karakter olmalıdır.')).toBeVisible();
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toBeFocused();
  // Corrected as the user types.
  await emailField(page).fill(`yok-${uniqueSuffix()}@depo.local`);
  await expect(page.getByText('Geçerli bir e-posta adresi giriniz.')).toHaveCount(0);
  await passwordField(page).fill('yanlis-sifre');
  await expect(page.getByText('Şifre en az 6 karakter olmalıdır.')).toHaveCount(0);

  for (let remaining = 4; remaining >= 1; remaining--) {
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: `Giriş başarısız. Kalan deneme hakkı: ${remaining}` })).toBeVisible();
    await expect(passwordField(page)).toHaveValue('yanlis-sifre');
  }
  await submitButton(page).click();
  const lock = page.getByRole('alert').filter({ hasText: 'Çok fazla başarısız deneme. Hesabınız 15 dakika süreyle kilitlendi.' });
  await expect(lock).toContainText(/Hesabınız kilitli\. 1[45] dakika sonra tekrar deneyin\./);
  await expect(emailField(page)).toBeDisabled();
  await expect(submitButton(page)).toBeDisabled();
  // The server's 429 text, as a toast.
  await expect(page.getByRole('status').filter({ hasText: 'Hesabınız 15 dakika süreyle kilitlendi.' })).toBeVisible();
  await page.reload();
  await expect(lock).toBeVisible();
  await expect(passwordField(page)).toBeDisabled();

  // When the lock's time is up, the form opens again and says so. The page's clock is the test's: a
  // minute of the lock is left at the reload, then that minute passes at once (a slow reload cannot
  // outlast the lock, as 1.5 s of real time once did in CI).
  await page.clock.install();
  await page.evaluate(() => localStorage.setItem('lockoutEndTime', String(Date.now() + 60_000)));
  await page.reload();
  await expect(lock).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('status').filter({ hasText: 'Hesap kilidi kaldırıldı. Tekrar giriş yapabilirsiniz.' })).toBeVisible();
  await expect(lock).toBeHidden();
  await expect(emailField(page)).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBeNull();
});

test('a 5xx, no answer or a captive portal’s page says so and is not counted as a refused attempt; the password stays', async ({
  page,
}) => {
  await page.goto('/login');
  await emailField(page).fill(ADMIN.email);
  await passwordField(page).fill(ADMIN.password);
  // A proxy in front of the server answers 503 (the server itself cannot be made to).
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
  );
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edin.' })).toBeVisible();
  await page.route('**/api/auth/login', (route) => route.abort('connectionreset'));
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sunucuya ulaşılamıyor' })).toBeVisible();
  // A captive portal's page, even with a 401, is no answer from the server: not a wrong password.
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 401, contentType: 'text/html', body: '<html>Wi-Fi girişi</html>' }),
  );
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sunucuya ulaşılamıyor' })).toBeVisible();
  await expect(page.getByText('Failed to sign in')).toHaveCount(0);
  await expect(passwordField(page)).toHaveValue(ADMIN.password);
  await expect(submitButton(page)).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBeNull();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await submitButton(page).click();
  await expect(shellNav(page)).toBeVisible();
});

test('offline, the installed app opens the sign-in page from its service worker; signing in waits for the network', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    // A signed-out start at the root, and a direct visit: both show the sign-in page.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(submitButton(page)).toBeVisible();
    const answer = await page.goto('/login?redirect=%2Ftransfers');
    expect(answer?.fromServiceWorker()).toBe(true);
    await emailField(page).fill(ADMIN.email);
    await passwordField(page).fill(ADMIN.password);
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sunucuya ulaşılamıyor' })).toBeVisible();
    await expect(passwordField(page)).toHaveValue(ADMIN.password);
    expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBeNull();
  } finally {
    await context.setOffline(false);
  }
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/transfers$/);
  await expect(shellNav(page)).toBeVisible();
});
