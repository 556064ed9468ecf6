// The lines of a new request: a number of a model of the chosen warehouse, a serial number, a stock
// quantity typed the Turkish way; each added line is listed and can be taken out again.
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Kit } from '@shared/kits';
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

const kit = (id: string, warehouse: string, code: string, name: string): Kit => ({
  id,
  warehouse_id: warehouse,
  warehouse_name: warehouse,
  code,
  name,
  note: null,
  members: [{ equipment_id: `${id}-m`, serial_number: `${code}-1`, brand: 'Leica', model: 'GST05', status: 'available' }],
  stock_lines: [],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});
const KITS = [kit('k1', 'w1', 'SET-00003', 'Nivo Seti'), kit('k2', 'w1', 'SET-00004', 'Ölçüm Seti'), kit('k3', 'w2', 'SET-00009', 'Başka')];

function Harness({ seen }: { seen: LineDraft[][] }) {
  const [lines, setLines] = useState<LineDraft[]>([]);
  seen.push(lines);
  return <RequestLinesEditor options={OPTIONS} kits={KITS} warehouseId="w1" lines={lines} onChange={setLines} />;
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
    fireEvent.change(screen.getByRole('textbox', { name: 'Belirli ekipman (seri no) ya da set kodu' }), { target: { value: ' JG-7 ' } });
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

  it('adds a kit chosen from the warehouse’s kits or read by its code; a kit is listed once', async () => {
    const seen: LineDraft[][] = [];
    render(<Harness seen={seen} />);
    const choice = screen.getByRole('combobox', { name: 'Set ekle' });
    expect([...choice.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Set seçin',
      'Nivo Seti (SET-00003) — 1 ekipman',
      'Ölçüm Seti (SET-00004) — 1 ekipman',
    ]);
    fireEvent.change(choice, { target: { value: 'SET-00003' } });
    // Typed in small letters, the other kit's code is that kit; a code the copy does not know is a serial.
    const box = screen.getByRole('textbox', { name: 'Belirli ekipman (seri no) ya da set kodu' });
    fireEvent.change(box, { target: { value: 'set-00004' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Ekle' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Tara' }));
    const dialog = await screen.findByRole('dialog');
    const typed = within(dialog).getByRole('textbox', { name: 'Seri numarasını elle girin' });
    for (const read of ['SET-00003', 'SET-00009']) {
      fireEvent.change(typed, { target: { value: read } });
      fireEvent.keyDown(typed, { key: 'Enter' });
    }
    expect(await within(dialog).findByText('Nivo Seti (SET-00003) zaten listede.')).toBeTruthy();
    expect(seen.at(-1)!.map(({ label, ...line }) => [label, line])).toEqual([
      ['Nivo Seti (SET-00003)', { kind: 'kit', code: 'SET-00003' }],
      ['Ölçüm Seti (SET-00004)', { kind: 'kit', code: 'SET-00004' }],
      ['Seri no: SET-00009', { kind: 'item', serial_number: 'SET-00009' }],
    ]);
    // Chosen kits leave the choice.
    expect([...screen.getByRole('combobox', { name: 'Set ekle' }).querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Set seçin',
    ]);
  });
});
