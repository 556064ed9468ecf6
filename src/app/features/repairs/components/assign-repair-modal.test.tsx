import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { expectSearchFinds, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { BROKEN_RECORD as RECORD } from '../../../../../tests/helpers/repair-fixtures';
import { choiceTexts } from '../../../../../tests/helpers/texts';
import { AssignRepairModal } from './assign-repair-modal';

const user = (n: number, first_name: string, last_name: string, email: string | null) => ({
  id: `ea000000-0000-4000-8000-00000000000${n}`,
  first_name,
  last_name,
  email,
});
const USERS = [
  user(1, 'Ömer Faruk', 'Yıldırım', 'omer@depo.example'),
  user(2, 'İlkay', 'Çetinkaya', null),
  user(3, 'Ilgaz', 'Şahin', 'ilgaz@depo.example'),
  user(4, 'Cemre', 'Ağaoğlu', 'cemre@depo.example'),
];

const server = fakeApi({ 'GET /users': USERS });
const userEvent = typist();

async function openModal(record = RECORD) {
  server.signIn(['view_malfunctions', 'resolve_malfunction']);
  const onClose = vi.fn();
  renderWithApp(<AssignRepairModal record={record} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Tamir Ata' });
  await within(dialog).findByRole('radio', { name: /Cemre Ağaoğlu/ });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Ata' }));
  return { dialog, submit, onClose };
}

/** The people offered, by name, in the order shown. */
const offered = (dialog: HTMLElement) => choiceTexts(dialog, 'radio', '.font-medium');

describe('assigning a repair', () => {
  it('names the item and offers the people in Turkish order of first and last name', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAccessibleDescription('Hilti TE 3000-AVR Kırıcı · Kırıcı Delici - SN-ĞÜŞ-7781');
    expect(offered(dialog)).toEqual(['Cemre Ağaoğlu', 'Ilgaz Şahin', 'İlkay Çetinkaya', 'Ömer Faruk Yıldırım']);
  });

  it('finds a person by either name, typed without Turkish letters', async () => {
    const { dialog } = await openModal();
    const search = within(dialog).getByRole('searchbox', { name: 'Kişi ara' });
    await expectSearchFinds(userEvent, search, () => offered(dialog), [
      ['cetinkaya', ['İlkay Çetinkaya']],
      ['OMER', ['Ömer Faruk Yıldırım']],
    ]);
  });

  it('asks for a person, then sends the one chosen and says so', async () => {
    server.answer(`PUT /broken-equipment/${RECORD.id}/assign`, { ...RECORD, status: 'in_repair' });
    const { dialog, submit, onClose } = await openModal();
    await submit();
    expect(await within(dialog).findByText('Kişi seçimi zorunludur')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Ilgaz Şahin/ }));
    await expectSaved(server, `PUT /broken-equipment/${RECORD.id}/assign`, { submit, onClose }, 'Tamir başarıyla atandı.', [
      { assigned_to: USERS[2]!.id },
    ]);
  });

  it('a refusal says its reason; no answer says the form’s words; the dialog stays', async () => {
    const { dialog, submit, onClose } = await openModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Cemre Ağaoğlu/ }));
    await expectRefusalThenNoAnswer(server, `PUT /broken-equipment/${RECORD.id}/assign`, submit, {
      reason: 'Bu arıza kaydı zaten tamirde.',
      failure: 'Tamir atanırken bir hata oluştu.',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('people that could not be loaded are not "not found": the failure and a retry that loads them', async () => {
    for (const failure of [noAnswer, refusal(503, 'Sunucu geçici olarak hizmet veremiyor.')]) {
      server.answer('GET /users', failure);
      server.signIn(['view_malfunctions', 'resolve_malfunction']);
      const view = renderWithApp(<AssignRepairModal record={RECORD} onClose={vi.fn()} />);
      const dialog = screen.getByRole('dialog', { name: 'Tamir Ata' });
      const retry = await within(dialog).findByRole('button', { name: 'Yeniden Dene' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Kullanıcılar yüklenirken bir hata oluştu.');
      expect(within(dialog).queryByText('Kullanıcı bulunamadı.')).toBeNull();
      server.answer('GET /users', USERS);
      await userEvent.click(retry);
      await within(dialog).findByRole('radio', { name: /Cemre Ağaoğlu/ });
      expect(within(dialog).queryByText('Kullanıcılar yüklenirken bir hata oluştu.')).toBeNull();
      view.unmount();
    }
  });

  it('a fault within its warranty says so before anyone is chosen', async () => {
    const { dialog } = await openModal({ ...RECORD, under_warranty_until: '2026-12-31' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('garanti bitişi 31.12.2026');
  });
});
