import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StockIssueRecord } from '@shared/stock';
import { PPE_BRIEFED_TEXT, PPE_NOT_BRIEFED_TEXT, STOCK_RECEIVED_TEXT, StockIssuePaper } from './stock-issue-paper';

const helmet: StockIssueRecord['lines'][number] = {
  movement_id: 'm1',
  item_id: 'i1',
  name: 'Baret',
  kind: 'ppe',
  stock_code: 'STK-1A2B3C4D',
  standard: 'EN 397',
  variant: 'Beyaz',
  unit: 'adet',
  quantity: 2,
  next_replacement_on: '2028-11-29',
};
const ties: StockIssueRecord['lines'][number] = {
  movement_id: 'm2',
  item_id: 'i2',
  name: 'Kablo Bağı',
  kind: 'consumable',
  stock_code: '8690000000012',
  standard: null,
  variant: null,
  unit: 'paket',
  quantity: 1.5,
  next_replacement_on: null,
};
const record = (extra: Partial<StockIssueRecord> = {}): StockIssueRecord => ({
  id: 's1',
  // 23:30 UTC is the next day in Istanbul: the day of issue printed is the warehouses' day.
  created_at: '2026-11-28T23:30:00.000Z',
  offline: false,
  ppe_briefed: true,
  warehouse: { id: 'w1', name: 'Merkez Depo' },
  worker: { id: 'k1', first_name: 'Kemal', last_name: 'Baretli', tc_no: '•••••••8170', phone: '5321112233', department: 'Saha Ekibi' },
  issued_by: { id: 'u1', first_name: 'İrem', last_name: 'Şahin' },
  signature: 'data:image/png;base64,AAAA',
  issuer_signature: null,
  document: { id: 'd1', number: 'KKD-2026-000007' },
  lines: [helmet, ties],
  ...extra,
});

describe('the KKD- paper', () => {
  it('prints each line with its type, standard, size, quantity, issue day and replacement day', () => {
    render(<StockIssuePaper record={record()} paper={undefined} onSealReady={() => {}} />);
    const sheet = screen.getByTestId('stock-issue-paper');
    expect(within(sheet).getByTestId('print-number').textContent).toBe('KKD-2026-000007');
    const [first, second] = within(sheet).getAllByTestId('paper-stock-line');
    const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);
    expect(cells(first!)).toEqual(['1', 'Baret · KKDStok kodu: STK-1A2B3C4D', 'EN 397', 'Beyaz', '2 adet', '29 Kas 2026', '29 Kas 2028']);
    expect(cells(second!)).toEqual(['2', 'Kablo Bağı · Sarf MalzemeStok kodu: 8690000000012', '-', '-', '1,5 paket', '29 Kas 2026', '-']);
    expect(within(sheet).getByTestId('paper-acknowledgement').textContent).toBe(PPE_BRIEFED_TEXT);
    expect(within(sheet).getByRole('img', { name: 'Teslim Alan: Kemal Baretli imzası', hidden: true })).toBeTruthy();
    expect(within(sheet).getByText('Kullanıcı imzası ayarlanmamış')).toBeTruthy();
    expect(within(sheet).getByText(/TC: •••••••8170/)).toBeTruthy();
  });

  it('says when the briefing was not confirmed, and prints a plain receipt without PPE', () => {
    const { unmount } = render(<StockIssuePaper record={record({ ppe_briefed: false })} paper={undefined} onSealReady={() => {}} />);
    expect(screen.getByTestId('paper-acknowledgement').textContent).toBe(PPE_NOT_BRIEFED_TEXT);
    unmount();
    render(<StockIssuePaper record={record({ ppe_briefed: false, lines: [ties] })} paper={undefined} onSealReady={() => {}} />);
    expect(screen.getByTestId('paper-acknowledgement').textContent).toBe(STOCK_RECEIVED_TEXT);
  });
});
