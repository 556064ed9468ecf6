// Ayarlar → Webhook'lar at 1366 px (docs/integration.md): an administrator adds a subscription,
// the form asks for an event first, the signing secret is shown once and is gone after closing it
// and after a reload. The address is a public IP written as such: checked without a name lookup.
import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, apiOk, uniqueSuffix, openSettingsDrawn, WITHOUT_SERVICE_WORKER } from './support';

test.use(WITHOUT_SERVICE_WORKER);

test('a webhook is added at 1366 px and its secret is shown once', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await openSettingsDrawn(page);
  await page.getByRole('link', { name: "Webhook'lar →" }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(page.getByRole('heading', { name: "Webhook'lar", level: 1 })).toBeVisible();

  const url = `https://93.184.215.14/depo-${uniqueSuffix()}`;
  await page.getByLabel('Adres (URL)').fill(url);
  await page.getByLabel('Açıklama').fill('Muhasebe ERP');
  await page.getByRole('button', { name: 'Webhook Ekle' }).click();
  await expect(page.getByRole('alert')).toHaveText('En az bir olay seçin.');
  await page.getByLabel('Zimmet (teslim)').check();
  await page.getByLabel('İade', { exact: true }).check();
  await page.getByRole('button', { name: 'Webhook Ekle' }).click();

  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/);
  const shown = (await secret.textContent())!;
  const item = page.getByRole('listitem').filter({ hasText: url });
  await expect(item).toContainText('Etkin');
  await expect(item).toContainText('Zimmet (teslim) · İade');
  await page.getByRole('button', { name: 'Kaydettim, kapat' }).click();
  await expect(secret).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Yeni webhook' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: url })).toBeVisible();
  expect(await page.content()).not.toContain(shown);

  const hooks = await apiOk<Array<{ id: string; url: string }>>(request, token, 'GET', '/webhooks');
  for (const hook of hooks.filter((h) => h.url === url)) await apiOk(request, token, 'DELETE', `/webhooks/${hook.id}`);
});
