// /transfers/{id} (spec 02 "Transfer detail"): the flow, the item, the people and the timeline;
// 'Transferi Tamamla' while in transit; the transfer document printed with its seal; an id the
// server does not know goes back to the list.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentPaper } from '@shared/document-types';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { stubPrint } from '../../../../../tests/helpers/print-stub';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { GEBZE, IZMIR, RECEIVED, tid, transferDetail } from '../../../../../tests/helpers/transfer-fixtures';
import { TransferDetailPage } from './transfer-detail-page';

const TRANSFER = transferDetail(0, 'HLT-0001');
const COMPLETED = { ...TRANSFER, ...RECEIVED };

const PAPER: DocumentPaper = {
  id: tid(500),
  kind: 'transfer',
  number: 'TRF-2026-000042',
  code: 'ABCDEFGHJK',
  created_at: TRANSFER.created_at,
  revision: 1,
  fingerprint: null,
  company: {
    id: tid(600),
    version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    name: 'Örnek İnşaat A.Ş.',
    address: 'Çankaya, Ankara',
    tax_office: 'Kavaklıdere',
    tax_number: '1234567890',
    logo: null,
  },
  texts: [],
  refers_to: null,
};

const path = `/transfers/${TRANSFER.id}`;
const server = fakeApi({ [`GET ${path}`]: TRANSFER });
const userEvent = typist();

const print = stubPrint();

async function openPage() {
  server.signIn(['view_transfers', 'create_transfer']);
  const view = await renderRoutedWithApp(<TransferDetailPage id={TRANSFER.id} />, path);
  await screen.findByRole('heading', { level: 1, name: 'Hilti TE 30' });
  return view;
}
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('a transfer’s page', () => {
  it('shows where it goes, what it is and who is involved, with links and phone numbers', async () => {
    await openPage();
    expect(screen.getByText('Transferde')).toBeInTheDocument();
    expect(screen.getByText('Oluşturulma: 23 Kas 2026 14:07')).toBeInTheDocument();
    const flow = card('Transfer Akışı');
    expect(within(flow).getByRole('link', { name: 'Gebze Ana Depo' })).toHaveAttribute('href', `/warehouses/${GEBZE.id}`);
    expect(within(flow).getByRole('link', { name: 'İzmir Çiğli' })).toHaveAttribute('href', `/warehouses/${IZMIR.id}`);
    const item = card('Ekipman');
    expect(within(item).getByRole('link', { name: 'Hilti TE 30' })).toHaveAttribute('href', `/equipment/${TRANSFER.equipment.id}`);
    expect(within(item).getByText('HLT-0001')).toBeInTheDocument();
    expect(within(item).getByText('Kırıcı Delici')).toBeInTheDocument();
    const people = within(card('Kişiler')).getAllByRole('listitem');
    expect(people.map((p) => p.querySelector('p')?.textContent)).toEqual(['Gönderen', 'Transferi Gerçekleştirecek Kişi']);
    expect(within(people[0]!).getByText('Şükrü Işıklı')).toBeInTheDocument();
    expect(within(people[0]!).getByText('TC: 10000000141')).toBeInTheDocument();
    expect(within(people[0]!).getByRole('link', { name: '+90 532 123 45 67' })).toHaveAttribute('href', 'tel:+905321234567');
    // No phone: no link.
    expect(within(people[1]!).queryByRole('link')).not.toBeInTheDocument();
    const timeline = card('Zaman Çizelgesi');
    expect(within(timeline).getByText('Transfer Oluşturuldu')).toBeInTheDocument();
    expect(within(timeline).getByText('Yolda')).toBeInTheDocument();
    expect(within(timeline).getByText('Henüz teslim alınmadı')).toBeInTheDocument();
    // Made offline: the number is given when it reaches the server.
    expect(screen.getByText('Numara gönderildiğinde verilir')).toBeInTheDocument();
  });

  it('a completed transfer names who received it and when, and cannot be completed again', async () => {
    server.answer(`GET ${path}`, { ...COMPLETED, document: { id: tid(500), number: 'TRF-2026-000042' } });
    await openPage();
    expect(screen.getByText('Tamamlandı')).toBeInTheDocument();
    expect(screen.getByText('TRF-2026-000042')).toBeInTheDocument();
    const people = within(card('Kişiler')).getAllByRole('listitem');
    expect(people.map((p) => p.querySelector('p')?.textContent)).toEqual(['Gönderen', 'Transferi Gerçekleştirecek Kişi', 'Teslim Alan']);
    const timeline = card('Zaman Çizelgesi');
    expect(within(timeline).getByText('Transfer Tamamlandı')).toBeInTheDocument();
    expect(within(timeline).getByText('25 Kas 2026 00:30')).toBeInTheDocument();
    expect(within(timeline).queryByText('Yolda')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transferi Tamamla' })).not.toBeInTheDocument();
  });

  it('completes the transfer after confirming, and shows it completed', async () => {
    let completed = false;
    server.answer(`PUT ${path}/complete`, () => {
      completed = true;
      return COMPLETED;
    });
    server.answer(`GET ${path}`, () => (completed ? COMPLETED : TRANSFER));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Transferi Tamamla' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Transferi Tamamla' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tamamla' }));
    expect(await screen.findByText('Transfer başarıyla tamamlandı.')).toBeInTheDocument();
    expect(await within(card('Zaman Çizelgesi')).findByText('Transfer Tamamlandı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transferi Tamamla' })).not.toBeInTheDocument();
  });

  it('a transfer the server does not know goes back to the list', async () => {
    server.answer(`GET ${path}`, refusal(404, 'Transfer bulunamadı'));
    server.signIn(['view_transfers']);
    const { router } = await renderRoutedWithApp(<TransferDetailPage id={TRANSFER.id} />, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transfers'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('prints the document at once when it has no number yet, naming the item and the parties', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Belgeyi Yazdır' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // On screen the sheet is hidden: only the print stylesheet shows it.
    const paper = screen.getByTestId('transfer-paper');
    expect(within(paper).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Depolar Arası Transfer Belgesi');
    expect(paper).toHaveTextContent('Belge No: -');
    expect(paper).toHaveTextContent('Gebze Ana Depo → İzmir Çiğli');
    expect(paper).toHaveTextContent('Gönderen: Şükrü Işıklı · Transferi gerçekleştiren: Gülay Çağlar');
    const rows = within(paper).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([['1', 'Hilti TE 30', 'HLT-0001', 'Yolda']]);
  });

  it('a numbered document lists every item sent under its number and prints once its seal is drawn', async () => {
    const numbered = { ...TRANSFER, document: { id: tid(500), number: 'TRF-2026-000042' } };
    const sibling = {
      ...COMPLETED,
      id: tid(201),
      equipment: { ...TRANSFER.equipment, id: tid(301), serial_number: 'HLT-0002' },
    };
    server.answer(`GET ${path}`, numbered);
    server.answer(`GET /documents/${tid(500)}/paper`, PAPER);
    server.answer('GET /transfers', { items: [numbered, sibling], total: 2, filtered: 2, page: 1, page_size: 100, next_cursor: null });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Belgeyi Yazdır' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const paper = screen.getByTestId('transfer-paper');
    expect(within(paper).getByTestId('document-qr')).toBeInTheDocument();
    expect(within(paper).getByText('Örnek İnşaat A.Ş.')).toBeInTheDocument();
    const batch = server.requests.find((r) => r.path === '/transfers')!;
    expect(batch.query.get('q')).toBe('TRF-2026-000042');
    const rows = within(paper).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.querySelectorAll('td')[2]!.textContent)).toEqual(['HLT-0001', 'HLT-0002']);
    expect(rows[1]!.querySelectorAll('td')[3]!.textContent).toBe('Teslim alındı 25 Kas 2026 00:30');
  });

  it('does not print a numbered document before the items sent under its number are read', async () => {
    const numbered = { ...TRANSFER, document: { id: tid(500), number: 'TRF-2026-000042' } };
    const sibling = { ...TRANSFER, id: tid(202), equipment: { ...TRANSFER.equipment, id: tid(302), serial_number: 'HLT-0003' } };
    server.answer(`GET ${path}`, numbered);
    server.answer(`GET /documents/${tid(500)}/paper`, { ...PAPER, company: null });
    let release: (page: unknown) => void = () => undefined;
    server.answer('GET /transfers', () => new Promise((resolve) => (release = resolve)));
    // What the sheet lists at the moment the print command runs.
    const printed: string[][] = [];
    print.mockImplementation(() =>
      printed.push(
        [...screen.getByTestId('transfer-paper').querySelectorAll('tbody tr')].map((r) => r.querySelectorAll('td')[2]!.textContent!),
      ),
    );
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Belgeyi Yazdır' }));
    // The seal is drawn (and its effects have run) while the batch is still on its way.
    await within(screen.getByTestId('transfer-paper')).findByTestId('document-qr');
    await act(async () => {});
    release({ items: [numbered, sibling], total: 2, filtered: 2, page: 1, page_size: 100, next_cursor: null });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed).toEqual([['HLT-0001', 'HLT-0003']]);
  });

  it('prints without the seal when the document’s data cannot be read (no connection)', async () => {
    server.answer(`GET ${path}`, { ...TRANSFER, document: { id: tid(500), number: 'TRF-2026-000042' } });
    server.answer(`GET /documents/${tid(500)}/paper`, noAnswer);
    server.answer('GET /transfers', noAnswer);
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Belgeyi Yazdır' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const paper = screen.getByTestId('transfer-paper');
    expect(within(paper).queryByTestId('paper-seal')).not.toBeInTheDocument();
    expect(paper).toHaveTextContent('Belge No: TRF-2026-000042');
  });
});
