import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DueCheckRow, DueChecksAnswer } from '@shared/care-types';
import type { EquipmentRow } from '@shared/api-types';
import { fakeApi, noAnswer } from '../../../../../tests/helpers/fake-api';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { renderRoutedWithApp, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { ChecksDuePage } from './checks-due-page';
import { DeleteEquipmentDialog } from './delete-equipment-dialog';

const due = (over: Partial<DueCheckRow> & Pick<DueCheckRow, 'equipment_id' | 'serial_number' | 'state'>): DueCheckRow => ({
  model: 'Avao Bod',
  brand: 'Petzl',
  category: 'Emniyet Kemeri',
  warehouse_id: 'w1',
  warehouse: 'Tuzla Tersane',
  name: 'Periyodik Kontrol',
  due_on: null,
  checked_on: null,
  failed: false,
  ...over,
});
const ANSWER: DueChecksAnswer = {
  items: [
    due({ equipment_id: 'e1', serial_number: 'KMR-0001', state: 'overdue', due_on: '2026-11-01', checked_on: '2026-05-01' }),
    due({ equipment_id: 'e2', serial_number: 'KMR-0002', state: 'missing', warehouse: null }),
    due({ equipment_id: 'e3', serial_number: 'KMR-0003', state: 'failed', checked_on: '2026-10-10', failed: true }),
    due({ equipment_id: 'e4', serial_number: 'KMR-0004', state: 'due_soon', due_on: '2026-12-20', name: 'Statik Test' }),
  ],
  total: 1234,
  overdue: 1200,
  due_soon: 34,
  today: '2026-11-30',
};

const server = fakeApi({
  'GET /equipment-checks/due': ANSWER,
  'GET /warehouses': [
    { id: 'w1', name: 'Tuzla Tersane' },
    { id: 'w2', name: 'Esenyurt Şantiye' },
  ],
});
const userEvent = typist();

async function openPage() {
  server.signIn(['view_equipment', 'view_warehouses']);
  await renderRoutedWithApp(<ChecksDuePage />, '/equipment/checks');
  return screen.findByRole('list', { name: 'Kontrol listesi' });
}

describe('the checks due', () => {
  it('counts the run-out and soon-due checks in Turkish', async () => {
    await openPage();
    expect(screen.getByTestId('checks-overdue')).toHaveTextContent('1.200');
    expect(screen.getByTestId('checks-due-soon')).toHaveTextContent('34');
    expect(screen.getByText('Süresi dolan ve 30 gün içinde dolacak kontroller.')).toBeInTheDocument();
  });

  it('names each item, its check, warehouse, last day and state, and leads to the item', async () => {
    const list = await openPage();
    const [overdue, missing, failed, soon] = within(list).getAllByRole('link');
    expect(overdue).toHaveAttribute('href', '/equipment/e1');
    expect(overdue).toHaveTextContent('Petzl Avao Bod · KMR-0001');
    expect(overdue).toHaveTextContent('Periyodik Kontrol · Tuzla Tersane · son gün 01.11.2026');
    expect(overdue).toHaveTextContent('Süresi doldu');
    expect(missing).toHaveTextContent('Periyodik Kontrol · -');
    expect(missing).toHaveTextContent('Kayıt yok');
    expect(missing).not.toHaveTextContent('son gün');
    expect(failed).toHaveTextContent('Uygun değil');
    expect(soon).toHaveTextContent('Statik Test · Tuzla Tersane · son gün 20.12.2026');
    expect(soon).toHaveTextContent('Yaklaşıyor');
  });

  it('says only the first rows are shown when there are more', async () => {
    await openPage();
    expect(screen.getByText('İlk 4 kayıt gösteriliyor (toplam 1.234).')).toBeInTheDocument();
  });

  it('asks for one warehouse’s checks when it is chosen', async () => {
    await openPage();
    const warehouse = screen.getByRole('combobox', { name: 'Depo' });
    await within(warehouse).findByRole('option', { name: 'Esenyurt Şantiye' });
    await userEvent.selectOptions(warehouse, 'Esenyurt Şantiye');
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/equipment-checks/due' && r.query.get('warehouse_id') === 'w2')).toBe(true),
    );
    // All warehouses: no filter sent.
    expect(server.requests.find((r) => r.path === '/equipment-checks/due')?.query.toString()).toBe('');
  });

  it('says there is nothing due', async () => {
    server.answer('GET /equipment-checks/due', { ...ANSWER, items: [], total: 0, overdue: 0, due_soon: 0 });
    server.signIn(['view_equipment']);
    await renderRoutedWithApp(<ChecksDuePage />, '/equipment/checks');
    expect(await screen.findByText('Süresi dolan veya yaklaşan kontrol yok.')).toBeInTheDocument();
    expect(screen.queryByText(/kayıt gösteriliyor/)).toBeNull();
  });

  it('says the list could not be loaded', async () => {
    server.answer('GET /equipment-checks/due', noAnswer);
    server.signIn(['view_equipment']);
    await renderRoutedWithApp(<ChecksDuePage />, '/equipment/checks');
    expect(await screen.findByText('Kontrol listesi yüklenemedi.')).toBeInTheDocument();
  });
});

describe('deleting an item', () => {
  const ITEM: EquipmentRow = {
    id: 'e1',
    serial_number: 'SN-ĞÜŞ-7781',
    model: 'TE 3000-AVR',
    brand_id: 'b1',
    brand: { id: 'b1', name: 'Hilti' },
    category_id: null,
    category: null,
    warehouse_id: 'w1',
    warehouse: { id: 'w1', name: 'Ümraniye' },
    status: 'available',
    created_by_user: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };

  function openDialog() {
    server.signIn(['view_equipment', 'delete_equipment']);
    const onClose = vi.fn();
    renderWithApp(<DeleteEquipmentDialog equipment={ITEM} onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Ekipman Sil' });
    return { dialog, onClose };
  }

  it('names brand, model and serial, and says it cannot be undone', () => {
    const { dialog } = openDialog();
    expect(dialog).toHaveTextContent(
      'Hilti TE 3000-AVR (SN-ĞÜŞ-7781) ekipmanını silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.',
    );
    // The safe button has the focus: an Enter does not delete.
    expect(within(dialog).getByRole('button', { name: 'İptal' })).toHaveFocus();
  });

  it('deletes and closes', async () => {
    server.answer('DELETE /equipment/e1', { message: 'Silindi' });
    const { dialog, onClose } = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Ekipman başarıyla silindi.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog with the server’s reason, or the generic failure without an answer', async () => {
    const { dialog, onClose } = openDialog();
    const remove = () => userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await expectRefusalThenNoAnswer(server, 'DELETE /equipment/e1', remove, {
      reason: 'Sahadaki ekipman silinemez.',
      failure: 'Ekipman silinirken bir hata oluştu.',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancelling sends nothing', async () => {
    const { dialog, onClose } = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});
