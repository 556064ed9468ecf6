import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Kit } from '@shared/kits';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { KitForm } from './kit-form';

const W_TUZLA = { id: 'ab000000-0000-4000-8000-000000000001', name: 'Tuzla Tersane Deposu' };
const W_ESENYURT = { id: 'ab000000-0000-4000-8000-000000000002', name: 'Esenyurt Şantiye' };
const KIT: Kit = {
  id: 'ac000000-0000-4000-8000-000000000010',
  warehouse_id: W_TUZLA.id,
  warehouse_name: W_TUZLA.name,
  code: 'SET-000017',
  name: 'İskele Kurulum Seti — Çatı Ekibi',
  note: 'Kemer ve halatlar dahil',
  members: [],
  stock_lines: [],
  created_at: '2026-11-01T07:00:00.000Z',
  updated_at: '2026-11-01T07:00:00.000Z',
};

const server = fakeApi();
const userEvent = typist();

async function openForm(kit?: Kit, warehouses = [W_TUZLA, W_ESENYURT]) {
  server.signIn(['view_kits', 'manage_kits', 'view_warehouses']);
  server.answer('GET /warehouses', warehouses);
  const onClose = vi.fn();
  const { router } = await renderRoutedWithApp(<KitForm open kit={kit} onClose={onClose} />, '/kits');
  const dialog = screen.getByRole('dialog', { name: kit ? 'Seti Düzenle' : 'Yeni Set' });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return { dialog, submit, onClose, router };
}

/** The warehouses come from the reference list: chosen once it is read. */
async function pickWarehouse(dialog: HTMLElement, name: string) {
  await within(dialog).findByRole('option', { name });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Depo' }), name);
}

describe('a new kit', () => {
  it('asks for the warehouse and the name, and sends nothing without them', async () => {
    const { dialog, submit } = await openForm();
    await within(dialog).findByRole('option', { name: 'Esenyurt Şantiye' });
    await fill(userEvent, within(dialog).getByLabelText('Set Adı', { exact: true }), '   ');
    await submit();
    expect(within(dialog).getByText('Depo seçimi zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Set adı zorunludur')).toBeInTheDocument();
    expect(server.sent('POST /kits')).toEqual([]);
  });

  it('with a single warehouse takes it without asking', async () => {
    server.answer('POST /kits', KIT);
    const { dialog, submit } = await openForm(undefined, [W_TUZLA]);
    await within(dialog).findByRole('option', { name: W_TUZLA.name });
    expect(within(dialog).getByRole('combobox', { name: 'Depo' })).toHaveValue(W_TUZLA.id);
    await fill(userEvent, within(dialog).getByLabelText('Set Adı', { exact: true }), 'Kaynak Seti');
    await submit();
    expect(
      await screen.findByText('İskele Kurulum Seti — Çatı Ekibi (SET-000017) oluşturuldu. Şimdi ekipmanlarını okutun.'),
    ).toBeInTheDocument();
    expect(server.sent('POST /kits')).toEqual([
      { warehouse_id: W_TUZLA.id, name: 'Kaynak Seti', note: null, equipment_ids: [], stock_lines: [] },
    ]);
  });

  it('sends the kit trimmed, says its code and goes to its page to scan its items', async () => {
    server.answer('POST /kits', KIT);
    const { dialog, submit, onClose, router } = await openForm();
    await pickWarehouse(dialog, 'Tuzla Tersane Deposu');
    await fill(userEvent, within(dialog).getByLabelText('Set Adı', { exact: true }), '  İskele Kurulum Seti — Çatı Ekibi ');
    await fill(userEvent, within(dialog).getByLabelText('Not (isteğe bağlı)', { exact: true }), ' Kemer ve halatlar dahil ');
    await submit();
    expect(await screen.findByText(/\(SET-000017\) oluşturuldu/)).toBeInTheDocument();
    expect(server.sent('POST /kits')).toEqual([
      {
        warehouse_id: W_TUZLA.id,
        name: 'İskele Kurulum Seti — Çatı Ekibi',
        note: 'Kemer ve halatlar dahil',
        equipment_ids: [],
        stock_lines: [],
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(`/kits/${KIT.id}`);
  });

  it('a name the server refuses (a control character) is said in the dialog, which stays', async () => {
    server.answer('POST /kits', refusal(400, 'Metinde kullanılamayan bir karakter var.'));
    const { dialog, submit, onClose, router } = await openForm();
    await pickWarehouse(dialog, 'Esenyurt Şantiye');
    await fill(userEvent, within(dialog).getByLabelText('Set Adı', { exact: true }), 'Set\u0000\ud800');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Metinde kullanılamayan bir karakter var.');
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/kits');
  });

  it('without network it says the kit was not saved, and keeps the input', async () => {
    server.answer('POST /kits', noAnswer);
    const { dialog, submit } = await openForm();
    await pickWarehouse(dialog, 'Esenyurt Şantiye');
    await fill(userEvent, within(dialog).getByLabelText('Set Adı', { exact: true }), 'Beton Seti');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Set kaydedilemedi.');
    expect(within(dialog).getByLabelText('Set Adı', { exact: true })).toHaveValue('Beton Seti');
  });
});

describe('editing a kit', () => {
  it('offers no warehouse (a kit stays where it is), and sends the name and an emptied note as null', async () => {
    server.answer(`PUT /kits/${KIT.id}`, KIT);
    const { dialog, submit, onClose } = await openForm(KIT);
    expect(within(dialog).queryByRole('combobox', { name: 'Depo' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Set Adı', { exact: true })).toHaveValue(KIT.name);
    await userEvent.clear(within(dialog).getByLabelText('Not (isteğe bağlı)', { exact: true }));
    await expectSaved(server, `PUT /kits/${KIT.id}`, { submit, onClose }, 'Set güncellendi.', [{ name: KIT.name, note: null }]);
    // The warehouses were never asked for.
    expect(server.sent('GET /warehouses')).toEqual([]);
  });
});
