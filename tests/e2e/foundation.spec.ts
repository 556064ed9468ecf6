// The foundation in a real browser: sign-in, guards, access denied, sign-out, the small-screen
// menu, the installed app shell opening offline, and accessibility of the sign-in screen.
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  apiCall,
  apiLogin,
  apiOk,
  expectNoSeriousA11yViolations,
  loginAsAdmin,
  signIn,
  signInWithForm,
  uniqueSuffix,
  waitForServiceWorker,
  WITHOUT_SERVICE_WORKER,
} from './support';

const shellNav = (page: Page) => page.getByRole('navigation', { name: 'Ana menü' });
/** The signed-in user's e-mail in the sidebar's footer. */
const sidebarUser = (page: Page) => page.locator('aside').getByText(ADMIN.email);

test.describe('sign-in', () => {
  // The forms and the session, not the installed app: the offline sign-in page and a sign-out with
  // queued work are tested with the service worker (sign-in-page, offline-resilience).
  test.use(WITHOUT_SERVICE_WORKER);

  test('a wrong password shows the failed-attempt notice and keeps the user on /login', async ({ page }) => {
    await page.goto('/login');
    // An account of its own: failed attempts are counted per account on the server.
    await page.getByLabel('E-posta').fill(`yok-${uniqueSuffix()}@depo.local`);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Giriş başarısız. Kalan deneme hakkı: 4' })).toBeVisible();
    // Said once, beside the form (not again in a toast).
    await expect(page.getByText('Giriş başarısız. Kalan deneme hakkı: 4')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-posta')).toBeEnabled();
  });

  test('the administrator signs in and lands on the dashboard inside the shell', async ({ page }) => {
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(shellNav(page)).toBeVisible();
    await expect(sidebarUser(page)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // Signed in, /login sends the user home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(shellNav(page)).toBeVisible();
  });

  test('a signed-out visit to a guarded page goes to /login and returns there after sign-in', async ({ page }) => {
    await page.goto('/equipment', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await page.getByLabel('E-posta').fill(ADMIN.email);
    await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    // The test ends on a drawn page, not halfway through a page load (see the sign-out test).
    await expect(shellNav(page)).toBeVisible();
  });

  test('sign-out ends the session on the server and returns to /login', async ({ page, request }) => {
    await loginAsAdmin(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    // The sign-in page is a page of its own: the app leaves for it with a page load.
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await apiCall(request, token, 'GET', '/auth/me')).status).toBe(401);
    // The guard holds after sign-out too.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login(\?|$)/);
    // Ended while the sign-in page was still loading (the service worker installing beside it),
    // Chromium once in about ten runs never closed the test's browser context.
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await page.waitForLoadState('load');
  });
});

test('a user without view_users sees the access-denied screen on /users', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const permissions = await apiOk<Array<{ id: string; name: string }>>(request, admin, 'GET', '/permissions');
  const dashboard = permissions.find((p) => p.name === 'view_dashboard');
  expect(dashboard).toBeDefined();
  const suffix = uniqueSuffix();
  const role = await apiOk<{ id: string }>(request, admin, 'POST', '/roles', {
    name: `Yalnızca Panel ${suffix}`,
    permissionIds: [dashboard!.id],
  });
  const email = `panel-${suffix}@depo.local`;
  const password = 'panel-sifre-123';
  await apiOk(request, admin, 'POST', '/users', {
    first_name: 'Panel',
    last_name: 'Kullanıcısı',
    tc_no: `2${String(Date.now()).slice(-10)}`,
    email,
    phone: '5321234567',
    role_id: role.id,
    password,
  });

  // DESIGN.md §4: the client never makes a call the user may not make (the offline mirror included).
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && (res.status() === 401 || res.status() === 403)) refused.push(`${res.status()} ${res.url()}`);
  });
  await signIn(page, email, password);
  // Only the dashboard entry is offered, beside Ayarlar (everyone's own profile and signature).
  await expect(shellNav(page).getByRole('link')).toHaveText(['Gösterge Paneli', 'Ayarlar']);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Erişim Engellendi' })).toBeVisible();
  await expect(page.getByText('Bu sayfayı görüntülemek için yetkiniz bulunmamaktadır.')).toBeVisible();
  await expect(page.getByText('view_users')).toBeVisible();
  // Still signed in: the denied page made no forbidden call.
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('button', { name: 'Geri Dön' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test.describe('small screens', () => {
  test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button opens the slide-over and navigating closes it', async ({ page }) => {
    await loginAsAdmin(page);
    // The fixed sidebar is hidden on a phone; the top bar's menu button opens the same navigation.
    await expect(shellNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menüyü aç' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Ekipmanlar', exact: true }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    await expect(menu).toBeHidden();

    // Escape closes it as well.
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('the installed app opens a deep link without a network', async ({ page, context }) => {
  await loginAsAdmin(page, '/equipment');
  await waitForServiceWorker(page);
  // Online, the app's files come from the worker's precache and its API calls straight from the
  // network: the worker never answers /api (sw/api-network-only.ts).
  const answers = new Map<string, boolean>();
  page.on('response', (r) => answers.set(new URL(r.url()).pathname, r.fromServiceWorker()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ekipmanlar', level: 1 })).toBeVisible();
  await expect.poll(() => answers.get('/api/auth/me')).toBe(false);
  expect([...answers].filter(([p, fromWorker]) => p.startsWith('/assets/') && fromWorker).length).toBeGreaterThan(0);

  await context.setOffline(true);
  try {
    // Really offline, the worker's own fetches included.
    const reachable = await page.evaluate(() =>
      fetch('/api/health', { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    );
    expect(reachable).toBe(false);

    await page.reload();
    await expect(page).toHaveURL(/\/equipment$/);
    await expect(shellNav(page)).toBeVisible();
    await expect(sidebarUser(page)).toBeVisible();

    // A deep link never opened before comes from the precached shell too.
    await page.goto('/transfers');
    await expect(shellNav(page)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test.describe('the sign-in screen', () => {
  test.use(WITHOUT_SERVICE_WORKER);

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The page is Turkish and the fields are labelled.
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByLabel('E-posta')).toHaveAttribute('type', 'email');
  });
});
