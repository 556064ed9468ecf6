// Issue 47 point 4 at 390 px: the company's button on the sign-in page, the provider's own sign-in
// (the local provider tests/e2e/start-server.mjs runs), and back in the app on the dashboard as a
// user made at this first sign-in.
import { expect, test } from '@playwright/test';
import { SSO_ERRORS } from '@shared/sso';
import { WITHOUT_SERVICE_WORKER } from './support';

test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 390, height: 844 } });

test('signing in with the company button ends on the dashboard', async ({ page }) => {
  // Back from a provider without a session: the reason in Turkish, taken out of the address.
  await page.goto('/login?sso_error=state');
  await expect(page.getByRole('alert')).toHaveText(SSO_ERRORS.state);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Test Şirketi ile Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Test kimlik sağlayıcı' })).toBeVisible();
  await page.getByLabel('Kurumsal e-posta').fill('deniz.aydin@sso.test');
  await page.getByRole('button', { name: 'Oturum aç' }).click();
  await expect(page.getByRole('heading', { name: 'Gösterge Paneli' })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  // The app's usual session, for the user this sign-in made.
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('session-user') ?? '{}') as { email?: string });
  expect(user.email).toBe('deniz.aydin@sso.test');
});
