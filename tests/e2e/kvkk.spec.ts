// Issue 47 point 5 at 1366 px: the administrator sets the retention periods in Ayarlar (a bad value
// is refused in Turkish), runs the destruction now and sees it in the destruction log; on a worker's
// page puts a legal hold with a reason and downloads the worker's data-subject export.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, apiOk, loginAsAdmin, tcNo, uniqueSuffix, WITHOUT_SERVICE_WORKER } from './support';

test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 1366, height: 900 } });

test('retention periods, a run now, a legal hold and the export', async ({ page, request }) => {
  const sfx = uniqueSuffix();
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const department = await apiOk<{ id: string }>(request, token, 'POST', '/departments', { name: `KVKK ${sfx}` });
  const worker = await apiOk<{ id: string }>(request, token, 'POST', '/workers', {
    first_name: 'Nazlı',
    last_name: `Erdem ${sfx}`,
    tc_no: tcNo('5'),
    phone: '5321234567',
    department_id: department.id,
  });
  await loginAsAdmin(page, '/settings#kvkk');
  const card = page.getByRole('region', { name: 'KVKK Saklama Süreleri' });
  const years = card.getByLabel('Ayrılan işçi kayıtları (yıl)');
  await expect(years).toHaveValue('10');
  await years.fill('0');
  await card.getByRole('button', { name: 'Süreleri Kaydet' }).click();
  await expect(card.getByText('Ayrılan işçi kayıtları için saklama süresi 1 ile 50 yıl arasında bir tam sayı olmalıdır.')).toBeVisible();
  await years.fill('12');
  await card.getByRole('button', { name: 'Süreleri Kaydet' }).click();
  await expect(page.getByText('Saklama süreleri kaydedildi.')).toBeVisible();

  await card.getByRole('button', { name: 'Şimdi Çalıştır' }).click();
  await page.getByRole('alertdialog', { name: 'İmha Çalışması' }).getByRole('button', { name: 'Şimdi Çalıştır' }).click();
  await expect(page.getByText(/İmha çalışması tamamlandı\./)).toBeVisible();
  await card.getByRole('button', { name: 'İmha Kaydını Göster' }).click();
  await expect(card.getByRole('listitem').first()).toContainText('Elle başlatıldı');

  await page.goto(`/workers/${worker.id}`);
  const kvkk = page.getByRole('region', { name: 'KVKK', exact: true });
  await kvkk.getByRole('button', { name: 'Yasal Saklama Koy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yasal Saklama Koy' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Yasal saklama için gerekçe zorunludur.')).toBeVisible();
  await dialog.getByLabel('Gerekçe').fill('İş kazası davası sürüyor');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(kvkk).toContainText('Yasal saklamada');
  await expect(kvkk).toContainText('İş kazası davası sürüyor');

  const download = page.waitForEvent('download');
  await kvkk.getByRole('button', { name: 'Kişisel Veri Dökümü' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`kvkk-isci-${worker.id}.json`);
  const body = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    worker: { last_name: string };
    retention: { legal_hold: unknown };
  };
  expect(body.worker.last_name).toBe(`Erdem ${sfx}`);
  expect(body.retention.legal_hold).not.toBeNull();
  // Back to the default for the other suites of the same server.
  await apiOk(request, token, 'PUT', '/kvkk/settings', { worker_years: 10, notification_days: 365, webhook_days: 90, signin_days: 180 });
});
