import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { DepartmentRow } from '../api/get-departments';
import type { WorkerRow } from '../api/get-workers';
import { WorkerFormDialog } from './worker-form-dialog';

const AT = '2026-03-02T06:30:00.000Z';
const department = (id: string, name: string): DepartmentRow => ({ id, name, created_at: AT, updated_at: AT });
const DEPARTMENTS = [
  department('a1b2c3d4-0000-4000-8000-000000000001', 'Şantiye — Ümraniye Çekmeköy Metro Hattı'),
  department('a1b2c3d4-0000-4000-8000-000000000002', 'Bakım Onarım'),
  department('a1b2c3d4-0000-4000-8000-000000000003', 'İnşaat'),
  department('a1b2c3d4-0000-4000-8000-000000000004', 'Çelik Konstrüksiyon'),
];
const WORKER: WorkerRow = {
  id: 'b2c3d4e5-0000-4000-8000-000000000010',
  first_name: 'Abdurrahman Şevket',
  last_name: 'Çağlayangil-Öztürkoğlu',
  tc_no: '•••••••0146',
  phone: '5421112233',
  department_id: DEPARTMENTS[2]!.id,
  department: { id: DEPARTMENTS[2]!.id, name: 'İnşaat' },
  created_by: null,
  created_by_user: null,
  created_at: AT,
  updated_at: AT,
};

const server = fakeApi();
const userEvent = typist();

function openDialog(worker: WorkerRow | null = null) {
  server.signIn(['view_workers', 'create_worker', 'edit_worker']);
  const onClose = vi.fn();
  renderWithApp(<WorkerFormDialog open worker={worker} departments={DEPARTMENTS} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: worker ? 'İşçiyi Düzenle' : 'Yeni İşçi' });
  const box = (name: string) => within(dialog).getByLabelText(name, { exact: true });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return { dialog, box, submit, onClose };
}

async function fillWorker(box: (name: string) => HTMLElement) {
  await fill(userEvent, box('Ad'), 'Gülizar Şükran');
  await fill(userEvent, box('Soyad'), 'Ilıcak Ünlüoğlu');
  await fill(userEvent, box('TC Kimlik No'), '10000000146');
  await fill(userEvent, box('Telefon'), '5051234567');
  await userEvent.selectOptions(box('Departman'), 'Çelik Konstrüksiyon');
}

describe('the new worker form', () => {
  it('names each missing field and sends nothing', async () => {
    const { dialog, submit } = openDialog();
    await submit();
    for (const message of ['Ad zorunludur', 'Soyad zorunludur', 'TC Kimlik No zorunludur', 'Telefon zorunludur', 'Departman zorunludur']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(server.sent('POST /workers')).toEqual([]);
  });

  it('takes only an 11-digit national id and a 10-digit phone; the boxes stop at their length', async () => {
    const { dialog, box, submit } = openDialog();
    await fillWorker(box);
    await userEvent.clear(box('TC Kimlik No'));
    await fill(userEvent, box('TC Kimlik No'), '1000000014a');
    await userEvent.clear(box('Telefon'));
    await fill(userEvent, box('Telefon'), '505 123');
    await submit();
    expect(await within(dialog).findByText('Geçerli bir TC Kimlik No giriniz (11 haneli)')).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir telefon numarası giriniz (10 haneli)')).toBeInTheDocument();
    await userEvent.clear(box('TC Kimlik No'));
    await userEvent.type(box('TC Kimlik No'), '100000001469999');
    expect(box('TC Kimlik No')).toHaveValue('10000000146');
    expect(server.sent('POST /workers')).toEqual([]);
  });

  it('shows +90 before the phone and offers the departments as given, after the prompt', () => {
    const { dialog, box } = openDialog();
    expect(within(dialog).getByText('+90')).toBeInTheDocument();
    expect(
      within(box('Departman'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Departman seçin', ...DEPARTMENTS.map((d) => d.name)]);
  });

  it('sends the worker, says so and closes', async () => {
    server.answer('POST /workers', (req: { body: object }) => ({ ...WORKER, ...req.body }));
    const { box, submit, onClose } = openDialog();
    await fillWorker(box);
    await submit();
    expect(await screen.findByText('İşçi başarıyla oluşturuldu')).toBeInTheDocument();
    expect(server.sent('POST /workers')).toEqual([
      {
        first_name: 'Gülizar Şükran',
        last_name: 'Ilıcak Ünlüoğlu',
        tc_no: '10000000146',
        phone: '5051234567',
        department_id: DEPARTMENTS[3]!.id,
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a national id already registered: the server’s reason, the dialog and the input stay', async () => {
    server.answer('POST /workers', refusal(409, 'Bu TC Kimlik No ile kayıtlı bir işçi zaten var.'));
    const { box, submit, onClose } = openDialog();
    await fillWorker(box);
    await submit();
    expect(await screen.findByText('Bu TC Kimlik No ile kayıtlı bir işçi zaten var.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(box('Ad')).toHaveValue('Gülizar Şükran');
  });

  it('without network: the generic failure, the session and the input stay', async () => {
    server.answer('POST /workers', noAnswer);
    const { box, submit, onClose } = openDialog();
    await fillWorker(box);
    await submit();
    expect(await screen.findByText('İşçi oluşturulurken bir hata oluştu')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(box('Soyad')).toHaveValue('Ilıcak Ünlüoğlu');
  });
});

describe('editing a worker', () => {
  it('fills the form from the worker and keeps the masked national id as seen', async () => {
    server.answer(`PUT /workers/${WORKER.id}`, WORKER);
    const { box, submit, onClose } = openDialog(WORKER);
    expect(box('Ad')).toHaveValue('Abdurrahman Şevket');
    expect(box('TC Kimlik No')).toHaveValue('•••••••0146');
    expect(box('Departman')).toHaveValue(WORKER.department_id);
    await userEvent.clear(box('Telefon'));
    await fill(userEvent, box('Telefon'), '5449998877');
    await submit();
    expect(await screen.findByText('İşçi başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /workers/${WORKER.id}`)).toEqual([expect.objectContaining({ tc_no: '•••••••0146', phone: '5449998877' })]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a masked id with fewer than four digits after the dots is refused', async () => {
    const { dialog, box, submit } = openDialog(WORKER);
    await userEvent.clear(box('TC Kimlik No'));
    await fill(userEvent, box('TC Kimlik No'), '•••••••014');
    await submit();
    expect(await within(dialog).findByText('Geçerli bir TC Kimlik No giriniz (11 haneli)')).toBeInTheDocument();
    expect(server.sent(`PUT /workers/${WORKER.id}`)).toEqual([]);
  });

  it('a refused update says the generic update failure when the server gives no reason', async () => {
    server.answer(`PUT /workers/${WORKER.id}`, refusal(500, ''));
    const { submit, onClose } = openDialog(WORKER);
    await submit();
    expect(await screen.findByText('İşçi güncellenirken bir hata oluştu')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
