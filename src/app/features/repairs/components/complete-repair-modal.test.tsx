import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { expectRefusalThenNoAnswer } from '../../../../../tests/helpers/refusals';
import { anyFileChooser, fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { BROKEN_RECORD as RECORD } from '../../../../../tests/helpers/repair-fixtures';
import type { BrokenRecord, RepairerRow } from '../api/types';
import { CompleteRepairModal } from './complete-repair-modal';

const repairer = (id: string, name: string, phone: string): RepairerRow => ({
  id,
  name,
  phone,
  address: 'İkitelli OSB',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const REPAIRERS = [
  repairer('8c000000-0000-4000-8000-000000000001', 'Zirve Hidrolik', '2125550001'),
  repairer('8c000000-0000-4000-8000-000000000002', 'Çınar Elektrik Bobinaj', '2165550002'),
  repairer('8c000000-0000-4000-8000-000000000003', 'Ege Makina Tamir', '2325550003'),
];

const server = fakeApi({ 'GET /repairers': REPAIRERS });
const userEvent = typist();

function openModal(record: BrokenRecord = RECORD) {
  server.signIn(['view_malfunctions', 'resolve_malfunction']);
  const onClose = vi.fn();
  renderWithApp(<CompleteRepairModal record={record} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Tamiri Tamamla' });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Tamamla' }));
  return { dialog, submit, onClose };
}

async function chooseRepairer(dialog: HTMLElement, name: string) {
  await userEvent.click(await within(dialog).findByRole('radio', { name: new RegExp(name) }));
}

describe('completing a repair', () => {
  it('names the item and asks for the result, the repairer and the cost', async () => {
    const { dialog, submit } = openModal();
    expect(dialog).toHaveAccessibleDescription('Hilti TE 3000-AVR Kırıcı · Kırıcı Delici - SN-ĞÜŞ-7781');
    await submit();
    expect(await within(dialog).findByText('Sonuç seçimi zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Tamirci seçimi zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Tamir maliyeti zorunludur')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('lists the repairers in Turkish order and finds one by phone', async () => {
    const { dialog } = openModal();
    await within(dialog).findByRole('radio', { name: /Zirve Hidrolik/ });
    const names = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.querySelector('.font-medium')?.textContent ?? '')
      .filter((t) => /Hidrolik|Bobinaj|Makina/.test(t));
    expect(names).toEqual(['Çınar Elektrik Bobinaj', 'Ege Makina Tamir', 'Zirve Hidrolik']);
    await fill(userEvent, within(dialog).getByRole('searchbox', { name: 'Tamirci ara' }), '232');
    expect(within(dialog).getByRole('radio', { name: /Ege Makina Tamir/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Zirve Hidrolik/ })).not.toBeInTheDocument();
  });

  it('sends the result, the repairer and the cost read the Turkish way, and says the repair is done', async () => {
    server.answer(`PUT /broken-equipment/${RECORD.id}/complete`, { ...RECORD, status: 'repaired' });
    const { dialog, submit, onClose } = openModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Tamir Edildi/ }));
    await chooseRepairer(dialog, 'Çınar Elektrik Bobinaj');
    await fill(userEvent, within(dialog).getByLabelText(/Tamir Maliyeti/), '1.250,50');
    await expectSaved(server, `PUT /broken-equipment/${RECORD.id}/complete`, { submit, onClose }, 'Tamir başarıyla tamamlandı.', [
      { status: 'repaired', repairer_id: REPAIRERS[1]!.id, repair_cost: 1250.5, repair_invoice: null },
    ]);
  });

  it('scrapping says so instead, and carries the invoice as the spec’s encoded text', async () => {
    server.answer(`PUT /broken-equipment/${RECORD.id}/complete`, { ...RECORD, status: 'scrapped' });
    const { dialog, submit } = openModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Hurdaya Ayrıldı/ }));
    await chooseRepairer(dialog, 'Zirve Hidrolik');
    // A cost of nothing is not a cost.
    await fill(userEvent, within(dialog).getByLabelText(/Tamir Maliyeti/), '0');
    await submit();
    expect(await within(dialog).findByText('Geçerli bir tutar giriniz.')).toBeInTheDocument();
    await fill(userEvent, within(dialog).getByLabelText(/Tamir Maliyeti/), '150');
    const pdf = new File(['%PDF-1.4 fatura'], 'Fatura Şubat — Çınar.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Fatura (isteğe bağlı)'), pdf);
    expect(await within(dialog).findByText(/Fatura Şubat — Çınar\.pdf/)).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Ekipman hurdaya ayrıldı.')).toBeInTheDocument();
    const [body] = server.sent(`PUT /broken-equipment/${RECORD.id}/complete`) as Array<{ repair_invoice: string; repair_cost: number }>;
    expect(body?.repair_cost).toBe(150);
    const invoice = JSON.parse(body!.repair_invoice) as { filename: string; type: string; data: string };
    expect(invoice).toMatchObject({ filename: 'Fatura Şubat — Çınar.pdf', type: 'application/pdf' });
    expect(atob(invoice.data.replace(/^data:application\/pdf;base64,/, ''))).toBe('%PDF-1.4 fatura');
  });

  it('refuses an invoice that is neither an image nor a PDF, and sends nothing', async () => {
    const { dialog, submit } = openModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Tamir Edildi/ }));
    await chooseRepairer(dialog, 'Zirve Hidrolik');
    await fill(userEvent, within(dialog).getByLabelText(/Tamir Maliyeti/), '500');
    const input = within(dialog).getByLabelText('Fatura (isteğe bağlı)');
    // The file dialog's 'All files' lets anything through the accept list.
    await anyFileChooser().upload(input, new File(['MZ'], 'fatura.exe', { type: 'application/x-msdownload' }));
    expect(await within(dialog).findByText('Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.')).toBeInTheDocument();
    await submit();
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('a fault within its warranty says so before a repairer is chosen', () => {
    const { dialog } = openModal({ ...RECORD, under_warranty_until: '2027-03-15' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Garantili: arıza garanti süresi içinde bildirildi (garanti bitişi 15.03.2027). Tamirciye göndermeden önce tedarikçiden garanti kapsamında onarım isteyin.',
    );
  });

  it('the server’s refusal or no answer keeps the dialog and its choices', async () => {
    const { dialog, submit, onClose } = openModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Tamir Edildi/ }));
    await chooseRepairer(dialog, 'Ege Makina Tamir');
    await fill(userEvent, within(dialog).getByLabelText(/Tamir Maliyeti/), '750,00');
    await expectRefusalThenNoAnswer(server, `PUT /broken-equipment/${RECORD.id}/complete`, submit, {
      reason: 'Bu arıza kaydı zaten kapatılmış.',
      failure: 'Tamir tamamlanırken bir hata oluştu.',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radio', { name: /Ege Makina Tamir/ })).toBeChecked();
  });
});
