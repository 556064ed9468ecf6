import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { expectFormRefusal, formDialog } from '../../../../../tests/helpers/form-dialog';
import { anyFileChooser, fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
import { RecordCheckModal } from './record-check-modal';

const CATEGORY = 'cd000000-0000-4000-8000-000000000001';
const OTHER_CATEGORY = 'cd000000-0000-4000-8000-000000000002';
const SCHEDULES = [
  { id: 'ce000000-0000-4000-8000-000000000011', category_id: CATEGORY, name: 'Periyodik Kontrol (İSG)', interval_months: 12 },
  { id: 'ce000000-0000-4000-8000-000000000012', category_id: CATEGORY, name: 'Yalıtım Ölçümü', interval_months: 6 },
  { id: 'ce000000-0000-4000-8000-000000000013', category_id: OTHER_CATEGORY, name: 'Basınç Testi', interval_months: 3 },
];
const ITEM = { id: 'cf000000-0000-4000-8000-000000000099', category_id: CATEGORY };

const server = fakeApi({ 'GET /check-schedules': SCHEDULES });
const userEvent = typist();
afterEach(() => vi.useRealTimers());

async function openModal() {
  server.signIn(['view_equipment', 'record_checks']);
  const onClose = vi.fn();
  renderWithApp(<RecordCheckModal open equipment={ITEM} onClose={onClose} />);
  const form = formDialog('Kontrol Kaydet', userEvent);
  await within(form.dialog).findByRole('option', { name: 'Periyodik Kontrol (İSG) (12 ayda bir)' });
  return { ...form, onClose };
}

describe('recording a check', () => {
  it('offers only the checks the item’s category requires, with their interval', async () => {
    const { box } = await openModal();
    expect(textsOf(within(box('Kontrol türü')).getAllByRole('option'))).toEqual([
      'Seçin',
      'Periyodik Kontrol (İSG) (12 ayda bir)',
      'Yalıtım Ölçümü (6 ayda bir)',
    ]);
    expect(box('Sonuç')).toHaveValue('passed');
    expect(within(box('Sonuç')).getByRole('option', { name: 'Uygun değil' })).toBeInTheDocument();
  });

  it('is dated today in Istanbul, and refuses a day after it', async () => {
    // 22:30 UTC on 31 December is 1 January in Istanbul.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T22:30:00Z'));
    const form = await openModal();
    const { box } = form;
    expect(box('Kontrol tarihi')).toHaveValue('2027-01-01');
    expect(box('Kontrol tarihi')).toHaveAttribute('max', '2027-01-01');
    await userEvent.selectOptions(box('Kontrol türü'), 'Yalıtım Ölçümü (6 ayda bir)');
    await fill(userEvent, box('Kontrolü yapan kişi / firma'), 'Ölçüm Mühendislik Ltd. Şti.');
    await fill(userEvent, box('Kontrol tarihi'), '2027-01-02');
    await expectFormRefusal(server, 'POST /equipment-checks', form, ['Kontrol tarihi ileri bir gün olamaz.']);
  });

  it('asks for the check and who made it', async () => {
    await expectFormRefusal(server, 'POST /equipment-checks', await openModal(), [
      'Kontrol türü seçimi zorunludur',
      'Kontrolü yapan kişi veya firma zorunludur',
    ]);
  });

  it('sends the check for the item with its certificate as encoded text, and says so', async () => {
    server.answer('POST /equipment-checks', { id: 'chk1' });
    const { box, submit, onClose } = await openModal();
    await userEvent.selectOptions(box('Kontrol türü'), 'Periyodik Kontrol (İSG) (12 ayda bir)');
    await fill(userEvent, box('Kontrol tarihi'), '2026-10-12');
    await fill(userEvent, box('Kontrolü yapan kişi / firma'), '  Güvenlik Denetim A.Ş. — Ümit Çağrı Işık ');
    await userEvent.selectOptions(box('Sonuç'), 'Uygun değil');
    await fill(userEvent, box('Sertifika numarası'), 'SRT-2026/0042');
    const pdf = new File(['%PDF-1.7 sertifika'], 'sertifika-ışık.pdf', { type: 'application/pdf' });
    await userEvent.upload(box('Sertifika dosyası (PDF, JPG veya PNG; en fazla 10 MB)'), pdf);
    await submit();
    expect(await screen.findByText('Kontrol kaydedildi.')).toBeInTheDocument();
    const [body] = server.sent('POST /equipment-checks') as Array<Record<string, string>>;
    expect(body).toMatchObject({
      equipment_id: ITEM.id,
      check_id: SCHEDULES[0]!.id,
      checked_on: '2026-10-12',
      performed_by: 'Güvenlik Denetim A.Ş. — Ümit Çağrı Işık',
      result: 'failed',
      certificate_no: 'SRT-2026/0042',
    });
    expect(JSON.parse(body!.certificate!)).toMatchObject({ filename: 'sertifika-ışık.pdf', type: 'application/pdf' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a certificate that is not a PDF, JPG or PNG, and sends nothing', async () => {
    const { dialog, box, submit } = await openModal();
    await userEvent.selectOptions(box('Kontrol türü'), 'Yalıtım Ölçümü (6 ayda bir)');
    await fill(userEvent, box('Kontrolü yapan kişi / firma'), 'Usta');
    await anyFileChooser().upload(
      box('Sertifika dosyası (PDF, JPG veya PNG; en fazla 10 MB)'),
      new File(['<svg/>'], 'sertifika.svg', { type: 'image/svg+xml' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sertifika yalnızca PDF, JPG veya PNG olabilir.');
    await submit();
    expect(server.sent('POST /equipment-checks')).toEqual([]);
  });

  it('the server’s refusal is said and the dialog stays', async () => {
    server.answer('POST /equipment-checks', refusal(409, 'Bu kontrol bu ekipmanın kategorisinde tanımlı değil.'));
    const { box, submit, onClose } = await openModal();
    await userEvent.selectOptions(box('Kontrol türü'), 'Yalıtım Ölçümü (6 ayda bir)');
    await fill(userEvent, box('Kontrolü yapan kişi / firma'), 'Usta');
    await submit();
    expect(await screen.findByText('Bu kontrol bu ekipmanın kategorisinde tanımlı değil.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
