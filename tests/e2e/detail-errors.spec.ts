// An unknown id on each detail page the spec names (spec 02 §8, spec 01 §8): the spec's error
// toast, and back to the page's list (the warehouse detail stays on its not-found view, which
// offers the way back).
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, WITHOUT_SERVICE_WORKER } from './support';

test.use(WITHOUT_SERVICE_WORKER);

declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/**
 * Every toast the page shows, kept after it is gone: the error toast lives 4 s while the page moves
 * on to its list, and on a busy machine a look taken after the navigation may come after it closed.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__toastsShown = [];
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of [node, ...node.querySelectorAll<HTMLElement>('[data-sonner-toast]')])
              if (toast.matches('[data-sonner-toast]')) window.__toastsShown!.push(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

function toastShown(page: Page, text: string): Promise<void> {
  return expect
    .poll(() => page.evaluate(() => window.__toastsShown ?? []), { message: `toast '${text}'` })
    .toContainEqual(expect.stringContaining(text));
}

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
  await recordToasts(page);
  await loginAsAdmin(page);
  for (const c of CASES) {
    await test.step(c.path, async () => {
      await page.goto(`${c.path}/${randomUUID()}`);
      await toastShown(page, c.toast);
      await expect(page).toHaveURL(c.list);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }

  await test.step('/warehouses', async () => {
    await page.goto(`/warehouses/${randomUUID()}`);
    await toastShown(page, 'Depo detayları yüklenirken bir hata oluştu');
    await expect(page.getByText('Depo bulunamadı')).toBeVisible();
    await page.getByRole('link', { name: 'Depolara Dön' }).click();
    await expect(page).toHaveURL(/\/warehouses$/);
  });
});
