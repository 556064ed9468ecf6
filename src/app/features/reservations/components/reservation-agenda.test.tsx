// An item's or a warehouse's reservations ahead (docs/planning.md): a timeline on wide screens (a
// bar over each reservation's Istanbul days; a bar chosen shows its card), an agenda list on
// narrower ones; only for who may see reservations. The dashboard's block counts today's work.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { GEBZE, reservation, rid } from '../../../../../tests/helpers/reservation-fixtures';
import { setScreen } from '../../../../../tests/helpers/screen-size';
import { PickCountBlock } from './pick-count-block';
import { ReservationAgenda } from './reservation-agenda';
import { ReservationTimeline } from './reservation-timeline';

const server = fakeApi();
const userEvent = typist();
afterEach(() => setScreen(1024, 768));

const OMER = reservation(1, { start_day: '2026-12-02', end_day: '2026-12-05' });
const CAGLA = reservation(2, {
  worker: { id: rid(250), first_name: 'Çağla', last_name: 'Işık' },
  site: 'Bornova',
  start_day: '2026-11-28',
  end_day: '2026-12-02',
  status: 'fulfilled',
});
const FAR = reservation(3, { site: 'Tuzla', start_day: '2027-01-10', end_day: '2027-01-12' });

describe('the reservations timeline', () => {
  it('shows days from today, a bar per reservation over its days, clipped where it started before today', async () => {
    server.signIn(['view_reservations']);
    await renderRoutedWithApp(<ReservationTimeline rows={[OMER, CAGLA, FAR]} today="2026-12-01" />);
    const table = screen.getByRole('table', { name: 'Rezervasyon takvimi' });
    const headers = within(table).getAllByRole('columnheader');
    // The row names' column, then five weeks (the most) from Tuesday 1 December.
    expect(headers).toHaveLength(36);
    expect(headers[1]).toHaveTextContent('Sal1 Ara');
    expect(headers[35]).toHaveTextContent('Pzt4 Oca');
    const omer = within(table).getByRole('button', { name: 'Ömer Ünal · Kartal Metro · 2 Ara 2026 – 4 Ara 2026 · Bekliyor' });
    expect(omer).toHaveTextContent(/^Bekliyor$/);
    expect(omer.parentElement!.style.gridColumn).toBe('3 / span 3');
    const cagla = within(table).getByRole('button', { name: 'Çağla Işık · Bornova · 28 Kas 2026 – 1 Ara 2026 · Teslim Edildi' });
    expect(cagla).toHaveTextContent('← Teslim Edildi');
    // Beyond the window: a row without a bar.
    expect(within(table).getByRole('rowheader', { name: /Tuzla/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Tuzla/ })).not.toBeInTheDocument();
  });

  it('a bar chosen shows its reservation’s card below; chosen again, it is put away', async () => {
    server.signIn(['view_reservations']);
    await renderRoutedWithApp(<ReservationTimeline rows={[OMER, CAGLA]} today="2026-12-01" />);
    // Two weeks when every reservation ends within them.
    expect(screen.getAllByRole('columnheader')).toHaveLength(15);
    expect(screen.getByText('Ayrıntılar ve işlemler için bir rezervasyonun çubuğuna dokunun.')).toBeInTheDocument();
    const bar = screen.getByRole('button', { name: /^Ömer Ünal/ });
    await userEvent.click(bar);
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByTestId('reservation-row')).getByText('2 Ara 2026 – 4 Ara 2026 · Kartal Metro · Gebze Ana Depo'),
    ).toBeInTheDocument();
    await userEvent.click(bar);
    expect(screen.queryByTestId('reservation-row')).not.toBeInTheDocument();
  });
});

describe('an item’s reservations', () => {
  it('are asked for that item; a wide screen shows the timeline, a narrow one the list', async () => {
    server.answer('GET /reservations', [OMER]);
    server.signIn(['view_reservations']);
    setScreen(1280, 800);
    const view = await renderRoutedWithApp(<ReservationAgenda equipmentId={rid(600)} />);
    expect(await screen.findByTestId('reservation-timeline')).toBeInTheDocument();
    expect(Object.fromEntries(server.requests.find((r) => r.path === '/reservations')!.query)).toEqual({ equipment_id: rid(600) });
    view.unmount();
    setScreen(800, 1000);
    await renderRoutedWithApp(<ReservationAgenda equipmentId={rid(600)} />);
    expect(await screen.findByTestId('reservation-row')).toBeInTheDocument();
    expect(screen.queryByTestId('reservation-timeline')).not.toBeInTheDocument();
  });

  it('with none ahead says so, even on a wide screen', async () => {
    server.answer('GET /reservations', []);
    server.signIn(['view_reservations']);
    await renderRoutedWithApp(<ReservationAgenda warehouseId={GEBZE.id} />);
    expect(await screen.findByText('Önümüzdeki günler için rezervasyon yok.')).toBeInTheDocument();
    expect(Object.fromEntries(server.requests.find((r) => r.path === '/reservations')!.query)).toEqual({ warehouse_id: GEBZE.id });
  });

  it('are neither shown nor asked for without the permission', async () => {
    server.signIn(['view_equipment']);
    await renderRoutedWithApp(<ReservationAgenda equipmentId={rid(600)} />);
    expect(screen.queryByRole('heading', { name: 'Rezervasyonlar' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/reservations')).toEqual([]);
  });
});

describe('the dashboard’s pick count', () => {
  it('counts today’s and the late ones, says how many are late and links to the list', async () => {
    server.answer('GET /reservations/today', { today: '2026-12-07', today_out: [OMER], late: [CAGLA, FAR] });
    server.signIn(['view_reservations']);
    await renderRoutedWithApp(<PickCountBlock />);
    const block = await screen.findByTestId('pick-count');
    expect(block).toHaveTextContent('Bugün Hazırlanacaklar (3)');
    expect(block).toHaveTextContent('2 gecikmiş');
    expect(block).toHaveAttribute('href', '/reservations');
  });

  it('says nothing of late ones when there are none, and is not there for who may not see reservations', async () => {
    server.answer('GET /reservations/today', { today: '2026-12-07', today_out: [OMER], late: [] });
    server.signIn(['view_reservations']);
    const view = await renderRoutedWithApp(<PickCountBlock />);
    expect(await screen.findByTestId('pick-count')).toHaveTextContent(/^Bugün Hazırlanacaklar \(1\)$/);
    view.unmount();
    server.signIn(['view_dashboard']);
    await renderRoutedWithApp(<PickCountBlock />);
    expect(screen.queryByTestId('pick-count')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/reservations/today')).toHaveLength(1);
  });
});
