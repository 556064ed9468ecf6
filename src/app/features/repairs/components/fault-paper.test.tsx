import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaultPaper } from './fault-paper';

const record = {
  equipment: {
    id: 'e1',
    serial_number: 'SN-7',
    model: 'GBH 2-26',
    status: 'broken',
    warehouse_id: 'w1',
    brand: { id: 'b1', name: 'Bosch' },
    category: { id: 'c1', name: 'Kırıcı' },
  },
  warehouse: { id: 'w1', name: 'Merkez Depo' },
  issue: 'Mandren dönmüyor,\nkablo ezilmiş.',
  // 21:30 UTC is 00:30 of the next day in Istanbul: the paper prints the warehouses' day.
  created_at: '2026-11-28T21:30:00.000Z',
  reported_by_user: { id: 'u1', first_name: 'İrem', last_name: 'Şahin' },
  document: { id: 'd1', number: 'ARZ-2026-000042' },
  under_warranty_until: '2027-03-15',
};

describe('the ARZ- paper', () => {
  it('prints its number, the item, the reporter, the Istanbul time, the fault and the warranty', () => {
    render(<FaultPaper record={record} paper={undefined} onSealReady={() => {}} />);
    const sheet = screen.getByTestId('fault-paper');
    expect(within(sheet).getByRole('heading', { level: 1, hidden: true }).textContent).toBe('Arıza Kaydı');
    expect(within(sheet).getByTestId('print-number').textContent).toBe('ARZ-2026-000042');
    expect(within(sheet).getByTestId('print-date').textContent).toBe('29 Kas 2026 00:30 (TSİ)');
    expect(within(sheet).getByTestId('print-reporter').textContent).toBe('İrem Şahin');
    expect(within(sheet).getByTestId('print-issue').textContent).toBe('Mandren dönmüyor,\nkablo ezilmiş.');
    expect(within(sheet).getByTestId('print-warranty').textContent).toContain('garanti bitişi 15.03.2027');
    expect(within(sheet).getByText('SN-7')).toBeTruthy();
  });

  it('says the number is pending for a report not yet sent, and has no warranty line outside it', () => {
    render(<FaultPaper record={{ ...record, document: null, under_warranty_until: null }} paper={undefined} onSealReady={() => {}} />);
    const sheet = screen.getByTestId('fault-paper');
    expect(within(sheet).getByTestId('print-number').textContent).toBe('Numara gönderildiğinde verilir');
    expect(within(sheet).queryByTestId('print-warranty')).toBeNull();
  });
});
