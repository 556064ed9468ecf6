import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectFormRefusal, expectSaved, formDialog } from '../../../../../tests/helpers/form-dialog';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { RepairerRow } from '../api/types';
import { RepairerModal } from './repairer-modal';

const REPAIRER: RepairerRow = {
  id: 'd4e5f6a7-0000-4000-8000-000000000030',
  name: 'Öztürk Elektrikli El Aletleri Tamir Servisi',
  phone: '2164445566',
  address: 'İkitelli OSB, Çevre Sanayi Sitesi 4. Blok No: 12, Başakşehir/İstanbul',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const server = fakeApi();
const userEvent = typist();

function openModal(repairer: RepairerRow | null = null) {
  server.signIn(['view_repairers', 'manage_repairers']);
  const onClose = vi.fn();
  renderWithApp(<RepairerModal open repairer={repairer} onClose={onClose} />);
  return { ...formDialog(repairer ? 'Tamirci Düzenle' : 'Yeni Tamirci', userEvent), onClose };
}

describe('the repairer form', () => {
  it('names each missing field', async () => {
    await expectFormRefusal(server, 'POST /repairers', openModal(), ['Tamirci adı zorunludur', 'Telefon zorunludur', 'Adres zorunludur']);
  });

  it('keeps only digits in the phone and drops a leading 0 typed out of habit', async () => {
    const { box } = openModal();
    await userEvent.type(box('Telefon'), '0 (216) 444-55-66');
    expect(box('Telefon')).toHaveValue('2164445566');
    await userEvent.clear(box('Telefon'));
    await userEvent.type(box('Telefon'), '00532abc1234567999');
    expect(box('Telefon')).toHaveValue('5321234567');
  });

  it('refuses a phone shorter than ten digits', async () => {
    const form = openModal();
    await fill(userEvent, form.box('Tamirci Adı'), 'Usta Cemşit');
    await fill(userEvent, form.box('Telefon'), '53212');
    await fill(userEvent, form.box('Adres'), 'Sanayi');
    await expectFormRefusal(server, 'POST /repairers', form, ['Geçerli bir telefon numarası giriniz (10 haneli)']);
  });

  it('sends a new repairer and closes with the success message', async () => {
    server.answer('POST /repairers', (req: { body: object }) => ({ ...REPAIRER, ...req.body }));
    const { box, submit, onClose } = openModal();
    await fill(userEvent, box('Tamirci Adı'), REPAIRER.name);
    await userEvent.type(box('Telefon'), '02164445566');
    await fill(userEvent, box('Adres'), REPAIRER.address);
    await expectSaved(server, 'POST /repairers', { submit, onClose }, 'Tamirci başarıyla oluşturuldu.', [
      { name: REPAIRER.name, phone: '2164445566', address: REPAIRER.address },
    ]);
  });

  it('a conflict says the server’s reason; any other failure only the form’s own words', async () => {
    server.answer(`PUT /repairers/${REPAIRER.id}`, refusal(409, 'Bu isimde bir tamirci zaten var.'));
    const { submit, onClose } = openModal(REPAIRER);
    await submit();
    expect(await screen.findByText('Bu isimde bir tamirci zaten var.')).toBeInTheDocument();
    server.answer(`PUT /repairers/${REPAIRER.id}`, refusal(400, 'Internal detail: column "phone"'));
    await submit();
    expect(await screen.findByText('Tamirci güncellenirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.queryByText('Internal detail: column "phone"')).not.toBeInTheDocument();
    server.answer(`PUT /repairers/${REPAIRER.id}`, noAnswer);
    await submit();
    expect(await screen.findAllByText('Tamirci güncellenirken bir hata oluştu.')).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits the repairer it was opened with', async () => {
    server.answer(`PUT /repairers/${REPAIRER.id}`, REPAIRER);
    const { box, submit, onClose } = openModal(REPAIRER);
    expect(box('Tamirci Adı')).toHaveValue(REPAIRER.name);
    expect(box('Telefon')).toHaveValue('2164445566');
    await fill(userEvent, box('Adres'), 'Ostim OSB 1234. Cadde No: 5, Yenimahalle/Ankara');
    await expectSaved(server, `PUT /repairers/${REPAIRER.id}`, { submit, onClose }, 'Tamirci başarıyla güncellendi.', [
      { name: REPAIRER.name, phone: '2164445566', address: 'Ostim OSB 1234. Cadde No: 5, Yenimahalle/Ankara' },
    ]);
  });
});
