// A stock card (docs/stock.md): name, kind, unit, size, barcode (an EAN-13's check digit is checked),
// category and, for PPE only, the standard and the replacement period; a new card is POSTed, an
// edited one PUT, each refusal said in the form's or the server's words.
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StockItem } from '@shared/stock';
import { fakeApi, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { sid, STOCK_WAREHOUSE, stockLevel } from '../../../../../tests/helpers/stock-fixtures';
import { StockItemModal } from './stock-item-modal';

const CATEGORIES = [
  { id: sid(50), name: 'Baş Koruma' },
  { id: sid(51), name: 'El Koruma' },
];
const server = fakeApi({ 'GET /stock/pickers': { warehouses: [STOCK_WAREHOUSE], workers: [], categories: CATEGORIES } });
const userEvent = typist();

async function openModal(item: StockItem | null = null) {
  server.signIn(['view_stock', 'manage_stock_items']);
  const onClose = vi.fn();
  renderWithApp(<StockItemModal open item={item} onClose={onClose} />);
  const form = within(screen.getByRole('dialog', { name: item ? 'Stok Kartı Düzenle' : 'Yeni Stok Kartı' }));
  await form.findByRole('option', { name: 'El Koruma' });
  const box = (name: string | RegExp) => form.getByRole('textbox', { name });
  const save = () => userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
  return { form, box, save, onClose };
}

describe('a new stock card', () => {
  it('starts as PPE counted in pieces, asking for the standard and the replacement period', async () => {
    const { form, box } = await openModal();
    expect(form.getByRole('combobox', { name: /Tür/ })).toHaveDisplayValue('KKD');
    expect(form.getByRole('combobox', { name: /Birim/ })).toHaveDisplayValue('adet');
    expect(box('Standart / CE')).toBeInTheDocument();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Tür/ }), 'Sarf Malzeme');
    expect(form.queryByRole('textbox', { name: 'Standart / CE' })).not.toBeInTheDocument();
    expect(form.queryByRole('textbox', { name: 'Değiştirme süresi (ay)' })).not.toBeInTheDocument();
    expect(box(/Barkod/)).toBeInTheDocument();
  });

  it('asks for the name, refuses an EAN-13 whose check digit is wrong and a replacement period out of range', async () => {
    const { box, save } = await openModal();
    await fill(userEvent, box(/Barkod/), '8690000000004');
    await fill(userEvent, box('Değiştirme süresi (ay)'), '121');
    await save();
    expect(box(/Stok Adı/)).toHaveAccessibleDescription('Stok adı zorunludur');
    expect(box(/Barkod/)).toHaveAccessibleDescription(
      expect.stringContaining('Barkod geçersiz: 13 haneli EAN-13 barkodunun kontrol hanesi tutmuyor.'),
    );
    expect(box('Değiştirme süresi (ay)')).toHaveAccessibleDescription('Değiştirme süresi 1 ile 120 ay arasında olmalıdır.');
    await fill(userEvent, box('Değiştirme süresi (ay)'), '1,5');
    await save();
    expect(box('Değiştirme süresi (ay)')).toHaveAccessibleDescription('Değiştirme süresi 1 ile 120 ay arasında olmalıdır.');
    expect(server.sent('POST /stock/items')).toEqual([]);
  });

  it('sends the card trimmed, a valid EAN-13, the category and the months as a number, and says so', async () => {
    server.answer('POST /stock/items', (req: SentRequest) => ({ id: sid(99), ...(req.body as object) }));
    const { form, box, save, onClose } = await openModal();
    await fill(userEvent, box(/Stok Adı/), '  Baret ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kategori' }), 'Baş Koruma');
    await fill(userEvent, box(/Barkod/), '8690000000005');
    await fill(userEvent, box('Standart / CE'), 'EN 397');
    await fill(userEvent, box('Değiştirme süresi (ay)'), '24');
    await userEvent.click(form.getByRole('checkbox', { name: /İade edilir/ }));
    await expectSaved(server, 'POST /stock/items', { submit: save, onClose }, 'Stok kartı oluşturuldu.', [
      {
        name: 'Baret',
        kind: 'ppe',
        unit: 'adet',
        barcode: '8690000000005',
        category_id: CATEGORIES[0]!.id,
        variant: '',
        standard: 'EN 397',
        replacement_months: 24,
        returnable: true,
      },
    ]);
  });

  it('a taken barcode is refused in the server’s words; no answer in the form’s; the dialog stays', async () => {
    const { box, save, onClose } = await openModal();
    await fill(userEvent, box(/Stok Adı/), 'Baret');
    await expectRefusalThenNoAnswer(server, 'POST /stock/items', save, {
      reason: 'Bu barkod başka bir stok kartında kullanılıyor.',
      failure: 'Stok kartı oluşturulurken bir hata oluştu.',
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a stock card', () => {
  const GLOVES = stockLevel(2, 'İş Eldiveni', {
    unit: 'çift',
    variant: '9',
    category: CATEGORIES[1]!,
    standard: 'EN 388',
    replacement_months: 3,
    barcode: '8690000000005',
  });

  it('shows the card as it is and sends the change to the card', async () => {
    server.answer(`PUT /stock/items/${GLOVES.id}`, GLOVES);
    const { form, box, save, onClose } = await openModal(GLOVES);
    expect(box(/Stok Adı/)).toHaveValue('İş Eldiveni');
    expect(form.getByRole('combobox', { name: /Birim/ })).toHaveDisplayValue('çift');
    expect(box('Beden / Varyant')).toHaveValue('9');
    expect(form.getByRole('combobox', { name: 'Kategori' })).toHaveDisplayValue('El Koruma');
    expect(box('Değiştirme süresi (ay)')).toHaveValue('3');
    await fill(userEvent, box('Değiştirme süresi (ay)'), '6');
    await userEvent.clear(box(/Barkod/));
    await expectSaved(server, `PUT /stock/items/${GLOVES.id}`, { submit: save, onClose }, 'Stok kartı güncellendi.', [
      {
        name: 'İş Eldiveni',
        kind: 'ppe',
        unit: 'çift',
        barcode: null,
        category_id: CATEGORIES[1]!.id,
        variant: '9',
        standard: 'EN 388',
        replacement_months: 6,
        returnable: false,
      },
    ]);
    expect(server.sent('POST /stock/items')).toEqual([]);
  });
  it('keeps what the user typed when the list behind draws the same card again', async () => {
    server.signIn(['view_stock', 'manage_stock_items']);
    let redraw!: (next: StockItem) => void;
    function Redrawn() {
      const [item, setItem] = useState<StockItem>(GLOVES);
      redraw = setItem;
      return <StockItemModal open item={item} onClose={() => undefined} />;
    }
    renderWithApp(<Redrawn />);
    const form = within(screen.getByRole('dialog', { name: 'Stok Kartı Düzenle' }));
    await form.findByRole('option', { name: 'El Koruma' });
    await fill(userEvent, form.getByRole('textbox', { name: 'Değiştirme süresi (ay)' }), '6');
    act(() => redraw({ ...GLOVES }));
    expect(form.getByRole('textbox', { name: 'Değiştirme süresi (ay)' })).toHaveValue('6');
    expect(form.getByRole('textbox', { name: /Stok Adı/ })).toHaveValue('İş Eldiveni');
  });
});
