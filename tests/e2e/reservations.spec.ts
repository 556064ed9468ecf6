// A reservation on a phone (390 px, docs/planning.md): the dashboard's count leads to 'Bugün
// Hazırlanacaklar'; a reservation made there is listed for today and becomes a hand-over in one tap:
// the form opens with its worker and its item waiting to be confirmed (here by a tap, its label
// unreadable), the signing lands, and the reservation reads fulfilled.
import { expect, test } from '@playwright/test';
import type { Reservation } from '@shared/reservations';
import { apiOk, drawSignature, loginAsAdmin, saveWidths, setUpStock, WITHOUT_SERVICE_WORKER } from './support';

test.use({ ...WITHOUT_SERVICE_WORKER, viewport: { width: 390, height: 844 } });

test('make a reservation, see it among today’s, hand it over from there', async ({ page, request }) => {
  const data = await setUpStock(request, {
    signature: true,
    warehouse: { name: 'Tuzla Deposu', location: 'İstanbul' },
    brand: 'Honda',
    category: 'Jeneratör',
    items: [{ serial: 'JN-1', model: 'EU22i' }],
    department: 'Saha',
    workers: [{ first_name: 'Selin', last_name: 'Aydın', tcLead: '6', phone: '5321112299' }],
  });
  const item = data.items[0]!;
  const worker = data.workers[0]!;

  await loginAsAdmin(page);
  // The dashboard's first screen counts today's pick list and leads to it.
  await page
    .getByTestId('pick-count')
    .filter({ hasText: /Bugün Hazırlanacaklar \(\d+\)/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Bugün Hazırlanacaklar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Rezervasyon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Rezervasyon' });
  await dialog.getByRole('combobox', { name: 'Depo' }).selectOption({ label: data.warehouse.name });
  await dialog.getByRole('combobox', { name: 'İşçi' }).selectOption({ label: `${worker.first_name} ${worker.last_name}` });
  await dialog.getByRole('textbox', { name: 'Şantiye' }).fill('Pendik Şantiyesi');
  await dialog
    .getByRole('combobox', { name: 'Ekipman ekle (seri no)' })
    .selectOption({ label: `${item.serial_number} — Honda ${data.sfx} EU22i` });
  await dialog.getByRole('button', { name: 'Rezerve Et' }).click();
  await expect(page.getByText('Rezervasyon yapıldı.')).toBeVisible();

  const today = page.getByRole('region', { name: 'Bugün Çıkacaklar' });
  const card = today.getByTestId('reservation-row').filter({ hasText: worker.last_name });
  await expect(card).toContainText(item.serial_number);
  await expect(card).toContainText('Pendik Şantiyesi');
  await card.getByRole('link', { name: 'Teslim Et' }).click();

  await expect(page).toHaveURL(/\/field-equipment\/issue\?rezervasyon=/);
  // Its worker is picked; its item waits to be confirmed, and the form is not signed while it waits.
  await expect(page.getByRole('button', { name: 'Teslim Alan İşçi: seçimi değiştir' })).toBeVisible();
  await expect(page.getByText(new RegExp(`Selin ${worker.last_name}`)).first()).toBeVisible();
  const waiting = page.getByTestId('awaiting-item').filter({ hasText: item.serial_number });
  await expect(waiting).toContainText('Tarama bekliyor');
  await saveWidths(page, 'handover-awaiting-scan');
  await page.getByRole('checkbox', { name: /Teslim şartlarını/ }).check();
  await drawSignature(page, 'Teslim Alan İmzası');
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByTestId('awaiting-scan').getByRole('alert')).toHaveText(
    'Tarama bekleyen ekipmanları okutun, elle onaylayın ya da listeden çıkarın.',
  );
  // A label that cannot be read: one tap confirms the item, which joins the chosen ones.
  await waiting.getByRole('button', { name: `${item.serial_number} elle onayla` }).click();
  await expect(page.getByTestId('awaiting-scan')).toHaveCount(0);
  await expect(page.getByTestId('chosen-items')).toContainText(item.serial_number);
  await page.getByRole('button', { name: 'Teslim Et' }).click();
  await expect(page.getByText('1 ekipman başarıyla teslim edildi.')).toBeVisible();

  const made = await apiOk<Reservation[]>(request, data.token, 'GET', `/reservations?equipment_id=${item.id}`);
  expect(made.map((r) => r.status)).toEqual(['fulfilled']);
});
