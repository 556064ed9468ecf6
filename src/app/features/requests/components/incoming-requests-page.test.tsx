// 'Gelen Talepler' (docs/planning.md "Requests"): the requests sent to the caller's warehouses, open
// ones by default; a warehouse and a state are asked of the server; each card names who asked.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldRequest } from '@shared/requests';
import { fakeApi, noAnswer } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { fieldRequest, GEBZE, qid, requestLine } from '../../../../../tests/helpers/request-fixtures';
import { textsOf } from '../../../../../tests/helpers/texts';
import { IncomingRequestsPage } from './incoming-requests-page';

const IZMIR = { id: qid(2), name: 'İzmir Çiğli' };
/** A one-day request for a kit. */
const request = (n: number, over: Partial<FieldRequest> = {}): FieldRequest =>
  fieldRequest(n, {
    end_day: '2026-12-08',
    lines: [requestLine(n, { kind: 'kit', kit: { id: qid(400), label: 'Nivo Seti (SET-00003)' } })],
    ...over,
  });

const server = fakeApi({
  'GET /requests/options': { warehouses: [GEBZE, IZMIR], workers: [], models: [], stock_items: [] },
  'GET /requests': [request(1, { site: 'Kartal Metro' })],
});
const userEvent = typist();
/** The query of each list asked of the server. */
const asked = () => server.requests.filter((r) => r.path === '/requests').map((r) => Object.fromEntries(r.query));

async function openPage() {
  server.signIn(['approve_request']);
  await renderRoutedWithApp(<IncomingRequestsPage />, '/incoming-requests');
}

describe('the incoming requests', () => {
  it('shows the open ones by default: site, days, warehouse and who asked, each opening the request', async () => {
    await openPage();
    const card = await screen.findByTestId('request-row');
    expect(asked()).toEqual([{ status: 'open' }]);
    expect(within(card).getByText('Kartal Metro')).toBeInTheDocument();
    expect(within(card).getByText('7 Ara 2026 · Gebze Ana Depo · Şükrü Işıklı')).toBeInTheDocument();
    expect(within(card).getByText('Nivo Seti (SET-00003)')).toBeInTheDocument();
    expect(within(card).getByText('1 Ara 2026 12:00 (TSİ)')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/requests/${qid(101)}`);
    expect(screen.getByRole('combobox', { name: 'Durum' })).toHaveValue('open');
  });

  it('asks again for the warehouse and state chosen, and says when there are none', async () => {
    server.answer('GET /requests', (req: { query: URLSearchParams }) =>
      req.query.get('status') === 'refused' ? [] : [request(2, { site: 'Bornova', warehouse: IZMIR, status: 'approved', lines: [] })],
    );
    await openPage();
    await screen.findByText('Bornova');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Depo' }), 'İzmir Çiğli');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Reddedildi');
    expect(await screen.findByText('Bu durumda talep yok.')).toBeInTheDocument();
    expect(asked()).toEqual([
      { status: 'open' },
      { status: 'open', warehouse_id: IZMIR.id },
      { status: 'refused', warehouse_id: IZMIR.id },
    ]);
    expect(textsOf(within(screen.getByRole('combobox', { name: 'Durum' })).getAllByRole('option'))).toEqual([
      'Onay Bekliyor',
      'Onaylandı',
      'Kısmen Onaylandı',
      'Reddedildi',
      'İptal Edildi',
    ]);
  });

  it('a refused request shows its reason on the card', async () => {
    server.answer('GET /requests', [request(3, { status: 'refused', decision_note: 'Depoda yok.' })]);
    await openPage();
    const card = await screen.findByTestId('request-row');
    expect(within(card).getByText('Reddedildi')).toBeInTheDocument();
    expect(within(card).getByText('Gerekçe: Depoda yok.')).toBeInTheDocument();
  });

  it('without an answer says the requests could not be read, not that there are none', async () => {
    server.answer('GET /requests', noAnswer);
    await openPage();
    expect(await screen.findByText('Talepler okunamadı.')).toBeInTheDocument();
    expect(screen.queryByText('Bu durumda talep yok.')).not.toBeInTheDocument();
  });
});
