// 'Stok Ayarları' (docs/stock.md): negative stock and the low-stock recipients of one warehouse,
// filled from the server once per opening; a refused recipient is said beside the picker.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StockSettings } from '@shared/stock-settings';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { sid, STOCK_WAREHOUSE } from '../../../../../tests/helpers/stock-fixtures';
import { StockSettingsModal } from './stock-settings-modal';

const SULE = { id: sid(61), first_name: 'Şule', last_name: 'Işık', email: 'sule@firma.com.tr' };
const MEHMET = { id: sid(62), first_name: 'Mehmet', last_name: 'Çelik', email: 'mehmet@firma.com.tr' };
const SETTINGS: StockSettings = {
  warehouse_id: STOCK_WAREHOUSE.id,
  allow_negative: true,
  low_stock_recipients: [{ ...SULE, can_receive: true }],
  low_stock_fallback: false,
  low_stock_candidates: [MEHMET, SULE],
};
const path = `/stock/settings/${STOCK_WAREHOUSE.id}`;
const server = fakeApi({ [`GET ${path}`]: SETTINGS });
const userEvent = typist();

async function openModal() {
  server.signIn(['view_stock', 'manage_stock_items']);
  const onClose = vi.fn();
  renderWithApp(<StockSettingsModal open warehouse={STOCK_WAREHOUSE} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Stok Ayarları' });
  const form = within(dialog);
  await form.findByRole('checkbox', { name: /Mehmet Çelik/ });
  return { dialog, form, onClose, save: () => userEvent.click(form.getByRole('button', { name: 'Kaydet' })) };
}

describe('a warehouse’s stock settings', () => {
  it('shows what is stored: negative stock allowed, Şule chosen', async () => {
    const { dialog, form } = await openModal();
    expect(dialog).toHaveAccessibleDescription('Gebze Ana Depo deposu');
    expect(form.getByRole('checkbox', { name: /Eksi stoğa izin ver/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /Şule Işık/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /Mehmet Çelik/ })).not.toBeChecked();
    expect(form.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
  });

  it('sends the choices made and says so', async () => {
    server.answer(`PUT ${path}`, SETTINGS);
    const { form, save, onClose } = await openModal();
    await userEvent.click(form.getByRole('checkbox', { name: /Eksi stoğa izin ver/ }));
    await userEvent.click(form.getByRole('checkbox', { name: /Mehmet Çelik/ }));
    await userEvent.click(form.getByRole('button', { name: 'Şule Işık: alıcılardan çıkar' }));
    await expectSaved(server, `PUT ${path}`, { submit: save, onClose }, 'Stok ayarları kaydedildi.', [
      { allow_negative: false, low_stock_recipients: [MEHMET.id] },
    ]);
  });

  it('a refused recipient is said beside the picker and in the toast; choosing again clears it', async () => {
    server.answer(`PUT ${path}`, refusal(400, 'Mehmet Çelik bu depoyu göremiyor; düşük stok bildirimlerini alamaz.'));
    const { form, save, onClose } = await openModal();
    await userEvent.click(form.getByRole('checkbox', { name: /Mehmet Çelik/ }));
    await save();
    expect(await form.findByRole('alert')).toHaveTextContent('Mehmet Çelik bu depoyu göremiyor; düşük stok bildirimlerini alamaz.');
    expect(screen.getAllByText('Mehmet Çelik bu depoyu göremiyor; düşük stok bildirimlerini alamaz.')).toHaveLength(2);
    await userEvent.click(form.getByRole('checkbox', { name: /Mehmet Çelik/ }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without an answer says so in the toast only, keeping the choices', async () => {
    server.answer(`PUT ${path}`, noAnswer);
    const { form, save } = await openModal();
    await userEvent.click(form.getByRole('checkbox', { name: /Mehmet Çelik/ }));
    await save();
    expect(await screen.findByText('Stok ayarları kaydedilirken bir hata oluştu.')).toBeInTheDocument();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: /Mehmet Çelik/ })).toBeChecked();
  });

  it('settings that cannot be read say so, and nothing can be saved', async () => {
    server.answer(`GET ${path}`, refusal(404, 'Depo bulunamadı.'));
    server.signIn(['view_stock', 'manage_stock_items']);
    renderWithApp(<StockSettingsModal open warehouse={STOCK_WAREHOUSE} onClose={vi.fn()} />);
    const form = within(screen.getByRole('dialog', { name: 'Stok Ayarları' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Depo bulunamadı.');
    expect(form.getByRole('checkbox', { name: /Eksi stoğa izin ver/ })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  });
});
