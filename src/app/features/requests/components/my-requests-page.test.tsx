// 'Taleplerim' (docs/planning.md "Requests"): the caller's requests with their state in words,
// newest first as the server gives them; an empty list and an unreadable one say different things.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldRequest } from '@shared/requests';
import { fakeApi, noAnswer } from '../../../../../tests/helpers/fake-api';
import { renderRoutedWithApp } from '../../../../../tests/helpers/render-with-app';
import { fieldRequest, qid, requestLine } from '../../../../../tests/helpers/request-fixtures';
import { MyRequestsPage } from './my-requests-page';

const base = fieldRequest(1, {
  site: 'Kartal Metro',
  status: 'partly_approved',
  lines: [
    requestLine(1, { kind: 'model', brand_id: qid(11), brand: 'Honda', model: 'EU22i', quantity: 3, approved: 2 }),
    requestLine(2, { kind: 'stock', stock_item: { id: qid(13), name: 'Baret', unit: 'adet' }, quantity: 1500, approved: 1500 }),
  ],
});
const CANCELLED: FieldRequest = { ...base, id: qid(20), site: 'Ümraniye Köprü', status: 'cancelled', lines: [] };

const server = fakeApi({ 'GET /requests/mine': [base, CANCELLED] });

async function openPage() {
  server.signIn(['create_request']);
  await renderRoutedWithApp(<MyRequestsPage />, '/requests');
}

describe('my requests', () => {
  it('lists each request with its days, what was given of each line, and its state', async () => {
    await openPage();
    const cards = await screen.findAllByTestId('request-row');
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual(['Kartal Metro', 'Ümraniye Köprü']);
    const first = cards[0]!;
    expect(within(first).getByText('Kısmen Onaylandı')).toBeInTheDocument();
    expect(within(first).getByText('7 Ara 2026 – 9 Ara 2026 · Gebze Ana Depo')).toBeInTheDocument();
    expect([...first.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      '3 × Honda EU22i — 2 / 3 onaylandı',
      '1.500 adet Baret — Onaylandı',
    ]);
    expect(within(cards[1]!).getByText('İptal Edildi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni Talep' })).toHaveAttribute('href', '/requests/new');
  });

  it('with none says so', async () => {
    server.answer('GET /requests/mine', []);
    await openPage();
    expect(await screen.findByText('Henüz talebiniz yok.')).toBeInTheDocument();
    expect(screen.queryByText('Talepler okunamadı.')).not.toBeInTheDocument();
  });

  it('without an answer says they could not be read, not that there are none', async () => {
    server.answer('GET /requests/mine', noAnswer);
    await openPage();
    expect(await screen.findByText('Talepler okunamadı.')).toBeInTheDocument();
    expect(screen.queryByText('Henüz talebiniz yok.')).not.toBeInTheDocument();
  });
});
