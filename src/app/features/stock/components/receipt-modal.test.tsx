// 'Stok Girişi' (docs/stock.md): a supplier, an invoice number and lines of an item, a quantity and a
// unit price typed the Turkish way; each wrong part is said under its own box before anything is sent.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { STOCK_WAREHOUSE, stockLevel } from '../../../../../tests/helpers/stock-fixtures';
import { textsOf } from '../../../../../tests/helpers/texts';
import { ReceiptModal } from './receipt-modal';

const HELMET = stockLevel(1, 'Baret', { on_hand: 1500 });
const GLOVES = stockLevel(2, 'İş Eldiveni', { unit: 'çift', variant: '9', on_hand: 12.5 });
const CABLE = stockLevel(3, 'Kablo', { kind: 'consumable', unit: 'metre', on_hand: 0 });

const server = fakeApi();
const userEvent = typist();

function openModal() {
  server.signIn(['view_stock', 'receive_stock']);
  const onClose = vi.fn();
  renderWithApp(<ReceiptModal open warehouse={STOCK_WAREHOUSE} levels={[HELMET, GLOVES, CABLE]} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Stok Girişi' });
  const form = within(dialog);
  const save = () => userEvent.click(form.getByRole('button', { name: 'Kaydet' }));
  return { dialog, form, onClose, save };
}

describe('a stock receipt', () => {
  it('names the warehouse and offers its items with what the shelf holds, in Turkish numbers', () => {
    const { dialog, form } = openModal();
    expect(dialog).toHaveAccessibleDescription('Gebze Ana Depo deposuna');
    expect(textsOf(within(form.getByRole('combobox', { name: 'Kalem 1' })).getAllByRole('option'))).toEqual([
      'Stok kalemi seçin',
      'Baret — 1.500 adet',
      'İş Eldiveni (9) — 12,5 çift',
      'Kablo — 0 metre',
    ]);
  });

  it('says what is missing under each box and sends nothing', async () => {
    const { form, save } = openModal();
    await fill(userEvent, form.getByRole('textbox', { name: 'Miktar' }), '0');
    await fill(userEvent, form.getByRole('textbox', { name: 'Birim fiyat (₺)' }), '-5');
    await save();
    expect(form.getByRole('textbox', { name: /Tedarikçi/ })).toHaveAccessibleDescription('Tedarikçi zorunludur');
    expect(form.getByRole('combobox', { name: 'Kalem 1' })).toHaveAccessibleDescription('Stok kalemi seçimi zorunludur');
    expect(form.getByRole('textbox', { name: 'Miktar' })).toHaveAccessibleDescription(
      'Miktar 0’dan büyük bir sayı olmalıdır (en fazla 3 ondalık).',
    );
    expect(form.getByRole('textbox', { name: 'Birim fiyat (₺)' })).toHaveAccessibleDescription(
      'Birim fiyat 0 ya da daha büyük bir sayı olmalıdır.',
    );
    expect(server.sent('POST /stock/receipts')).toEqual([]);
  });

  it('sends each line with quantities and prices read as Turkish numbers (thousands point, decimal comma), the unit shown beside the quantity', async () => {
    server.answer('POST /stock/receipts', {});
    const { form, save, onClose } = openModal();
    await fill(userEvent, form.getByRole('textbox', { name: /Tedarikçi/ }), '  Öztürk İş Güvenliği Ltd. Şti. ');
    await fill(userEvent, form.getByRole('textbox', { name: 'Fatura No' }), 'ÖZT2026-00042');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kalem 1' }), 'İş Eldiveni (9) — 12,5 çift');
    expect(form.getByRole('textbox', { name: 'Miktar (çift)' })).toBeInTheDocument();
    // As the screen writes fifteen hundred: '1.500' (not 1.5).
    await fill(userEvent, form.getByRole('textbox', { name: 'Miktar (çift)' }), '1.500');
    await fill(userEvent, form.getByRole('textbox', { name: 'Birim fiyat (₺)' }), '12,75');
    await userEvent.click(form.getByRole('button', { name: 'Kalem Ekle' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kalem 2' }), 'Kablo — 0 metre');
    await fill(userEvent, form.getByRole('textbox', { name: 'Miktar (metre)' }), '2,5');
    await expectSaved(server, 'POST /stock/receipts', { submit: save, onClose }, 'Stok girişi kaydedildi.', [
      {
        warehouse_id: STOCK_WAREHOUSE.id,
        supplier: 'Öztürk İş Güvenliği Ltd. Şti.',
        invoice_no: 'ÖZT2026-00042',
        // A line without a price is received at 0.
        lines: [
          { item_id: GLOVES.id, quantity: 1500, unit_price: 12.75 },
          { item_id: CABLE.id, quantity: 2.5, unit_price: 0 },
        ],
      },
    ]);
  });

  it('a line can be taken out again; the last one stays', async () => {
    const { form } = openModal();
    expect(form.queryByRole('button', { name: /kaldır/ })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Kalem Ekle' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kalem 2' }), 'Baret — 1.500 adet');
    await userEvent.click(form.getByRole('button', { name: 'Kalem 1 kaldır' }));
    expect(form.getAllByTestId('stock-line')).toHaveLength(1);
    expect(form.getByRole('combobox', { name: 'Kalem 1' })).toHaveValue(HELMET.id);
  });

  it('a conflict gives the server’s reason; another failure the form’s words; the dialog stays', async () => {
    const { form, save, onClose } = openModal();
    await fill(userEvent, form.getByRole('textbox', { name: /Tedarikçi/ }), 'Öztürk');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kalem 1' }), 'Baret — 1.500 adet');
    await expectRefusalThenNoAnswer(server, 'POST /stock/receipts', save, {
      reason: 'Baret kartı arşivlenmiş; giriş yapılamaz.',
      failure: 'Stok girişi kaydedilirken bir hata oluştu.',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(form.getByRole('textbox', { name: /Tedarikçi/ })).toHaveValue('Öztürk');
  });
});
