// What the worker signs for, right above the signature pad: every chosen item by name and whole
// serial, the scanned ones first (the latest read first of all) and marked.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PickerEquipment } from '../api/types';
import { SignedItems, signedItemsOf } from './signed-items';

const item = (id: string, serial: string, brand: string | null, model: string, category: string | null = null): PickerEquipment => ({
  id,
  serial_number: serial,
  model,
  status: 'available',
  warehouse_id: 'w1',
  brand: brand ? { name: brand } : null,
  category: category ? { name: category } : null,
});
const BY_ID = new Map(
  [
    item('e1', 'HLT-0001', 'Hilti', 'TE 30', 'Kırıcı Delici'),
    item('e2', 'HND-01', 'Honda', 'EU22i'),
    item('e3', 'LCA-7', 'Leica', 'NA 730', 'Nivo'),
  ].map((e) => [e.id, e]),
);

describe('the items signed for', () => {
  it('are the chosen ones, the scanned ones first in the order read, an unknown id left out', () => {
    const items = signedItemsOf(['e1', 'e2', 'gone', 'e3'], BY_ID, ['e3', 'e2']);
    expect(items.map((i) => i.serial_number)).toEqual(['HND-01', 'LCA-7', 'HLT-0001']);
    expect(items.find((i) => i.id === 'e1')).toEqual({
      id: 'e1',
      title: 'Hilti TE 30',
      serial_number: 'HLT-0001',
      category: 'Kırıcı Delici',
    });
  });

  it('are listed numbered with serial, name and category, the scanned ones marked', () => {
    const items = signedItemsOf(['e1', 'e3'], BY_ID, ['e3']);
    render(<SignedItems items={items} scannedIds={['e3']} />);
    const section = screen.getByRole('region', { name: 'İmzalanan ekipmanlar (2)' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['1.LCA-7Leica NA 730 · NivoOkutuldu', '2.HLT-0001Hilti TE 30 · Kırıcı Delici']);
  });

  it('say when nothing is chosen yet', () => {
    render(<SignedItems items={[]} />);
    expect(screen.getByRole('region', { name: 'İmzalanan ekipmanlar (0)' })).toHaveTextContent('Henüz ekipman seçilmedi.');
  });
});
