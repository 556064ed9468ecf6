// An unknown id on each detail page the spec names (spec 02 §8, spec 01 §8): the spec's error
// toast, and back to the page's list (the warehouse detail stays on its not-found view, which
// offers the way back).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { loginAsAdmin, WITHOUT_SERVICE_WORKER } from './support';

test.use(WITHOUT_SERVICE_WORKER);

const CASES = [
  { path: '/equipment', toast: 'Ekipman detayları yüklenirken bir hata oluştu.', list: /\/equipment$/ },
  { path: '/field-equipment', toast: 'Sahada ekipman detayları yüklenirken bir hata oluştu.', list: /\/field-equipment$/ },
  { path: '/broken-equipment', toast: 'Arıza detayları yüklenirken bir hata oluştu.', list: /\/broken-equipment$/ },
  {
    path: '/broken-equipment/repairers',
    toast: 'Tamirci detayları yüklenirken bir hata oluştu.',
    list: /\/broken-equipment\?tab=repairers$/,
  },
  { path: '/transfers', toast: 'Transfer detayları yüklenirken bir hata oluştu.', list: /\/transfers$/ },
  { path: '/workers', toast: 'İşçi detayları yüklenirken bir hata oluştu', list: /\/workers$/ },
] as const;

test('an unknown id on a detail page shows the load error and returns to its list', async ({ page }) => {
  await loginAsAdmin(page);
  for (const c of CASES) {
    await test.step(c.path, async () => {
      await page.goto(`${c.path}/${randomUUID()}`);
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: c.toast })).toBeVisible();
      await expect(page).toHaveURL(c.list);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }

  await test.step('/warehouses', async () => {
    await page.goto(`/warehouses/${randomUUID()}`);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Depo detayları yüklenirken bir hata oluştu' })).toBeVisible();
    await expect(page.getByText('Depo bulunamadı')).toBeVisible();
    await page.getByRole('link', { name: 'Depolara Dön' }).click();
    await expect(page).toHaveURL(/\/warehouses$/);
  });
});
