import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectFormRefusal, expectSaved, formDialog } from '../../../../../tests/helpers/form-dialog';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
import type { EquipmentRow } from '../api/get-equipment-list';
import { EquipmentFormDialog } from './equipment-form-dialog';

const uuid = (n: number) => `7b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BRANDS = [
  { id: uuid(1), name: 'Makita' },
  { id: uuid(2), name: 'Çelik Takım' },
  { id: uuid(3), name: 'Bosch' },
];
const CATEGORIES = [
  { id: uuid(11), name: 'Kırıcı Delici' },
  { id: uuid(12), name: 'İskele' },
];
const WAREHOUSES = [
  { id: uuid(21), name: 'Ümraniye Ana Depo' },
  { id: uuid(22), name: 'Izmit Şantiye' },
];
const ITEM: EquipmentRow = {
  id: uuid(99),
  serial_number: 'SN-İŞ-2026-0042',
  model: 'HR2470 Kırıcı Delici',
  brand_id: BRANDS[0]!.id,
  brand: { id: BRANDS[0]!.id, name: 'Makita' },
  category_id: CATEGORIES[0]!.id,
  category: { id: CATEGORIES[0]!.id, name: 'Kırıcı Delici' },
  warehouse_id: WAREHOUSES[0]!.id,
  warehouse: { id: WAREHOUSES[0]!.id, name: 'Ümraniye Ana Depo' },
  status: 'available',
  created_by_user: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const VALUE = {
  purchase_date: '2025-03-15',
  purchase_price: 12500,
  supplier: 'Yapı Market A.Ş.',
  invoice_number: 'FTR2025000123',
  warranty_until: '2027-03-15',
  repair_cost_total: 0,
  repair_count: 0,
};

const server = fakeApi();
const userEvent = typist();
afterEach(() => vi.useRealTimers());

function openDialog(equipment: EquipmentRow | null, warehouseId?: string) {
  server.signIn(['view_equipment', 'create_equipment', 'edit_equipment']);
  const onClose = vi.fn();
  renderWithApp(
    <EquipmentFormDialog
      open
      equipment={equipment}
      brands={BRANDS}
      categories={CATEGORIES}
      warehouses={WAREHOUSES}
      warehouseId={warehouseId}
      onClose={onClose}
    />,
  );
  return { ...formDialog(equipment ? 'Ekipmanı Düzenle' : 'Yeni Ekipman', userEvent), onClose };
}

async function fillItem(box: (name: string) => HTMLElement) {
  await fill(userEvent, box('Seri Numarası'), ' SN-ÇĞ-000123 ');
  await fill(userEvent, box('Model'), 'GSB 18V-55 Akülü Darbeli Matkap');
  await userEvent.selectOptions(box('Marka'), 'Bosch');
  await userEvent.selectOptions(box('Kategori'), 'İskele');
  await userEvent.selectOptions(box('Depo'), 'Izmit Şantiye');
}

describe('a new item', () => {
  it('names each missing field in Turkish', async () => {
    await expectFormRefusal(server, 'POST /equipment', openDialog(null), [
      'Seri numarası zorunludur',
      'Model zorunludur',
      'Marka seçimi zorunludur',
      'Kategori seçimi zorunludur',
      'Depo zorunludur',
    ]);
  });

  it('lists brands, categories and warehouses in Turkish order', () => {
    const { box } = openDialog(null);
    const labels = (name: string) => textsOf(within(box(name)).getAllByRole('option')).slice(1);
    expect(labels('Marka')).toEqual(['Bosch', 'Çelik Takım', 'Makita']);
    expect(labels('Kategori')).toEqual(['İskele', 'Kırıcı Delici']);
    expect(labels('Depo')).toEqual(['Izmit Şantiye', 'Ümraniye Ana Depo']);
  });

  it('starts in the warehouse it was opened from', () => {
    const { box } = openDialog(null, WAREHOUSES[1]!.id);
    expect(box('Depo')).toHaveValue(WAREHOUSES[1]!.id);
  });

  it('sends the item with its price read the Turkish way and its days as YYYY-MM-DD', async () => {
    server.answer('POST /equipment', ITEM);
    const { box, submit, onClose } = openDialog(null);
    await fillItem(box);
    await fill(userEvent, box('Fiyat'), '12.500,75');
    await fill(userEvent, box('Satın Alma Tarihi'), '15.03.2025');
    await fill(userEvent, box('Garanti Bitişi'), '15.03.2027');
    await fill(userEvent, box('Tedarikçi'), 'Öztürk Hırdavat Ltd. Şti.');
    await expectSaved(server, 'POST /equipment', { submit, onClose }, 'Ekipman başarıyla oluşturuldu.', [
      {
        serial_number: 'SN-ÇĞ-000123',
        model: 'GSB 18V-55 Akülü Darbeli Matkap',
        brand_id: BRANDS[2]!.id,
        category_id: CATEGORIES[1]!.id,
        warehouse_id: WAREHOUSES[1]!.id,
        purchase_date: '2025-03-15',
        purchase_price: 12500.75,
        supplier: 'Öztürk Hırdavat Ltd. Şti.',
        invoice_number: '',
        warranty_until: '2027-03-15',
      },
    ]);
  });

  it('refuses a price that is not an amount, a warranty ending before the purchase, a purchase in the future', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T09:00:00Z'));
    const form = openDialog(null);
    const { box } = form;
    await fillItem(box);
    await fill(userEvent, box('Fiyat'), '0,00');
    await fill(userEvent, box('Satın Alma Tarihi'), '11.06.2026');
    await fill(userEvent, box('Garanti Bitişi'), '01.01.2026');
    await expectFormRefusal(server, 'POST /equipment', form, [
      'Fiyat 0’dan büyük bir tutar olmalıdır (ör. 12.500,00).',
      'Satın alma tarihi bugünden sonra olamaz.',
    ]);
    await fill(userEvent, box('Satın Alma Tarihi'), '10.06.2026');
    await fill(userEvent, box('Fiyat'), '1.000');
    await expectFormRefusal(server, 'POST /equipment', form, ['Garanti bitişi satın alma tarihinden önce olamaz.']);
  });

  it('a serial already registered: the server’s reason, the dialog stays', async () => {
    server.answer('POST /equipment', refusal(409, 'Bu seri numarası zaten kayıtlı.'));
    const { box, submit, onClose } = openDialog(null);
    await fillItem(box);
    await submit();
    expect(await screen.findByText('Bu seri numarası zaten kayıtlı.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing an item', () => {
  it('reads the item’s value, shows it the Turkish way and sends the status unchanged', async () => {
    server.answer(`GET /equipment/${ITEM.id}`, { ...ITEM, value: VALUE });
    server.answer(`PUT /equipment/${ITEM.id}`, ITEM);
    const { dialog, box, submit } = openDialog(ITEM);
    // The field is there at once; the value comes with the item's own answer.
    await waitFor(() => expect(box('Fiyat')).toHaveValue('12.500,00'));
    await waitFor(() => expect(box('Satın Alma Tarihi')).toHaveValue('15.03.2025'));
    expect(box('Garanti Bitişi')).toHaveValue('15.03.2027');
    expect(within(dialog).getByText('Müsait')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Ekipman başarıyla güncellendi.')).toBeInTheDocument();
    expect(server.sent(`PUT /equipment/${ITEM.id}`)).toEqual([
      expect.objectContaining({ status: 'available', purchase_price: 12500, supplier: 'Yapı Market A.Ş.', warranty_until: '2027-03-15' }),
    ]);
  });

  it('without network the value is neither shown nor sent, so the edit never clears it', async () => {
    server.answer(`GET /equipment/${ITEM.id}`, noAnswer);
    server.answer(`PUT /equipment/${ITEM.id}`, ITEM);
    const { dialog, submit } = openDialog(ITEM);
    await submit();
    expect(await screen.findByText('Ekipman başarıyla güncellendi.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('equipment-value-fields')).not.toBeInTheDocument();
    const [sent] = server.sent(`PUT /equipment/${ITEM.id}`) as Array<Record<string, unknown>>;
    for (const key of ['purchase_date', 'purchase_price', 'supplier', 'invoice_number', 'warranty_until'])
      expect(sent).not.toHaveProperty(key);
    expect(sent).toMatchObject({ serial_number: ITEM.serial_number, status: 'available' });
  });

  it('an available item can be scrapped after a warning; the move is sent as the new status', async () => {
    server.answer(`GET /equipment/${ITEM.id}`, { ...ITEM, value: VALUE });
    server.answer(`PUT /equipment/${ITEM.id}`, ITEM);
    const { dialog, submit } = openDialog(ITEM);
    const scrap = within(dialog).getByRole('checkbox', { name: 'Evet, bu ekipmanı hurdaya ayırmak istiyorum' });
    expect(scrap).toHaveAccessibleDescription('Dikkat: Ekipman Hurda durumuna alınacak. Daha sonra tekrar Müsait durumuna getirilebilir.');
    await userEvent.click(scrap);
    await submit();
    expect(await screen.findByText('Ekipman başarıyla güncellendi.')).toBeInTheDocument();
    expect(server.sent(`PUT /equipment/${ITEM.id}`)).toEqual([expect.objectContaining({ status: 'scrapped' })]);
  });

  it('keeps what the user typed and ticked when a list draws the same item again; a field left alone follows the record', async () => {
    server.answer(`GET /equipment/${ITEM.id}`, { ...ITEM, value: VALUE });
    server.answer(`PUT /equipment/${ITEM.id}`, ITEM);
    server.signIn(['view_equipment', 'create_equipment', 'edit_equipment']);
    let redraw!: (next: EquipmentRow) => void;
    // The warehouse's list behind the dialog draws its rows again (another device's write arrived).
    function Redrawn() {
      const [item, setItem] = useState(ITEM);
      redraw = setItem;
      return (
        <EquipmentFormDialog
          open
          equipment={item}
          brands={BRANDS}
          categories={CATEGORIES}
          warehouses={WAREHOUSES}
          onClose={() => undefined}
        />
      );
    }
    renderWithApp(<Redrawn />);
    const dialog = screen.getByRole('dialog', { name: 'Ekipmanı Düzenle' });
    const box = (name: string) => within(dialog).getByLabelText(name, { exact: true });
    await waitFor(() => expect(box('Fiyat')).toHaveValue('12.500,00'));
    await fill(userEvent, box('Model'), 'HR2470 Yeni Model');
    const scrap = within(dialog).getByRole('checkbox', { name: 'Evet, bu ekipmanı hurdaya ayırmak istiyorum' });
    await userEvent.click(scrap);

    act(() => redraw({ ...ITEM }));
    expect(box('Model')).toHaveValue('HR2470 Yeni Model');
    expect(scrap).toBeChecked();
    act(() => redraw({ ...ITEM, serial_number: 'SN-İŞ-2026-0043' }));
    expect(box('Seri Numarası')).toHaveValue('SN-İŞ-2026-0043');
    expect(box('Model')).toHaveValue('HR2470 Yeni Model');
    expect(scrap).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ekipman başarıyla güncellendi.')).toBeInTheDocument();
    expect(server.sent(`PUT /equipment/${ITEM.id}`)).toEqual([
      expect.objectContaining({ serial_number: 'SN-İŞ-2026-0043', model: 'HR2470 Yeni Model', status: 'scrapped' }),
    ]);
  });

  it('an item in the field cannot be scrapped, and says why', () => {
    server.answer(`GET /equipment/${ITEM.id}`, { ...ITEM, status: 'in_field', value: VALUE });
    const { dialog } = openDialog({ ...ITEM, status: 'in_field' });
    expect(within(dialog).getByText('Sahada')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Evet, bu ekipmanı hurdaya ayırmak istiyorum' })).toBeDisabled();
    expect(within(dialog).getByText('Yalnızca Müsait durumdaki ekipman hurdaya ayrılabilir.')).toBeInTheDocument();
  });

  it('a scrapped item can be made available again', async () => {
    const scrapped = { ...ITEM, status: 'scrapped', value: VALUE };
    server.answer(`PUT /equipment/${ITEM.id}`, ITEM);
    const { dialog, submit } = openDialog(scrapped);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Evet, bu ekipmanı tekrar müsait durumuna getir' }));
    await submit();
    expect(await screen.findByText('Ekipman başarıyla güncellendi.')).toBeInTheDocument();
    expect(server.sent(`PUT /equipment/${ITEM.id}`)).toEqual([expect.objectContaining({ status: 'available' })]);
    // The value came with the row: it was not asked for again.
    expect(server.sent(`GET /equipment/${ITEM.id}`)).toEqual([]);
  });
});
