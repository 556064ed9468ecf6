// Issue 47 point 2 at 1366 px: an administrator makes an API token in Ayarlar → API Anahtarları,
// sees it once, the token answers the API and its call is listed, and revoking it (after a
// confirmation) ends it.
import { expect, test } from '@playwright/test';
import { apiCall, loginAsAdmin, uniqueSuffix, openSettingsDrawn, WITHOUT_SERVICE_WORKER } from './support';

test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 1366, height: 900 } });

test('an API token is made, shown once, used and revoked', async ({ page, request }) => {
  const name = `ERP ${uniqueSuffix()}`;
  await loginAsAdmin(page);
  await openSettingsDrawn(page);
  await page.getByRole('link', { name: 'API Anahtarlarını Yönet' }).click();
  await expect(page.getByRole('heading', { name: 'API Anahtarları', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Yeni API Anahtarı' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni API Anahtarı' });
  await form.getByLabel('Anahtar Adı').fill(name);
  await form.getByRole('button', { name: 'Oluştur' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'En az bir yetki seçin.' })).toBeVisible();
  await form.getByLabel('Depoları görüntüleme').check();
  await form.getByRole('button', { name: 'Oluştur' }).click();

  const shown = page.getByRole('dialog', { name: 'API Anahtarı Oluşturuldu' });
  const field = shown.getByLabel('API anahtarı');
  await expect(field).toHaveValue(/^dpt_[A-Za-z0-9_-]{43}$/);
  const token = await field.inputValue();
  await shown.getByRole('button', { name: 'Kaydettim, Kapat' }).click();
  await expect(shown).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Etkin');
  await expect(row).toContainText('Hiç kullanılmadı');
  await expect(row).toContainText(token.slice(0, 8));
  // Shown once: the list carries only its first characters.
  await expect(page.locator('body')).not.toContainText(token);

  expect((await apiCall(request, token, 'GET', '/warehouses')).status).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('Hiç kullanılmadı');
  await row.getByRole('button', { name: 'Çağrılar' }).click();
  const log = page.getByRole('dialog', { name: 'Son Çağrılar' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem')).toContainText('GET/api/warehouses200');
  await log.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(log).toBeHidden();

  await row.getByRole('button', { name: 'İptal Et' }).click();
  await page.getByRole('alertdialog', { name: 'API Anahtarını İptal Et' }).getByRole('button', { name: 'İptal Et' }).click();
  await expect(row).toContainText('İptal edildi');
  expect((await apiCall(request, token, 'GET', '/warehouses')).status).toBe(401);
});
