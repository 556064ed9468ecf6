import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { expectFormRefusal, expectSaved, formDialog } from '../../../../../tests/helpers/form-dialog';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { WarehouseRow } from '../api/get-warehouses';
import { WarehouseFormDialog } from './warehouse-form-dialog';

const WAREHOUSE: WarehouseRow = {
  id: 'c3d4e5f6-0000-4000-8000-000000000020',
  name: 'Gebze Organize Sanayi Bölgesi Çağdaş Lojistik Deposu',
  location: 'Kocaeli, Gebze',
  description: 'Ağır iş makineleri ve İSG ekipmanı',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  equipment_count: 12,
  available_count: 10,
  in_field_count: 2,
  broken_count: 0,
  scrapped_count: 0,
  in_transfer_count: 0,
};

const server = fakeApi();
const userEvent = typist();

function openDialog(warehouse: WarehouseRow | null = null) {
  server.signIn(['view_warehouses', 'create_warehouse', 'edit_warehouse']);
  const onClose = vi.fn();
  const view = renderWithApp(<WarehouseFormDialog open warehouse={warehouse} onClose={onClose} />);
  return { ...view, ...formDialog(warehouse ? 'Depoyu Düzenle' : 'Yeni Depo', userEvent), onClose };
}

describe('the warehouse form', () => {
  it('asks for a name and a location, in Turkish, and sends nothing without them', async () => {
    const form = openDialog();
    await fill(userEvent, form.box('Depo Adı'), '   ');
    await expectFormRefusal(server, 'POST /warehouses', form, ['Depo adı zorunludur', 'Lokasyon zorunludur']);
  });

  it('refuses a name over 100 characters and a description with a control character', async () => {
    const form = openDialog();
    await userEvent.type(form.box('Depo Adı'), 'Ş'.repeat(101));
    await fill(userEvent, form.box('Lokasyon'), 'İzmir');
    await fill(userEvent, form.box('Açıklama'), 'raf\u0007 3');
    await expectFormRefusal(server, 'POST /warehouses', form, [
      'En fazla 100 karakter girilebilir.',
      'Metinde kullanılamayan bir karakter var.',
    ]);
  });

  it('sends a new warehouse trimmed, an empty description as null, and closes', async () => {
    server.answer('POST /warehouses', (req: { body: object }) => ({ ...WAREHOUSE, ...req.body }));
    const { box, submit, onClose } = openDialog();
    await fill(userEvent, box('Depo Adı'), '  Şişli Merkez Depo ');
    await fill(userEvent, box('Lokasyon'), 'İstanbul, Şişli');
    await expectSaved(server, 'POST /warehouses', { submit, onClose }, 'Depo başarıyla oluşturuldu.', [
      { name: 'Şişli Merkez Depo', location: 'İstanbul, Şişli', description: null },
    ]);
  });

  it('edits the warehouse it was opened with and says so', async () => {
    server.answer(`PUT /warehouses/${WAREHOUSE.id}`, WAREHOUSE);
    const { box, submit, onClose } = openDialog(WAREHOUSE);
    expect(box('Depo Adı')).toHaveValue(WAREHOUSE.name);
    expect(box('Açıklama')).toHaveValue('Ağır iş makineleri ve İSG ekipmanı');
    await fill(userEvent, box('Lokasyon'), 'Kocaeli, Dilovası');
    await expectSaved(server, `PUT /warehouses/${WAREHOUSE.id}`, { submit, onClose }, 'Depo başarıyla güncellendi.', [
      { name: WAREHOUSE.name, location: 'Kocaeli, Dilovası', description: 'Ağır iş makineleri ve İSG ekipmanı' },
    ]);
  });

  it('a name in use: the server’s reason, the dialog stays', async () => {
    server.answer('POST /warehouses', refusal(409, 'Bu isimde bir depo zaten var.'));
    const { box, submit, onClose } = openDialog();
    await fill(userEvent, box('Depo Adı'), 'Merkez');
    await fill(userEvent, box('Lokasyon'), 'Ankara');
    await submit();
    expect(await screen.findByText('Bu isimde bir depo zaten var.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a reopened dialog shows neither the last visit’s input nor its errors', async () => {
    const { dialog, box, submit, rerender, client } = openDialog();
    await fill(userEvent, box('Lokasyon'), 'Bursa');
    await submit();
    expect(await within(dialog).findByText('Depo adı zorunludur')).toBeInTheDocument();
    const { QueryClientProvider } = await import('@tanstack/react-query');
    rerender(
      <QueryClientProvider client={client}>
        <WarehouseFormDialog open={false} warehouse={null} onClose={() => {}} />
      </QueryClientProvider>,
    );
    rerender(
      <QueryClientProvider client={client}>
        <WarehouseFormDialog open warehouse={null} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const again = await screen.findByRole('dialog', { name: 'Yeni Depo' });
    expect(within(again).getByLabelText('Lokasyon', { exact: true })).toHaveValue('');
    expect(within(again).queryByText('Depo adı zorunludur')).not.toBeInTheDocument();
  });
});
