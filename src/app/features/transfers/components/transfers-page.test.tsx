// /transfers (spec 02 "Transfers"): a page of transfers from the server with its search and filters,
// 'Tamamla' on the ones in transit (confirmed, then sent), and 'Yeni Transfer' for who may.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransferRow } from '@shared/api-types';
import { fakeApi, refusal, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { GEBZE, IZMIR, named, RECEIVED, tid, transferRow } from '../../../../../tests/helpers/transfer-fixtures';
import { TransfersPage } from './transfers-page';

const ON_THE_WAY = transferRow(1, 'HLT-0001', { document: { id: tid(501), number: 'TRF-2026-000042' } });
const DONE = transferRow(2, 'HLT-0002', { ...RECEIVED, receiver: named(RECEIVED.receiver) });
const page = (items: TransferRow[], filtered = items.length, total = 2) => ({
  items,
  total,
  filtered,
  page: 1,
  page_size: 10,
  next_cursor: null,
});

const server = fakeApi({
  'GET /transfers': page([ON_THE_WAY, DONE]),
  'GET /warehouses': [GEBZE, IZMIR],
});
const userEvent = typist();

// happy-dom lays nothing out: the width the list would measure on a desktop.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 1400);
});
afterEach(() => vi.restoreAllMocks());

async function openPage(permissions = ['view_transfers', 'create_transfer'], props: { openNew?: boolean } = {}) {
  server.signIn(permissions);
  const view = await renderRoutedWithApp(<TransfersPage {...props} />, '/transfers');
  return view;
}

/** The query of each page asked of the server. */
const asked = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/transfers').map((r) => Object.fromEntries(r.query));
const rowOf = (serial: string) => screen.getAllByTestId('transfer-row').find((r) => r.textContent?.includes(serial))!;

describe('the transfers list', () => {
  it('shows each transfer: the item, its document, the route, the people, status and Istanbul times', async () => {
    await openPage();
    await screen.findByText('HLT-0001');
    expect(asked()[0]).toEqual({ limit: '10', page: '1' });
    const first = rowOf('HLT-0001');
    expect(within(first).getByRole('link', { name: 'Hilti TE 30' })).toHaveAttribute('href', `/transfers/${ON_THE_WAY.id}`);
    expect(within(first).getByText('TRF-2026-000042')).toBeInTheDocument();
    expect(within(first).getByText('Şükrü Işıklı')).toBeInTheDocument();
    expect(within(first).getByText('Gülay Çağlar')).toBeInTheDocument();
    expect(within(first).getByText('Transferde')).toBeInTheDocument();
    expect(within(first).getByText('23 Kas 2026 14:07')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Tamamla: Hilti TE 30 HLT-0001' })).toBeInTheDocument();

    const done = rowOf('HLT-0002');
    expect(within(done).getByText('Tamamlandı')).toBeInTheDocument();
    expect(within(done).getByText('Ömer Ünal')).toBeInTheDocument();
    // 21:30 UTC is past midnight in Istanbul: the next day.
    expect(within(done).getByText('25 Kas 2026 00:30')).toBeInTheDocument();
    // Made offline, the number is not known yet; a completed transfer cannot be completed again.
    expect(within(done).getByText('Numara gönderildiğinde verilir')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Tamamla/ })).not.toBeInTheDocument();
  });

  it('asks the server with the search, the status and the warehouse, and says how many matched', async () => {
    server.answer('GET /transfers', (req: SentRequest) =>
      req.query.get('status') === 'completed' ? page([DONE], 1) : page([ON_THE_WAY, DONE]),
    );
    await openPage();
    await screen.findByText('HLT-0001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Tamamlandı');
    await waitFor(() => expect(screen.queryByText('HLT-0001')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('1 kayıt bulundu (toplam 2)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Depo' }), 'İzmir Çiğli');
    await fill(userEvent, screen.getByRole('searchbox', { name: 'Transfer ara' }), 'hilti');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ limit: '10', page: '1', status: 'completed', warehouse_id: IZMIR.id, q: 'hilti' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ limit: '10', page: '1' }));
    expect(await screen.findByText('HLT-0001')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Transfer ara' })).toHaveValue('');
  });

  it('a filter that matches nothing says so, not that there are no transfers', async () => {
    server.answer('GET /transfers', (req: SentRequest) => (req.query.get('q') ? page([], 0) : page([ON_THE_WAY, DONE])));
    await openPage(['view_transfers', 'export_reports']);
    await screen.findByText('HLT-0001');
    await fill(userEvent, screen.getByRole('searchbox', { name: 'Transfer ara' }), 'yok');
    expect(await screen.findByText('Arama sonucu bulunamadı')).toBeInTheDocument();
    expect(screen.queryByText('Henüz transfer bulunmuyor')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV İndir' })).toBeDisabled();
  });

  it('the CSV is asked with the list’s filters; a server fault is said as one to try again later', async () => {
    server.answer('GET /transfers/export', refusal(500, ''));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPage(['view_transfers', 'export_reports']);
    await screen.findByText('HLT-0001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Transferde');
    await userEvent.click(screen.getByRole('button', { name: 'CSV İndir' }));
    expect(await screen.findByText('CSV dosyası şu anda hazırlanamadı (sunucu hatası). Biraz sonra tekrar deneyin.')).toBeInTheDocument();
    const exported = server.requests.find((r) => r.path === '/transfers/export')!;
    expect(Object.fromEntries(exported.query)).toEqual({ status: 'in_transit' });
    expect(exported.headers.get('accept')).toBe('text/csv');
  });

  it('with no transfers says so and offers a new one to who may create them, to no one else', async () => {
    server.answer('GET /transfers', page([], 0, 0));
    const view = await openPage();
    expect(await screen.findByText('Henüz transfer bulunmuyor')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Yeni Transfer' })).toHaveLength(2);
    view.unmount();

    await openPage(['view_transfers']);
    expect(await screen.findByText('Henüz transfer bulunmuyor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni Transfer' })).not.toBeInTheDocument();
  });

  it('completes a transfer after the confirmation that names the item and the route, and asks the list again', async () => {
    server.answer(`PUT /transfers/${ON_THE_WAY.id}/complete`, { ...ON_THE_WAY, status: 'completed' });
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tamamla: Hilti TE 30 HLT-0001' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Transferi Tamamla' });
    expect(confirm).toHaveTextContent('Hilti TE 30 · HLT-0001');
    expect(confirm).toHaveTextContent('Gebze Ana Depo → İzmir Çiğli');
    expect(confirm).toHaveTextContent('ekipman hedef depoya (İzmir Çiğli) taşınır ve teslim alan olarak siz kaydedilirsiniz.');
    // Focus starts on İptal: an accidental Enter completes nothing.
    expect(within(confirm).getByRole('button', { name: 'İptal' })).toHaveFocus();
    const before = asked().length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tamamla' }));
    expect(await screen.findByText('Transfer başarıyla tamamlandı.')).toBeInTheDocument();
    expect(server.sent(`PUT /transfers/${ON_THE_WAY.id}/complete`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(asked().length).toBeGreaterThan(before));
  });

  it('a refused completion says the server’s reason; no answer says the generic words; the confirmation stays', async () => {
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tamamla: Hilti TE 30 HLT-0001' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Transferi Tamamla' });
    const complete = () => userEvent.click(within(confirm).getByRole('button', { name: 'Tamamla' }));
    await expectRefusalThenNoAnswer(server, `PUT /transfers/${ON_THE_WAY.id}/complete`, complete, {
      reason: 'Bu transfer zaten tamamlanmış.',
      failure: 'Transfer tamamlanırken bir hata oluştu.',
    });
    expect(screen.getByRole('alertdialog', { name: 'Transferi Tamamla' })).toBeInTheDocument();
    expect(screen.queryByText('Transfer başarıyla tamamlandı.')).not.toBeInTheDocument();
  });

  it('arriving from the dashboard’s link opens the new transfer at once, for who may create one', async () => {
    server.answer('GET /equipment', []);
    server.answer('GET /users', []);
    const view = await openPage(['view_transfers', 'create_transfer'], { openNew: true });
    expect(screen.getByRole('dialog', { name: 'Yeni Transfer' })).toBeInTheDocument();
    view.unmount();
    await openPage(['view_transfers'], { openNew: true });
    await screen.findByText('HLT-0001');
    expect(screen.queryByRole('dialog', { name: 'Yeni Transfer' })).not.toBeInTheDocument();
  });
});
