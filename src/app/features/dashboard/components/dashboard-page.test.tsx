import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@shared/charts';
import { addDays, warehouseToday } from '@shared/local-day';
import { fakeApi, noAnswer, refusal, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp } from '../../../../../tests/helpers/render-with-app';
import type { DashboardBrokenReport, DashboardEquipment, DashboardFieldRecord, DashboardTransfer } from '../api/get-dashboard-data';
import { Dashboard } from './dashboard-page';

const HILTI = { brand: { name: 'Hilti' }, category: { name: 'Kırıcı Delici' } };
const equipment = (id: string, status: string, created_at: string, model = 'TE 3000-AVR'): DashboardEquipment => ({
  id,
  status,
  model,
  serial_number: `SN-${id}`,
  ...HILTI,
  warehouse: { name: 'Ümraniye' },
  created_at,
});
const EQUIPMENT = [
  equipment('e1', 'available', '2026-11-01T09:00:00.000Z'),
  equipment('e2', 'available', '2026-11-02T09:00:00.000Z'),
  equipment('e3', 'in_field', '2026-11-03T09:00:00.000Z'),
  equipment('e4', 'broken', '2026-11-04T09:00:00.000Z', 'GSH 11 VC'),
];

const today = warehouseToday();
const handOver = (id: string, dueIn: number | null, created_at: string): DashboardFieldRecord =>
  ({
    id,
    status: 'active',
    equipment: { id: `eq-${id}`, model: 'GBH 2-26', serial_number: `SAH-${id}`, brand: { name: 'Bosch' }, category: { name: 'Matkap' } },
    worker: { id: `w-${id}`, first_name: 'Şükrü', last_name: 'Işıklı' },
    due_date: dueIn === null ? null : addDays(today, dueIn),
    created_at,
  }) as DashboardFieldRecord;
const LATE_3 = handOver('f1', -3, '2026-10-20T07:00:00.000Z');
const LATE_1 = handOver('f2', -1, '2026-10-25T07:00:00.000Z');
const ON_TIME = handOver('f3', 5, '2026-11-05T07:00:00.000Z');

const FAULT = {
  id: 'b1',
  status: 'in_repair',
  equipment: { id: 'e4', model: 'GSH 11 VC', serial_number: 'SN-e4', brand: { name: 'Bosch' }, category: { name: 'Kırıcı' } },
  issue: 'Darbe yapmıyor',
  repair_cost: 1250.5,
  created_at: '2026-11-06T10:00:00.000Z',
} as DashboardBrokenReport;
const TRANSFER = {
  id: 't1',
  status: 'in_transit',
  equipment: { id: 'e3', model: 'TE 3000-AVR', serial_number: 'SN-e3', brand: { name: 'Hilti' }, category: { name: 'Kırıcı Delici' } },
  from_warehouse: { id: 'w1', name: 'Ümraniye' },
  to_warehouse: { id: 'w2', name: 'İzmir Çiğli' },
  created_at: '2026-11-07T10:00:00.000Z',
} as DashboardTransfer;

const page = <T,>(items: T[]) => ({ items, filtered: items.length });
const fieldAnswer = (req: SentRequest) =>
  req.query.get('status') === 'overdue' ? { items: [LATE_3, LATE_1], filtered: 7 } : page([ON_TIME, LATE_1, LATE_3]);

const server = fakeApi({
  'GET /equipment': EQUIPMENT,
  'GET /workers': [{ id: 'w1' }, { id: 'w2' }, { id: 'w3' }],
  'GET /warehouses': [{ id: 'w1' }, { id: 'w2' }],
  'GET /field-equipment': fieldAnswer,
  'GET /broken-equipment': page([FAULT]),
  'GET /transfers': page([TRANSFER]),
});

const EVERYTHING = [
  'view_equipment',
  'view_workers',
  'view_warehouses',
  'view_field_equipment',
  'view_malfunctions',
  'view_transfers',
  'create_transfer',
];

async function openDashboard(permissions: string[] = EVERYTHING) {
  server.signIn(permissions);
  const view = await renderRoutedWithApp(<Dashboard />, '/');
  await screen.findByText('Hoş geldiniz, Gülşen Çağlayan-Öztürkmen');
  return view;
}
const card = async (testId: string) => screen.findByTestId(testId);
const block = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  it('counts the items by state, the workers and the warehouses from their lists', async () => {
    await openDashboard();
    const items = await card('card-equipment');
    expect(within(items).getByText('4')).toBeInTheDocument();
    expect(items).toHaveTextContent('Müsait: 2 · Sahada: 1');
    expect(items).toHaveAttribute('href', '/equipment');
    const broken = await card('card-broken');
    expect(broken).toHaveTextContent('1');
    expect(broken).toHaveTextContent('Dikkat gerekiyor');
    expect(await card('card-workers')).toHaveTextContent('3');
    expect(await card('card-warehouses')).toHaveTextContent('2');
  });

  it('lists the overdue hand-overs most late first, with the server’s total and the due day', async () => {
    await openDashboard();
    const overdue = await screen.findByTestId('overdue-block');
    expect(within(overdue).getByRole('heading')).toHaveTextContent('Gecikmiş İadeler (7)');
    const rows = within(overdue).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/gün gecikti/).textContent)).toEqual(['3 gün gecikti', '1 gün gecikti']);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/field-equipment/f1');
    expect(rows[0]).toHaveTextContent('Bosch GBH 2-26');
    expect(rows[0]).toHaveTextContent('Matkap · SAH-f1 · Şükrü Işıklı');
    expect(within(overdue).getByRole('link', { name: 'Tümünü Gör' })).toHaveAttribute('href', '/field-equipment?durum=gecikmis');
  });

  it('shows the latest fault with its cost in lira and the latest transfer’s route', async () => {
    await openDashboard();
    await card('card-equipment');
    const faults = block('Son Arıza Bildirimleri');
    expect(faults).toHaveTextContent('Kırıcı · SN-e4 · Darbe yapmıyor');
    expect(faults).toHaveTextContent('₺1.250,50');
    expect(within(faults).getByText('Tamirde')).toBeInTheDocument();
    const transfers = block('Son Transferler');
    expect(transfers).toHaveTextContent('Ümraniye → İzmir Çiğli');
    expect(
      within(transfers)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/transfers', '/transfers/t1']);
  });

  it('lists the newest equipment first', async () => {
    await openDashboard();
    await card('card-equipment');
    const newest = within(block('Son Eklenen Ekipmanlar')).getAllByRole('listitem');
    expect(newest.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual([
      '/equipment/e4',
      '/equipment/e3',
      '/equipment/e2',
      '/equipment/e1',
    ]);
    expect(newest[0]).toHaveTextContent('Kırıcı Delici · SN-e4 · Ümraniye');
  });

  it('with no fault says every item works, and with no transfer offers to start one', async () => {
    server.answer('GET /equipment', EQUIPMENT.slice(0, 3));
    server.answer('GET /transfers', page([]));
    await openDashboard();
    expect(await card('card-broken')).toHaveTextContent('Tüm ekipmanlar çalışır durumda');
    const transfers = block('Son Transferler');
    expect(within(transfers).getByText('Transfer kaydı bulunmuyor')).toBeInTheDocument();
    expect(within(transfers).getByRole('link', { name: 'Yeni Transfer Oluştur' })).toHaveAttribute('href', '/transfers?yeni=1');
  });

  it('says a list the device does not hold needs a connection, instead of calling it empty', async () => {
    server.answer('GET /broken-equipment', noAnswer);
    server.answer('GET /transfers', refusal(503, ''));
    await openDashboard();
    await card('card-equipment');
    for (const name of ['Son Arıza Bildirimleri', 'Son Transferler']) {
      expect(within(block(name)).getByText('Bağlantı gerekiyor')).toBeInTheDocument();
      expect(within(block(name)).getByText('Bu liste cihazda tutulmuyor; bağlantı gelince gösterilir.')).toBeInTheDocument();
    }
    expect(within(block('Son Arıza Bildirimleri')).queryByText('Arıza bildirimi bulunmuyor')).toBeNull();
  });

  it('asks only for the lists the user may read, and links nowhere the user may not go', async () => {
    await openDashboard(['view_equipment']);
    const items = await card('card-equipment');
    expect(items).toHaveAttribute('href', '/equipment');
    expect(await card('card-broken')).not.toHaveAttribute('href');
    expect(await card('card-workers')).toHaveTextContent('0');
    // Whoever sees equipment reads the warehouses' names, but may not open their list.
    const warehouses = await card('card-warehouses');
    expect(warehouses).toHaveTextContent('2');
    expect(warehouses).not.toHaveAttribute('href');
    const asked = new Set(server.requests.map((r) => r.path));
    for (const path of ['/field-equipment', '/broken-equipment', '/transfers', '/workers']) expect(asked).not.toContain(path);
    expect(screen.queryByTestId('overdue-block')).toBeNull();
    expect(within(block('Son Arıza Bildirimleri')).queryByRole('link')).toBeNull();
    expect(within(block('Son Transferler')).queryByRole('link', { name: 'Yeni Transfer Oluştur' })).toBeNull();
  });

  it('offers to scan to whoever may see equipment, and hand-over and return to whoever may see the field', async () => {
    await openDashboard(['view_equipment', 'view_field_equipment']);
    const actions = screen.getByRole('navigation', { name: 'Hızlı işlemler' });
    expect(within(actions).getByRole('button', { name: 'Tara' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Teslim Et' })).toHaveAttribute('href', '/field-equipment/issue');
    expect(within(actions).getByRole('link', { name: 'İade Al' })).toHaveAttribute('href', '/field-equipment?iade=tara');
  });

  it('offers no quick action to whoever may do none', async () => {
    await openDashboard(['view_workers']);
    expect(screen.queryByRole('navigation', { name: 'Hızlı işlemler' })).toBeNull();
  });
});

describe('the dashboard before the device has read its lists', () => {
  it('draws the cards from the server’s counts', async () => {
    const counts: DashboardCounts = {
      equipment: { by_status: { available: 120, in_field: 45, broken: 3, in_transfer: 2, scrapped: 0 }, newest: [] },
      workers: 58,
      warehouses: 4,
    };
    // The device copy's lists never arrive in this test.
    const never = () => new Promise(() => undefined);
    server.answer('GET /equipment', never);
    server.answer('GET /workers', never);
    server.answer('GET /warehouses', never);
    server.answer('GET /dashboard/counts', counts);
    await openDashboard();
    const items = await card('card-equipment');
    expect(within(items).getByText('170')).toBeInTheDocument();
    expect(items).toHaveTextContent('Müsait: 120 · Sahada: 45');
    expect(await card('card-broken')).toHaveTextContent('3');
    expect(await card('card-workers')).toHaveTextContent('58');
    expect(await card('card-warehouses')).toHaveTextContent('4');
    expect(within(block('Son Eklenen Ekipmanlar')).getByText('Henüz ekipman eklenmemiş')).toBeInTheDocument();
  });
});
