// The lines of a new request: a number of a model of the chosen warehouse, a serial number, a stock
// quantity typed the Turkish way; each added line is listed and can be taken out again.
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '@shared/requests';
import { RequestLinesEditor, type LineDraft } from './request-lines-editor';

const OPTIONS: RequestOptions = {
  warehouses: [{ id: 'w1', name: 'Gebze' }],
  workers: [],
  models: [
    { warehouse_id: 'w1', brand_id: 'b1', brand: 'Honda', model: 'Jeneratör 5 kVA', count: 3 },
    { warehouse_id: 'w2', brand_id: 'b1', brand: 'Honda', model: 'Başka Depoda', count: 1 },
  ],
  stock_items: [{ id: 's1', name: 'İş Eldiveni', unit: 'çift' }],
};

function Harness({ seen }: { seen: LineDraft[][] }) {
  const [lines, setLines] = useState<LineDraft[]>([]);
  seen.push(lines);
  return <RequestLinesEditor options={OPTIONS} warehouseId="w1" lines={lines} onChange={setLines} />;
}

describe('the lines of a new request', () => {
  it('adds a number of a model, a serial and a stock quantity, and takes one out', () => {
    const seen: LineDraft[][] = [];
    render(<Harness seen={seen} />);
    const model = screen.getByRole('combobox', { name: 'Modelden adet' });
    expect([...model.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Model seçin', 'Honda Jeneratör 5 kVA (3)']);
    fireEvent.change(model, { target: { value: 'b1|Jeneratör 5 kVA' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Adet' }), { target: { value: '2' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Ekle' })[0]!);
    fireEvent.change(screen.getByRole('textbox', { name: 'Belirli ekipman (seri no)' }), { target: { value: ' JG-7 ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Ekle' })[1]!);
    fireEvent.change(screen.getByRole('combobox', { name: 'Stok / KKD' }), { target: { value: 's1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Miktar' }), { target: { value: '12,5' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Ekle' })[2]!);
    const list = screen.getByRole('list', { name: 'Talep edilenler' });
    expect([...list.querySelectorAll('li span')].map((s) => s.textContent)).toEqual([
      '2 × Honda Jeneratör 5 kVA',
      'Seri no: JG-7',
      '12,5 çift İş Eldiveni',
    ]);
    expect(seen.at(-1)!.map(({ label: _label, ...line }) => line)).toEqual([
      { kind: 'model', brand_id: 'b1', model: 'Jeneratör 5 kVA', quantity: 2 },
      { kind: 'item', serial_number: 'JG-7' },
      { kind: 'stock', stock_item_id: 's1', quantity: 12.5 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Seri no: JG-7 çıkar' }));
    expect(seen.at(-1)!.map((l) => l.kind)).toEqual(['model', 'stock']);
  });

  it('the scanner reads serials into the list, several in a row, a serial listed once', async () => {
    const seen: LineDraft[][] = [];
    render(<Harness seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tara' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('textbox', { name: 'Seri numarasını elle girin' });
    for (const serial of ['JG-8', 'JG-9', 'JG-8']) {
      fireEvent.change(box, { target: { value: serial } });
      fireEvent.keyDown(box, { key: 'Enter' });
    }
    expect(await within(dialog).findByText('JG-8 zaten listede.')).toBeTruthy();
    expect(seen.at(-1)!.map((l) => (l.kind === 'item' ? l.serial_number : l.kind))).toEqual(['JG-8', 'JG-9']);
  });
});
