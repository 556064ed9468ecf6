// People and administration end to end: a role and a user made through the UI, what that user
// sees, worker create/edit/delete with Turkish search, and a drawn signature in settings.
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  apiOk,
  expectNoSeriousA11yViolations,
  loginAsAdmin,
  signIn,
  uniqueSuffix,
  WITHOUT_SERVICE_WORKER,
} from './support';

test.use(WITHOUT_SERVICE_WORKER);

// Toasts fade in and out: axe reads their contrast mid-animation, so they are checked elsewhere.
const TOASTS = ['[data-sonner-toaster]'];
const suffix = uniqueSuffix();
const roleName = `Saha Sorumlusu ${suffix}`;
const person = { first: 'Deniz', last: `Kullanıcı${suffix}`, email: `saha-${suffix}@depo.local`, password: 'saha-sifre-123' };

function uniqueTc(): string {
  return `9${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test.describe.serial('people and administration', () => {
  test('admin creates a role with a few permissions and a user holding it', async ({ page }) => {
    await loginAsAdmin(page, '/users/roles');
    await page.getByRole('button', { name: 'Yeni Rol' }).click();
    const roleDialog = page.getByRole('dialog');
    await roleDialog.getByRole('textbox', { name: 'Rol Adı', exact: true }).fill(roleName);
    for (const label of ['Gösterge panelini görüntüleme', 'İşçileri görüntüleme', 'İşçi oluşturma']) {
      await roleDialog.getByLabel(label, { exact: true }).check();
    }
    await roleDialog.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Rol başarıyla oluşturuldu');
    const roleRow = page.getByRole('row', { name: new RegExp(roleName) });
    await expect(roleRow).toContainText('3 yetki');
    await expect(roleRow).toContainText('0 kullanıcı');

    await page.getByRole('link', { name: 'Kullanıcılar', exact: true }).first().click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Ad zorunludur', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(person.first);
    await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(person.last);
    await dialog.getByRole('textbox', { name: 'TC Kimlik No', exact: true }).fill(uniqueTc());
    await dialog.getByRole('textbox', { name: 'E-posta', exact: true }).fill(person.email);
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('5321234567');
    await dialog.getByRole('combobox', { name: 'Rol', exact: true }).selectOption({ label: roleName });
    await dialog.getByLabel('Şifre').fill(person.password);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Kullanıcı başarıyla oluşturuldu');
    await page.getByLabel('Kullanıcı ara').fill(person.last.toLocaleLowerCase('tr-TR'));
    const row = page.getByRole('row', { name: new RegExp(person.last) });
    await expect(row).toContainText(person.email);
    await expect(row.getByRole('link', { name: '+90 532 123 45 67' })).toHaveAttribute('href', 'tel:+905321234567');
    await expectNoSeriousA11yViolations(page, { exclude: TOASTS });

    // Edit with a blank password keeps it; the authorized-warehouses checklist is offered.
    await row.getByRole('button', { name: 'düzenle' }).click();
    await expect(dialog.getByRole('group', { name: 'Yetkili Depolar' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('5339998877');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'Kullanıcı başarıyla güncellendi');
    await expect(row.getByRole('link', { name: '+90 533 999 88 77' })).toBeVisible();

    await page.goto('/users/roles');
    await expect(page.getByRole('row', { name: new RegExp(roleName) })).toContainText('1 kullanıcı');
    await expect(page.getByRole('button', { name: `${roleName} rolünü sil` })).toBeDisabled();
  });

  test('the new user sees only the allowed entries and buttons, and saves a drawn signature', async ({ page, request }) => {
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    const dep = await apiOk<{ id: string }>(request, admin, 'POST', '/departments', { name: `Görünürlük ${suffix}` });
    await apiOk(request, admin, 'POST', '/workers', {
      first_name: 'Görünen',
      last_name: `İşçi${suffix}`,
      tc_no: uniqueTc(),
      phone: '5329876543',
      department_id: dep.id,
    });

    await signIn(page, person.email, person.password);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link')).toHaveText(['Gösterge Paneli', 'İşçiler', 'Ayarlar']);
    // The dashboard asks only what this user may ask: it stays signed in and counts workers.
    await expect(page.getByText('Sistem Aktif')).toBeVisible();
    await expect(page.getByTestId('card-workers')).toContainText('Kayıtlı işçi sayısı');
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousA11yViolations(page, { exclude: TOASTS });

    await nav.getByRole('link', { name: 'İşçiler' }).click();
    await expect(page.getByRole('button', { name: 'Yeni İşçi' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`İşçi${suffix}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: /düzenle$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /sil$/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Departmanlar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'CSV İndir' })).toHaveCount(0);

    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Erişim Engellendi' })).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'İmzayı Kaydet' }).click();
    await toast(page, 'Lütfen imza alanını doldurun.');
    const canvas = page.getByRole('img', { name: 'İmza', exact: true });
    const box = (await canvas.boundingBox())!;
    for (const [y0, y1] of [
      [0.3, 0.7],
      [0.7, 0.35],
    ] as const) {
      await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * y0);
      await page.mouse.down();
      for (let i = 1; i <= 12; i++) {
        await page.mouse.move(box.x + box.width * (0.15 + 0.06 * i), box.y + box.height * (y0 + ((y1 - y0) * i) / 12));
      }
      await page.mouse.up();
    }
    await page.getByRole('button', { name: 'İmzayı Kaydet' }).click();
    await toast(page, 'İmza başarıyla güncellendi.');
    const saved = page.getByRole('img', { name: 'Kayıtlı imzanız' });
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute('src', /^data:image\/png;base64,/);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Kayıtlı imzanız' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { exclude: TOASTS });
  });

  test('admin creates, finds with Turkish search, edits and deletes a worker', async ({ page, request }) => {
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    const depName = `Montaj ${suffix}`;
    await apiOk(request, admin, 'POST', '/departments', { name: depName });
    const last = `Test${suffix}`;

    await loginAsAdmin(page, '/workers');
    await page.getByRole('button', { name: 'Yeni İşçi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('IŞIK');
    await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(last);
    await dialog.getByRole('textbox', { name: 'TC Kimlik No', exact: true }).fill('123');
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('5051112233');
    await dialog.getByRole('combobox', { name: 'Departman', exact: true }).selectOption({ label: depName });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Geçerli bir TC Kimlik No giriniz (11 haneli)')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'TC Kimlik No', exact: true }).fill(uniqueTc());
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'İşçi başarıyla oluşturuldu');

    await page.getByLabel('İşçi ara').fill(`ışık ${last.toLocaleLowerCase('tr-TR')}`);
    const row = page.getByRole('row', { name: new RegExp(`IŞIK ${last}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(depName);
    await expectNoSeriousA11yViolations(page, { exclude: TOASTS });
    await expect(page.getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: 'düzenle' }).click();
    await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(`${last}Yeni`);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await toast(page, 'İşçi başarıyla güncellendi');
    const edited = page.getByRole('row', { name: new RegExp(`IŞIK ${last}Yeni`) });
    await expect(edited).toBeVisible();

    await edited.getByRole('link', { name: `IŞIK ${last}Yeni` }).click();
    await expect(page.getByRole('heading', { name: `IŞIK ${last}Yeni` })).toBeVisible();
    await expect(page.getByTestId('total-received')).toHaveText('0');
    // Back on the list, its search is kept (the address holds it).
    await page.getByRole('button', { name: /Geri/ }).click();
    await expect(page).toHaveURL(/\/workers\?ara=/);
    await expect(page.getByRole('row', { name: new RegExp(`IŞIK ${last}Yeni`) })).toBeVisible();

    await page.getByLabel('İşçi ara').fill(`${last}yeni`);
    await page
      .getByRole('row', { name: new RegExp(`IŞIK ${last}Yeni`) })
      .getByRole('button', { name: 'sil' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
    await toast(page, 'İşçi başarıyla silindi');
    await expect(page.getByText('Arama sonucu bulunamadı')).toBeVisible();
  });

  test("a locked user gets 'Kilidi Kaldır' on the users list, and it lifts the lock", async ({ page, request }) => {
    for (let i = 0; i < 5; i++) await request.post('/api/auth/login', { data: { email: person.email, password: 'yanlis-sifre' } });
    const locked = await request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
    expect(locked.status()).toBe(429);

    await loginAsAdmin(page, '/users');
    await page.getByLabel('Kullanıcı ara').fill(person.last.toLocaleLowerCase('tr-TR'));
    const row = page.getByRole('row', { name: new RegExp(person.last) });
    const unlock = row.getByRole('button', { name: 'kilidi kaldır' });
    await expect(unlock).toBeVisible();
    // Only while locked: the administrator's own row has no such button.
    await page.getByLabel('Kullanıcı ara').fill(ADMIN.email);
    await expect(page.getByRole('row', { name: new RegExp(ADMIN.email) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'kilidi kaldır' })).toHaveCount(0);
    await page.getByLabel('Kullanıcı ara').fill(person.last.toLocaleLowerCase('tr-TR'));
    await unlock.click();
    await toast(page, 'Hesap kilidi kaldırıldı');
    await expect(unlock).toHaveCount(0);
    await apiLogin(request, person.email, person.password);
  });
});
