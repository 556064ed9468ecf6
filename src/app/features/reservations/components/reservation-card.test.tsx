// A reservation in an agenda (docs/planning.md): who, where, which days, what, its state in words;
// 'Teslim Et' opens the hand-over with it, 'İptal Et' cancels after asking, each for who may.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '@shared/reservations';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { reservation, reservationLine } from '../../../../../tests/helpers/reservation-fixtures';
import { ReservationCard, ReservationList } from './reservation-card';

const server = fakeApi();
const userEvent = typist();
const ACTIVE = reservation(1, { note: 'Vinç ile yüklenecek' });

async function showCard(r: Reservation, permissions: string[], late = false) {
  server.signIn(permissions);
  await renderRoutedWithApp(
    <ul>
      <ReservationCard reservation={r} late={late} />
    </ul>,
    '/reservations',
  );
  return within(screen.getByTestId('reservation-row'));
}

describe('a reservation card', () => {
  it('names the worker, days, site and warehouse, each line (a kit’s member with its kit) and the note', async () => {
    const card = await showCard(ACTIVE, ['view_reservations']);
    expect(card.getByText('Ömer Ünal')).toBeInTheDocument();
    expect(card.getByText('Bekliyor')).toBeInTheDocument();
    expect(card.getByText('7 Ara 2026 – 9 Ara 2026 · Kartal Metro · Gebze Ana Depo')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'HLT-0001 (Hilti TE 30) · Kırım Seti (SET-00003)',
      '2 × Honda EU22i',
    ]);
    expect(card.getByText('Vinç ile yüklenecek')).toBeInTheDocument();
    // Only seeing reservations: neither hand-over nor cancel.
    expect(card.queryByRole('link', { name: 'Teslim Et' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'İptal Et' })).not.toBeInTheDocument();
  });

  it('says what was handed over of a line, and that a late one was not picked up', async () => {
    const r = reservation(2, { lines: [reservationLine(1, { brand_id: 'b', brand: 'Honda', model: 'EU22i', quantity: 3, handed: 2 })] });
    const card = await showCard(r, ['view_reservations'], true);
    expect(card.getByText('Teslim alınmadı')).toBeInTheDocument();
    expect(card.getByRole('listitem')).toHaveTextContent('3 × Honda EU22i — 2 teslim edildi');
  });

  it('a lapsed reservation says since when, and offers nothing to do', async () => {
    const card = await showCard(reservation(3, { status: 'lapsed', lapses_on: '2026-12-08' }), [
      'view_reservations',
      'view_field_equipment',
      'manage_reservations',
    ]);
    expect(card.getByText('Süresi Geçti')).toBeInTheDocument();
    expect(card.getByText('8 Ara 2026 itibarıyla teslim alınmadığı için süresi geçti.')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Teslim Et' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'İptal Et' })).not.toBeInTheDocument();
  });

  it('an active one opens the hand-over prefilled with it', async () => {
    const card = await showCard(ACTIVE, ['view_reservations', 'view_field_equipment']);
    expect(card.getByRole('link', { name: 'Teslim Et' })).toHaveAttribute('href', `/field-equipment/issue?rezervasyon=${ACTIVE.id}`);
  });

  it('cancels after asking, naming the worker and the days', async () => {
    server.answer(`POST /reservations/${ACTIVE.id}/cancel`, { ...ACTIVE, status: 'cancelled' });
    const card = await showCard(ACTIVE, ['view_reservations', 'manage_reservations']);
    await userEvent.click(card.getByRole('button', { name: 'İptal Et' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rezervasyonu iptal et' });
    expect(confirm).toHaveAccessibleDescription('Ömer Ünal adına 7 Ara 2026 – 9 Ara 2026 rezervasyonu iptal edilsin mi?');
    // Vazgeç keeps it.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    expect(server.sent(`POST /reservations/${ACTIVE.id}/cancel`)).toEqual([]);
    await userEvent.click(card.getByRole('button', { name: 'İptal Et' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'İptal Et' }));
    expect(await screen.findByText('Rezervasyon iptal edildi.')).toBeInTheDocument();
    expect(server.sent(`POST /reservations/${ACTIVE.id}/cancel`)).toHaveLength(1);
  });

  it('a refused cancel says the server’s reason; no answer says it could not be cancelled', async () => {
    const card = await showCard(ACTIVE, ['view_reservations', 'manage_reservations']);
    await userEvent.click(card.getByRole('button', { name: 'İptal Et' }));
    const confirm = screen.getByRole('alertdialog');
    const cancel = () => userEvent.click(within(confirm).getByRole('button', { name: 'İptal Et' }));
    await expectRefusalThenNoAnswer(server, `POST /reservations/${ACTIVE.id}/cancel`, cancel, {
      reason: 'Bu rezervasyon Teslim Edildi durumunda; değiştirilemez.',
      failure: 'Rezervasyon iptal edilemedi.',
    });
    expect(screen.queryByText('Rezervasyon iptal edildi.')).not.toBeInTheDocument();
  });
});

describe('an agenda list', () => {
  it('says there are none, or lists each', async () => {
    server.signIn(['view_reservations']);
    const view = await renderRoutedWithApp(<ReservationList rows={[]} empty="Önümüzdeki günler için rezervasyon yok." />);
    expect(screen.getByText('Önümüzdeki günler için rezervasyon yok.')).toBeInTheDocument();
    view.unmount();
    await renderRoutedWithApp(<ReservationList rows={[ACTIVE, reservation(4, { status: 'fulfilled' })]} empty="-" />);
    expect(screen.getAllByTestId('reservation-row')).toHaveLength(2);
    expect(screen.getByText('Teslim Edildi')).toBeInTheDocument();
  });
});
