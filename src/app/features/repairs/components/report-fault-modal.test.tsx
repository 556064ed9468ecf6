import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { choiceTexts } from '../../../../../tests/helpers/texts';
import type { EquipmentOption } from '../api/types';
import { ReportFaultModal } from './report-fault-modal';

const W_UMRANIYE = { id: 'w1', name: 'Ümraniye' };
const W_CIGLI = { id: 'w2', name: 'Çiğli' };
const item = (id: string, serial: string, status: string, warehouse_id = 'w1'): EquipmentOption => ({
  id,
  serial_number: serial,
  model: `Model ${id}`,
  status,
  warehouse_id,
  brand: { id: 'b1', name: 'Hilti' },
  category: { id: 'c1', name: 'Kırıcı' },
});
const EQUIPMENT = [
  item('e1', 'SN-MÜSAİT', 'available'),
  item('e2', 'SN-SAHADA', 'in_field'),
  item('e3', 'SN-ARIZALI', 'broken'),
  item('e4', 'SN-HURDA', 'scrapped'),
  item('e5', 'SN-TRANSFER', 'in_transfer'),
  item('e6', 'SN-ÇİĞLİ', 'available', 'w2'),
];

const server = fakeApi({ 'GET /warehouses': [W_UMRANIYE, W_CIGLI], 'GET /equipment': EQUIPMENT });
const userEvent = typist();

async function openModal() {
  server.signIn(['report_malfunction', 'view_equipment', 'view_warehouses']);
  const onClose = vi.fn();
  renderWithApp(<ReportFaultModal open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Arıza Bildir' });
  const warehouse = within(dialog).getByRole('combobox', { name: /Depo/ });
  await within(warehouse).findByRole('option', { name: 'Ümraniye' });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Arıza Bildir' }));
  return { dialog, warehouse, submit, onClose };
}

/** The items offered, by serial. */
const offered = (dialog: HTMLElement) => choiceTexts(dialog, 'radio', '.text-xs');

describe('reporting a fault', () => {
  it('asks for a warehouse before offering any item', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByText('Önce bir depo seçin.')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
  });

  it('names every missing field and sends nothing', async () => {
    const { dialog, submit, onClose } = await openModal();
    await submit();
    expect(await within(dialog).findByText('Depo zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Ekipman zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Arıza açıklaması zorunludur')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers only the warehouse’s items that are available or in the field', async () => {
    const { dialog, warehouse } = await openModal();
    await userEvent.selectOptions(warehouse, 'Ümraniye');
    await within(dialog).findAllByRole('radio');
    expect(offered(dialog)).toEqual(['SN-MÜSAİT', 'SN-SAHADA']);
    await userEvent.selectOptions(warehouse, 'Çiğli');
    expect(offered(dialog)).toEqual(['SN-ÇİĞLİ']);
  });

  it('forgets the chosen item when the warehouse changes', async () => {
    const { dialog, warehouse, submit } = await openModal();
    await userEvent.selectOptions(warehouse, 'Ümraniye');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /SN-SAHADA/ }));
    await userEvent.selectOptions(warehouse, 'Çiğli');
    await userEvent.selectOptions(warehouse, 'Ümraniye');
    expect(within(dialog).getByRole('radio', { name: /SN-SAHADA/ })).not.toBeChecked();
    await fill(userEvent, within(dialog).getByLabelText(/Arıza Açıklaması/), 'Motor ısınıyor');
    await submit();
    expect(await within(dialog).findByText('Ekipman zorunludur')).toBeInTheDocument();
  });

  it('finds an item by a part of its serial', async () => {
    const { dialog, warehouse } = await openModal();
    await userEvent.selectOptions(warehouse, 'Ümraniye');
    await within(dialog).findAllByRole('radio');
    await fill(userEvent, within(dialog).getByRole('searchbox', { name: 'Ekipman ara' }), 'sahada');
    expect(offered(dialog)).toEqual(['SN-SAHADA']);
  });

  it('says so when the warehouse has nothing a fault can be reported on', async () => {
    server.answer('GET /equipment', [item('e3', 'SN-ARIZALI', 'broken'), item('e6', 'SN-ÇİĞLİ', 'available', 'w2')]);
    const { dialog, warehouse } = await openModal();
    await userEvent.selectOptions(warehouse, 'Ümraniye');
    expect(await within(dialog).findByText('Bu depoda arıza bildirilebilecek müsait ekipman bulunmuyor.')).toBeInTheDocument();
  });

  it('refuses a description of spaces only, or carrying a NUL', async () => {
    const { dialog, warehouse, submit } = await openModal();
    await userEvent.selectOptions(warehouse, 'Ümraniye');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /SN-MÜSAİT/ }));
    await fill(userEvent, within(dialog).getByLabelText(/Arıza Açıklaması/), '   ');
    await submit();
    expect(await within(dialog).findByText('Arıza açıklaması zorunludur')).toBeInTheDocument();
    await fill(userEvent, within(dialog).getByLabelText(/Arıza Açıklaması/), 'Kablo\u0000 kopuk');
    await submit();
    expect(await within(dialog).findByText('Metinde kullanılamayan bir karakter var.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
