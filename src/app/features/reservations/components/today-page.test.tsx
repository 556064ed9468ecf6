// 'Bugün Hazırlanacaklar' (docs/planning.md): what goes out today and what is late, each counted;
// 'Yeni Rezervasyon' for who may make one; the availability of a model per warehouse.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, warehouseToday } from '@shared/local-day';
import { formatDay } from '@app/components/day-input';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { GEBZE, reservableItem, reservation, rid } from '../../../../../tests/helpers/reservation-fixtures';
import { textsOf } from '../../../../../tests/helpers/texts';
import { AvailabilityPanel } from './availability-panel';
import { TodayPage } from './today-page';

const EQUIPMENT = [
  reservableItem(1, 'SN-1', 'Honda', 'EU22i'),
  reservableItem(2, 'SN-2', 'Honda', 'EU22i'),
  reservableItem(3, 'SN-3', 'Atlas Copco', 'QAS 14'),
];

const server = fakeApi({
  'GET /reservations/today': {
    today: '2026-12-07',
    today_out: [reservation(1), reservation(2, { worker: { id: rid(250), first_name: 'Çağla', last_name: 'Işık' } })],
    late: [],
  },
  'GET /equipment': EQUIPMENT,
  'GET /warehouses': [GEBZE],
  'GET /workers': [],
});
const userEvent = typist();

async function openPage(permissions = ['view_reservations', 'view_equipment']) {
  server.signIn(permissions);
  await renderRoutedWithApp(<TodayPage />, '/reservations');
}
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('today’s pick list', () => {
  it('says the day in words and lists what goes out today, counted; nothing late', async () => {
    await openPage();
    expect(
      await screen.findByText('7 Aralık 2026 Pazartesi: bugün çıkacak ve teslim alınmayı bekleyen rezervasyonlar.'),
    ).toBeInTheDocument();
    const today = section('Bugün Çıkacaklar');
    expect(today.getByRole('heading')).toHaveTextContent('Bugün Çıkacaklar (2)');
    expect(today.getAllByTestId('reservation-row').map((r) => r.querySelector('p')?.textContent)).toEqual(['Ömer Ünal', 'Çağla Işık']);
    const late = section('Teslim Alınmayı Bekleyenler');
    expect(late.getByRole('heading')).toHaveTextContent('Teslim Alınmayı Bekleyenler (0)');
    expect(late.getByText('Geciken rezervasyon yok.')).toBeInTheDocument();
    // Only seeing reservations: no new one.
    expect(screen.queryByRole('button', { name: 'Yeni Rezervasyon' })).not.toBeInTheDocument();
  });

  it('marks the late ones as not picked up, and says when nothing goes out today', async () => {
    server.answer('GET /reservations/today', { today: '2026-12-07', today_out: [], late: [reservation(3, { start_day: '2026-12-05' })] });
    await openPage();
    const late = await screen.findByRole('region', { name: 'Teslim Alınmayı Bekleyenler' });
    expect(within(late).getByText('Teslim alınmadı')).toBeInTheDocument();
    expect(section('Bugün Çıkacaklar').getByText('Bugün çıkacak rezervasyon yok.')).toBeInTheDocument();
  });

  it('a refusal says the reservations could not be read', async () => {
    server.answer('GET /reservations/today', refusal(400, 'Geçersiz depo.'));
    await openPage();
    expect(await screen.findByText('Rezervasyonlar okunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bugün Çıkacaklar' })).not.toBeInTheDocument();
  });

  it('who manages reservations opens a new one from here', async () => {
    await openPage(['view_reservations', 'manage_reservations', 'view_equipment']);
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni Rezervasyon' }));
    expect(screen.getByRole('dialog', { name: 'Yeni Rezervasyon' })).toBeInTheDocument();
  });
});

describe('the availability of a model', () => {
  const answer = [
    { warehouse: GEBZE, total: 6, free: 3, reserved: 1, out: 1, in_repair: 1, in_transfer: 0 },
    { warehouse: { id: rid(2), name: 'İzmir Çiğli' }, total: 2, free: 0, reserved: 2, out: 0, in_repair: 0, in_transfer: 0 },
  ];

  async function openPanel() {
    server.signIn(['view_reservations', 'view_equipment']);
    await renderRoutedWithApp(<AvailabilityPanel />, '/reservations');
    const model = screen.getByRole('combobox', { name: 'Model' });
    await within(model).findByRole('option', { name: 'Honda EU22i' });
    return model;
  }

  it('offers each model once, in Turkish order, and asks for the days chosen (the end after the last day)', async () => {
    server.answer('GET /reservations/availability', answer);
    const model = await openPanel();
    expect(textsOf(within(model).getAllByRole('option'))).toEqual(['Model seçin', 'Atlas Copco QAS 14', 'Honda EU22i']);
    const first = addDays(warehouseToday(), 2);
    await fill(userEvent, screen.getByRole('textbox', { name: 'Başlangıç' }), formatDay(first));
    await fill(userEvent, screen.getByRole('textbox', { name: 'Son gün' }), formatDay(addDays(first, 4)));
    await userEvent.selectOptions(model, 'Honda EU22i');
    const rows = await screen.findAllByTestId('availability-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Gebze Ana Depo', '3', '1', '1', '1', '6'],
      ['İzmir Çiğli', '0', '2', '0', '0', '2'],
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Depo',
      'Boş',
      'Rezerve',
      'Sahada',
      'Arızalı',
      'Toplam',
    ]);
    const asked = server.requests.filter((r) => r.path === '/reservations/availability').at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({ brand_id: rid(40), model: 'EU22i', from: first, to: addDays(first, 5) });
  });

  it('asks nothing while the last day is before the first', async () => {
    server.answer('GET /reservations/availability', answer);
    const model = await openPanel();
    const first = addDays(warehouseToday(), 5);
    await fill(userEvent, screen.getByRole('textbox', { name: 'Başlangıç' }), formatDay(first));
    await fill(userEvent, screen.getByRole('textbox', { name: 'Son gün' }), formatDay(addDays(first, -1)));
    await userEvent.selectOptions(model, 'Honda EU22i');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/reservations/availability')).toEqual([]);
  });

  it('says when no warehouse has the model, and when the answer is a refusal', async () => {
    server.answer('GET /reservations/availability', []);
    const model = await openPanel();
    await userEvent.selectOptions(model, 'Atlas Copco QAS 14');
    expect(await screen.findByText('Depolarınızda bu modelden ekipman yok.')).toBeInTheDocument();
    server.answer('GET /reservations/availability', refusal(400, 'Geçersiz model.'));
    await userEvent.selectOptions(model, 'Honda EU22i');
    await waitFor(() => expect(screen.getByText('Müsaitlik okunamadı.')).toBeInTheDocument());
  });
});
