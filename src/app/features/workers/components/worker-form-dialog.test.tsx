import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectFormRefusal, expectSaved, formDialog } from '../../../../../tests/helpers/form-dialog';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
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
  return { ...formDialog(worker ? 'İşçiyi Düzenle' : 'Yeni İşçi', userEvent), onClose };
}

/** The new worker typed in, as it is sent (with the department chosen). */
const TYPED = { first_name: 'Gülizar Şükran', last_name: 'Ilıcak Ünlüoğlu', tc_no: '10000000146', phone: '5051234567' };

async function fillWorker(box: (name: string) => HTMLElement) {
  await fill(userEvent, box('Ad'), TYPED.first_name);
  await fill(userEvent, box('Soyad'), TYPED.last_name);
  await fill(userEvent, box('TC Kimlik No'), TYPED.tc_no);
  await fill(userEvent, box('Telefon'), TYPED.phone);
  await userEvent.selectOptions(box('Departman'), 'Çelik Konstrüksiyon');
}

describe('the new worker form', () => {
  it('names each missing field and sends nothing', async () => {
    await expectFormRefusal(server, 'POST /workers', openDialog(), [
      'Ad zorunludur',
      'Soyad zorunludur',
      'TC Kimlik No zorunludur',
      'Telefon zorunludur',
      'Departman zorunludur',
    ]);
  });

  it('takes only an 11-digit national id and a 10-digit phone; the boxes stop at their length', async () => {
    const form = openDialog();
    const { box } = form;
    await fillWorker(box);
    await fill(userEvent, box('TC Kimlik No'), '1000000014a');
    await fill(userEvent, box('Telefon'), '505 123');
    await expectFormRefusal(server, 'POST /workers', form, [
      'Geçerli bir TC Kimlik No giriniz (11 haneli)',
      'Geçerli bir telefon numarası giriniz (10 haneli)',
    ]);
    await userEvent.clear(box('TC Kimlik No'));
    await userEvent.type(box('TC Kimlik No'), '100000001469999');
    expect(box('TC Kimlik No')).toHaveValue('10000000146');
    expect(server.sent('POST /workers')).toEqual([]);
  });

  it('shows +90 before the phone and offers the departments as given, after the prompt', () => {
    const { dialog, box } = openDialog();
    expect(within(dialog).getByText('+90')).toBeInTheDocument();
    expect(textsOf(within(box('Departman')).getAllByRole('option'))).toEqual(['Departman seçin', ...DEPARTMENTS.map((d) => d.name)]);
  });

  it('sends the worker, says so and closes', async () => {
    server.answer('POST /workers', (req: { body: object }) => ({ ...WORKER, ...req.body }));
    const { box, submit, onClose } = openDialog();
    await fillWorker(box);
    await expectSaved(server, 'POST /workers', { submit, onClose }, 'İşçi başarıyla oluşturuldu', [
      { ...TYPED, department_id: DEPARTMENTS[3]!.id },
    ]);
  });

  it.each([
    {
      what: 'a national id already registered: the server’s reason',
      reply: refusal(409, 'Bu TC Kimlik No ile kayıtlı bir işçi zaten var.'),
      said: 'Bu TC Kimlik No ile kayıtlı bir işçi zaten var.',
    },
    { what: 'without network: the generic failure', reply: noAnswer, said: 'İşçi oluşturulurken bir hata oluştu' },
  ])('$what; the dialog, the session and the input stay', async ({ reply, said }) => {
    server.answer('POST /workers', reply);
    const { box, submit, onClose } = openDialog();
    await fillWorker(box);
    await submit();
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(box('Ad')).toHaveValue('Gülizar Şükran');
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
    await fill(userEvent, box('Telefon'), '5449998877');
    await expectSaved(server, `PUT /workers/${WORKER.id}`, { submit, onClose }, 'İşçi başarıyla güncellendi', [
      expect.objectContaining({ tc_no: '•••••••0146', phone: '5449998877' }),
    ]);
  });

  it('a masked id with fewer than four digits after the dots is refused', async () => {
    const form = openDialog(WORKER);
    await fill(userEvent, form.box('TC Kimlik No'), '•••••••014');
    await expectFormRefusal(server, `PUT /workers/${WORKER.id}`, form, ['Geçerli bir TC Kimlik No giriniz (11 haneli)']);
  });

  it('a refused update says the generic update failure when the server gives no reason', async () => {
    server.answer(`PUT /workers/${WORKER.id}`, refusal(500, ''));
    const { submit, onClose } = openDialog(WORKER);
    await submit();
    expect(await screen.findByText('İşçi güncellenirken bir hata oluştu')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
