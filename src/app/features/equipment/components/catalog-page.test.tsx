import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogRow } from '@shared/api-types';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { CategoryCheck } from '../api/equipment-checks';
import { CatalogPage } from './catalog-page';

const row = (id: string, name: string, created_at = '2026-03-14T21:30:00.000Z'): CatalogRow => ({
  id,
  name,
  created_at,
  updated_at: created_at,
});
const BRANDS = [row('b1', 'Makita'), row('b2', 'Bosch'), row('b3', 'İnci Akü'), row('b4', 'Hilti')];
const CATEGORIES = [row('c1', 'Kırıcı Delici'), row('c2', 'İskele'), row('c3', 'Jeneratör')];
const CHECKS: CategoryCheck[] = [
  { id: 'k1', category_id: 'c2', name: 'Periyodik Kontrol', interval_months: 6 },
  { id: 'k2', category_id: 'c2', name: 'Statik Test', interval_months: 12 },
  { id: 'k3', category_id: 'c3', name: 'Yük Testi', interval_months: 3 },
];

const server = fakeApi({ 'GET /brands': BRANDS, 'GET /categories': CATEGORIES, 'GET /check-schedules': CHECKS });
const userEvent = typist();
const BRAND_ADMIN = ['view_brands', 'create_brand', 'edit_brand', 'delete_brand'];

async function openBrands(permissions = BRAND_ADMIN) {
  server.signIn(permissions);
  await renderRoutedWithApp(<CatalogPage kind="brands" />, '/equipment/brands');
  await screen.findByText('Sistemde 4 marka bulunmaktadır');
}
const list = (caption: string) => screen.getByRole('list', { name: caption });
const shownNames = (caption: string) =>
  within(list(caption))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.font-medium')?.textContent);

/** A row's actions sit behind its '⋯' menu on a narrow list. */
async function rowAction(caption: string, name: string, action: string) {
  const item = within(list(caption))
    .getAllByRole('listitem')
    .find((li) => li.querySelector('.font-medium')?.textContent === name)!;
  await userEvent.click(within(item).getByRole('button', { name: 'Satır işlemleri' }));
  await userEvent.click(await screen.findByRole('button', { name: action }));
}

describe('the brands', () => {
  it('counts them and lists them in Turkish order with the day they were made', async () => {
    await openBrands();
    expect(shownNames('Markalar')).toEqual(['Bosch', 'Hilti', 'İnci Akü', 'Makita']);
    // 21:30 UTC is past midnight in Istanbul.
    expect(within(list('Markalar')).getAllByText(/15 Mar 2026/).length).toBeGreaterThan(0);
  });

  it('finds one by a folded Turkish name', async () => {
    await openBrands();
    await fill(userEvent, screen.getByRole('searchbox', { name: 'Marka ara' }), 'inci');
    expect(shownNames('Markalar')).toEqual(['İnci Akü']);
  });

  it('refuses an empty name and adds a new one trimmed', async () => {
    server.answer('POST /brands', row('b9', 'Stihl'));
    await openBrands();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Marka' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Marka' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Marka adı zorunludur')).toBeInTheDocument();
    await fill(userEvent, within(dialog).getByLabelText(/Marka Adı/), '  Stihl ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Marka başarıyla oluşturuldu.')).toBeInTheDocument();
    expect(server.sent('POST /brands')).toEqual([{ name: 'Stihl' }]);
  });

  it('renames one, showing the server’s refusal of a duplicate', async () => {
    server.answer('PUT /brands/b2', refusal(409, 'Bu marka adı zaten kullanılıyor'));
    await openBrands();
    await rowAction('Markalar', 'Bosch', 'Bosch düzenle');
    const dialog = screen.getByRole('dialog', { name: 'Marka Düzenle' });
    const box = within(dialog).getByLabelText(/Marka Adı/);
    expect(box).toHaveValue('Bosch');
    await fill(userEvent, box, 'Hilti');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu marka adı zaten kullanılıyor')).toBeInTheDocument();
    expect(server.sent('PUT /brands/b2')).toEqual([{ name: 'Hilti' }]);
    expect(dialog).toBeInTheDocument();
  });

  it('deletes one after asking, naming it, and says when it cannot', async () => {
    await openBrands();
    await rowAction('Markalar', 'Makita', 'Makita sil');
    const dialog = screen.getByRole('alertdialog', { name: 'Marka Sil' });
    expect(dialog).toHaveTextContent('"Makita" marka kaydını silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.');
    const remove = () => userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await expectRefusalThenNoAnswer(server, 'DELETE /brands/b1', remove, {
      reason: 'Bu markaya bağlı ekipmanlar var.',
      failure: 'Marka silinirken bir hata oluştu.',
    });
  });

  it('offers no new, edit or delete to a reader', async () => {
    await openBrands(['view_brands']);
    expect(screen.queryByRole('button', { name: 'Yeni Marka' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Satır işlemleri' })).toBeNull();
  });
});

describe('a category’s periodic checks', () => {
  async function openChecks(category: string) {
    server.signIn(['view_categories', 'edit_category']);
    await renderRoutedWithApp(<CatalogPage kind="categories" />, '/equipment/categories');
    await screen.findByText('Sistemde 3 kategori bulunmaktadır');
    await rowAction('Kategoriler', category, `${category} periyodik kontrolleri`);
    const dialog = screen.getByRole('dialog', { name: `${category}: Periyodik Kontroller` });
    return dialog;
  }
  const checkList = (dialog: HTMLElement) => within(dialog).getByRole('list', { name: 'Kategorinin kontrolleri' });

  it('lists only the category’s own checks with their intervals', async () => {
    const dialog = await openChecks('İskele');
    await within(checkList(dialog)).findByText('Periyodik Kontrol');
    expect(
      within(checkList(dialog))
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild?.textContent),
    ).toEqual(['Periyodik Kontrol · 6 ayda bir', 'Statik Test · 12 ayda bir']);
  });

  it('says a category without checks has none', async () => {
    const dialog = await openChecks('Kırıcı Delici');
    await waitFor(() => expect(server.requests.some((r) => r.path === '/check-schedules')).toBe(true));
    expect(within(checkList(dialog)).getByText('Bu kategori için tanımlı kontrol yok.')).toBeInTheDocument();
  });

  it('adds a check with its interval as a number', async () => {
    server.answer('POST /check-schedules', { id: 'k9', category_id: 'c1', name: 'Kalibrasyon', interval_months: 24 });
    const dialog = await openChecks('Kırıcı Delici');
    await fill(userEvent, within(dialog).getByLabelText(/Kontrol adı/), 'Kalibrasyon');
    await fill(userEvent, within(dialog).getByLabelText(/Aralık \(ay\)/), '24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Kontrol eklendi.')).toBeInTheDocument();
    expect(server.sent('POST /check-schedules')).toEqual([{ name: 'Kalibrasyon', interval_months: 24, category_id: 'c1' }]);
    // The form is empty again for the next one.
    expect(within(dialog).getByLabelText(/Kontrol adı/)).toHaveValue('');
  });

  it('changes a check’s interval through its own address', async () => {
    server.answer('PUT /check-schedules/k2', { ...CHECKS[1], interval_months: 18 });
    const dialog = await openChecks('İskele');
    const statik = (await within(checkList(dialog)).findByText('Statik Test')).closest('li')!;
    await userEvent.click(within(statik).getByRole('button', { name: 'Düzenle' }));
    expect(within(dialog).getByLabelText(/Kontrol adı/)).toHaveValue('Statik Test');
    await fill(userEvent, within(dialog).getByLabelText(/Aralık \(ay\)/), '18');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Kontrol güncellendi.')).toBeInTheDocument();
    expect(server.sent('PUT /check-schedules/k2')).toEqual([{ name: 'Statik Test', interval_months: 18 }]);
  });

  it('does not send an interval past 120 months, and shows the server’s refusal of a name', async () => {
    server.answer('POST /check-schedules', refusal(409, 'Bu kategoride bu adla bir kontrol zaten var.'));
    const dialog = await openChecks('Jeneratör');
    await fill(userEvent, within(dialog).getByLabelText(/Kontrol adı/), 'Yük Testi');
    await fill(userEvent, within(dialog).getByLabelText(/Aralık \(ay\)/), '240');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(server.sent('POST /check-schedules')).toEqual([]);
    await fill(userEvent, within(dialog).getByLabelText(/Aralık \(ay\)/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bu kategoride bu adla bir kontrol zaten var.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Kontrol adı/)).toHaveValue('Yük Testi');
  });

  it('removes a check, or says it could not', async () => {
    server.answer('DELETE /check-schedules/k3', { message: 'ok' });
    const dialog = await openChecks('Jeneratör');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Yük Testi kontrolünü kaldır' }));
    expect(await screen.findByText('Kontrol kaldırıldı.')).toBeInTheDocument();
    server.answer('DELETE /check-schedules/k3', noAnswer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yük Testi kontrolünü kaldır' }));
    expect(await screen.findByText('Kontrol kaldırılamadı.')).toBeInTheDocument();
  });
});
