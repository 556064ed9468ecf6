// 'Yeni Talep' (docs/planning.md "Requests"): the warehouse (chosen when there is one), the site and
// days, what is asked; each missing or wrong part is said above the button before anything is sent.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, warehouseToday } from '@shared/local-day';
import { MAX_RESERVATION_DAYS } from '@shared/reservations';
import type { RequestOptions } from '@shared/requests';
import { fakeApi, noAnswer } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
import { formatDay } from '@app/components/day-input';
import { NewRequestPage } from './new-request-page';

const id = (n: number) => `a7000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const GEBZE = { id: id(1), name: 'Gebze Ana Depo' };
const IZMIR = { id: id(2), name: 'İzmir Çiğli' };
const OPTIONS: RequestOptions = {
  warehouses: [GEBZE],
  workers: [{ id: id(10), first_name: 'Ömer', last_name: 'Ünal' }],
  models: [
    { warehouse_id: GEBZE.id, brand_id: id(20), brand: 'Honda', model: 'EU22i', count: 4 },
    { warehouse_id: IZMIR.id, brand_id: id(21), brand: 'Bosch', model: 'GBH 2-28', count: 2 },
  ],
  stock_items: [],
};

const server = fakeApi({ 'GET /requests/options': OPTIONS });
const userEvent = typist();

async function openPage() {
  server.signIn(['create_request']);
  await renderRoutedWithApp(<NewRequestPage />, '/requests/new');
  const depo = screen.getByRole('combobox', { name: /^Depo/ });
  await within(depo).findByRole('option', { name: 'Gebze Ana Depo' });
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Talep Gönder' }));
  return { depo, send };
}
async function addGenerators(count = '2') {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Modelden adet' }), 'Honda EU22i (4)');
  await fill(userEvent, screen.getByRole('textbox', { name: 'Adet' }), count);
  await userEvent.click(screen.getAllByRole('button', { name: 'Ekle' })[0]!);
}
/** Nothing was sent or queued: no request left for the server. */
const nothingSent = () => expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);

describe('a new request', () => {
  it('chooses the only warehouse, starts on tomorrow (Istanbul) and offers that warehouse’s models', async () => {
    const { depo } = await openPage();
    expect(depo).toHaveValue(GEBZE.id);
    const tomorrow = formatDay(addDays(warehouseToday(), 1));
    expect(screen.getByRole('textbox', { name: 'Başlangıç' })).toHaveValue(tomorrow);
    expect(screen.getByRole('textbox', { name: 'Son gün' })).toHaveValue(tomorrow);
    expect(textsOf(within(screen.getByRole('combobox', { name: 'Modelden adet' })).getAllByRole('option'))).toEqual([
      'Model seçin',
      'Honda EU22i (4)',
    ]);
    expect(textsOf(within(screen.getByRole('combobox', { name: 'Teslim alacak (isteğe bağlı)' })).getAllByRole('option'))).toEqual([
      'Depo belirlesin',
      'Ömer Ünal',
    ]);
  });

  it('asks for the site first, then for at least one line, and sends nothing', async () => {
    const { send } = await openPage();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Şantiye adı zorunludur');
    await fill(userEvent, screen.getByRole('textbox', { name: /Şantiye/ }), '   ');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Şantiye adı zorunludur');
    await fill(userEvent, screen.getByRole('textbox', { name: /Şantiye/ }), 'Kartal Metro');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('En az bir kalem ekleyin.');
    nothingSent();
  });

  it('refuses a last day before the first, and a request longer than a reservation may be', async () => {
    const { send } = await openPage();
    await fill(userEvent, screen.getByRole('textbox', { name: /Şantiye/ }), 'Kartal Metro');
    await addGenerators();
    expect(screen.getByRole('list', { name: 'Talep edilenler' })).toHaveTextContent('2 × Honda EU22i');
    const first = addDays(warehouseToday(), 5);
    await fill(userEvent, screen.getByRole('textbox', { name: 'Başlangıç' }), formatDay(first));
    await fill(userEvent, screen.getByRole('textbox', { name: 'Son gün' }), formatDay(addDays(first, -2)));
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitiş tarihi başlangıçtan sonra olmalıdır.');
    await fill(userEvent, screen.getByRole('textbox', { name: 'Son gün' }), formatDay(addDays(first, MAX_RESERVATION_DAYS)));
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(`Bir rezervasyon en fazla ${MAX_RESERVATION_DAYS} gün sürebilir.`);
    nothingSent();
  });

  it('with several warehouses asks which, and choosing another empties what was asked of the first', async () => {
    server.answer('GET /requests/options', { ...OPTIONS, warehouses: [GEBZE, IZMIR] });
    const { depo, send } = await openPage();
    expect(depo).toHaveValue('');
    await fill(userEvent, screen.getByRole('textbox', { name: /Şantiye/ }), 'Kartal Metro');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Depo seçimi zorunludur');
    await userEvent.selectOptions(depo, 'Gebze Ana Depo');
    await addGenerators('3');
    expect(screen.getByRole('list', { name: 'Talep edilenler' })).toHaveTextContent('3 × Honda EU22i');
    await userEvent.selectOptions(depo, 'İzmir Çiğli');
    expect(within(screen.getByRole('list', { name: 'Talep edilenler' })).queryAllByRole('listitem')).toEqual([]);
    expect(textsOf(within(screen.getByRole('combobox', { name: 'Modelden adet' })).getAllByRole('option'))).toEqual([
      'Model seçin',
      'Bosch GBH 2-28 (2)',
    ]);
    nothingSent();
  });

  it('without an answer says the warehouses could not be read', async () => {
    server.answer('GET /requests/options', noAnswer);
    server.signIn(['create_request']);
    await renderRoutedWithApp(<NewRequestPage />, '/requests/new');
    expect(await screen.findByText('Depolar okunamadı. Bağlantınızı kontrol edin.')).toBeInTheDocument();
  });
});
