import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { anyFileChooser, fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { BROKEN_RECORD } from '../../../../../tests/helpers/repair-fixtures';
import type { BrokenDetail } from '../api/types';
import { BrokenDetailPage } from './broken-detail-page';

const ID = BROKEN_RECORD.id;
const GULSEN = { id: 'u1', first_name: 'Gülşen', last_name: 'Çağlayan', tc_no: '10000000146', phone: '5321234567' };
const SUKRU = { id: 'u2', first_name: 'Şükrü', last_name: 'Işıklı', tc_no: '10000000078', phone: '05339876543' };
const PDF_INVOICE = JSON.stringify({
  filename: 'fatura-Şubat.pdf',
  type: 'application/pdf',
  data: 'data:application/pdf;base64,JVBERi0xLjQ=',
});

const PENDING = {
  ...BROKEN_RECORD,
  equipment: { ...BROKEN_RECORD.equipment!, status: 'broken' },
  status: 'pending',
  reported_by_user: GULSEN,
  assigned_to_user: null,
  assigned_by_user: null,
  repair_invoice: null,
  photos: [],
  document: { id: 'doc1', number: 'ARZ-2026-000042' },
} as BrokenDetail;
const IN_REPAIR: BrokenDetail = {
  ...PENDING,
  status: 'in_repair',
  assigned_to_user: SUKRU,
  assigned_by_user: GULSEN,
  assigned_at: '2026-11-02T06:30:00.000Z',
};
const REPAIRED: BrokenDetail = {
  ...IN_REPAIR,
  status: 'repaired',
  repairer: { id: 'r1', name: 'Çınar Elektrik Bobinaj', phone: '2165550002', address: 'İkitelli OSB, Başakşehir' },
  repair_cost: 12500.5,
  repair_cost_updated_by_user: GULSEN,
  repair_cost_updated_at: '2026-11-05T12:00:00.000Z',
  has_invoice: true,
  repair_invoice: PDF_INVOICE,
  invoice_uploaded_by_user: SUKRU,
  invoice_uploaded_at: '2026-11-05T12:05:00.000Z',
  resolved_at: '2026-11-05T11:45:00.000Z',
};

const server = fakeApi({ [`GET /broken-equipment/${ID}`]: PENDING });
const userEvent = typist();

async function openPage(detail: BrokenDetail = PENDING) {
  server.signIn(['view_malfunctions', 'resolve_malfunction']);
  server.answer(`GET /broken-equipment/${ID}`, detail);
  const view = await renderRoutedWithApp(<BrokenDetailPage id={ID} />, `/broken-equipment/${ID}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
}
const card = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section')!;

describe('a fault’s page', () => {
  it('names the item, its number, category and warehouse, and the fault in the reporter’s words', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hilti TE 3000-AVR Kırıcı');
    expect(screen.getByText('Kırıcı Delici - SN-ĞÜŞ-7781')).toBeInTheDocument();
    expect(screen.getByText('Bildirim: 1 Kas 2026 10:00')).toBeInTheDocument();
    const item = card('Ekipman Bilgileri');
    expect(within(item).getByRole('link', { name: 'Hilti TE 3000-AVR Kırıcı' })).toHaveAttribute('href', '/equipment/e1');
    expect(item).toHaveTextContent('ARZ-2026-000042');
    expect(item).toHaveTextContent('Ümraniye');
    expect(card('Arıza Açıklaması')).toHaveTextContent('Darbe yapmıyor, motor ısınıyor');
  });

  it('while pending offers Tamir Ata, says nobody is assigned, and offers no cost or invoice change', async () => {
    await openPage();
    expect(screen.getByRole('button', { name: 'Tamir Ata: Hilti TE 3000-AVR Kırıcı SN-ĞÜŞ-7781' })).toBeInTheDocument();
    expect(card('Atanan Kişi')).toHaveTextContent('Henüz atanmadı');
    expect(card('Tamirci')).toHaveTextContent('Tamirci belirtilmemiş');
    expect(within(card('Tamir Maliyeti')).queryByRole('button')).toBeNull();
    expect(card('Fatura')).toHaveTextContent('Fatura yüklenmemiş');
    const timeline = within(card('Zaman Çizelgesi')).getAllByRole('listitem');
    expect(timeline.map((li) => li.textContent)).toEqual([
      'Arıza bildirildi1 Kas 2026 10:00Gülşen Çağlayan',
      'Tamir atamasıHenüz atanmadı',
    ]);
  });

  it('while in repair shows the assignee with a callable +90 phone, and offers Tamamla', async () => {
    await openPage(IN_REPAIR);
    const assignee = card('Atanan Kişi');
    expect(assignee).toHaveTextContent('Şükrü Işıklı');
    expect(assignee).toHaveTextContent('10000000078');
    expect(within(assignee).getByRole('link', { name: '+90 533 987 65 43' })).toHaveAttribute('href', 'tel:+905339876543');
    expect(assignee).toHaveTextContent('2 Kas 2026 09:30');
    expect(screen.getByRole('button', { name: 'Tamamla: Hilti TE 3000-AVR Kırıcı SN-ĞÜŞ-7781' })).toBeInTheDocument();
    const steps = within(card('Zaman Çizelgesi')).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('Tamir atandı2 Kas 2026 09:30Şükrü Işıklı · Atayan: Gülşen Çağlayan');
    expect(steps[2]).toHaveTextContent('Şu anda tamirde');
  });

  it('once repaired shows the repairer, the cost in lira with who set it, and the invoice', async () => {
    await openPage(REPAIRED);
    const repairer = card('Tamirci');
    expect(within(repairer).getByRole('link', { name: 'Çınar Elektrik Bobinaj' })).toHaveAttribute(
      'href',
      '/broken-equipment/repairers/r1',
    );
    expect(within(repairer).getByRole('link', { name: '+90 216 555 00 02' })).toHaveAttribute('href', 'tel:+902165550002');
    expect(screen.getByTestId('repair-cost')).toHaveTextContent('₺12.500,50');
    expect(card('Tamir Maliyeti')).toHaveTextContent('Gülşen Çağlayan · 5 Kas 2026 15:00');
    expect(card('Fatura')).toHaveTextContent('fatura-Şubat.pdf');
    expect(card('Fatura')).toHaveTextContent('Şükrü Işıklı · 5 Kas 2026 15:05');
    expect(screen.queryByRole('button', { name: /^Tamamla/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Tamir Ata/ })).toBeNull();
    expect(within(card('Zaman Çizelgesi')).getAllByRole('listitem')[2]).toHaveTextContent(
      'Tamir tamamlandı5 Kas 2026 14:45Çınar Elektrik Bobinaj',
    );
  });

  it('marks a scrapped item’s last step as such', async () => {
    await openPage({ ...REPAIRED, status: 'scrapped' });
    expect(within(card('Zaman Çizelgesi')).getAllByRole('listitem')[2]).toHaveTextContent('Hurdaya ayrıldı');
  });

  it('says a fault within the warranty is covered', async () => {
    await openPage({ ...PENDING, under_warranty_until: '2027-01-31' });
    expect(screen.getByTestId('warranty-notice')).toHaveTextContent('garanti bitişi 31.01.2027');
  });

  it('goes back to the list when the fault cannot be read', async () => {
    server.signIn(['view_malfunctions']);
    server.answer(`GET /broken-equipment/${ID}`, refusal(404, 'Arıza kaydı bulunamadı'));
    const { router } = await renderRoutedWithApp(<BrokenDetailPage id={ID} />, `/broken-equipment/${ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/broken-equipment'));
  });
});

describe('correcting a repair’s cost', () => {
  const PUT = `PUT /broken-equipment/${ID}/repair-cost`;
  async function openCost() {
    await openPage(REPAIRED);
    await userEvent.click(within(card('Tamir Maliyeti')).getByRole('button', { name: 'Maliyeti Güncelle' }));
    const dialog = screen.getByRole('dialog', { name: 'Tamir Maliyetini Güncelle' });
    return {
      dialog,
      box: within(dialog).getByLabelText(/Tamir Maliyeti/),
      save: () => userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' })),
    };
  }

  it('shows the cost the Turkish way and sends the corrected one as a number', async () => {
    server.answer(PUT, { ...REPAIRED, repair_cost: 9999.99 });
    const { box, save } = await openCost();
    expect(box).toHaveValue('12.500,50');
    await fill(userEvent, box, '9.999,99');
    await save();
    expect(await screen.findByText('Tamir maliyeti başarıyla güncellendi.')).toBeInTheDocument();
    expect(server.sent(PUT)).toEqual([{ repair_cost: 9999.99 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an empty or zero cost under the field, and keeps only digits of what is typed', async () => {
    const { dialog, box, save } = await openCost();
    await userEvent.clear(box);
    await save();
    expect(await within(dialog).findByText('Tamir maliyeti zorunludur')).toBeInTheDocument();
    await fill(userEvent, box, 'on iki bin');
    expect(box).toHaveValue('');
    await fill(userEvent, box, '0,00');
    await save();
    expect(await within(dialog).findByText('Geçerli bir tutar giriniz.')).toBeInTheDocument();
    expect(server.sent(PUT)).toEqual([]);
  });

  it('says only the spec’s generic failure, even for a refusal, and keeps the dialog', async () => {
    server.answer(PUT, refusal(409, 'Kayıt kapatılmamış.'));
    const { dialog, box, save } = await openCost();
    await fill(userEvent, box, '100');
    await save();
    expect(await screen.findByText('Tamir maliyeti güncellenirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.queryByText('Kayıt kapatılmamış.')).toBeNull();
    expect(dialog).toBeInTheDocument();
  });
});

describe('an invoice', () => {
  const PUT = `PUT /broken-equipment/${ID}/invoice`;

  /** Replaces the repaired record's invoice with `file`: the dialog, once Yükle is pressed. */
  async function replaceInvoice(file: File) {
    await openPage(REPAIRED);
    await userEvent.click(within(card('Fatura')).getByRole('button', { name: 'Faturayı Değiştir' }));
    const dialog = screen.getByRole('dialog', { name: 'Faturayı Değiştir' });
    await userEvent.upload(within(dialog).getByLabelText('Fatura'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    return dialog;
  }

  it('replaces the invoice with the chosen image, sent as the encoded text', async () => {
    server.answer(PUT, REPAIRED);
    await replaceInvoice(new File(['PNG'], 'makbuz ç.png', { type: 'image/png' }));
    expect(await screen.findByText('Fatura başarıyla yüklendi.')).toBeInTheDocument();
    const [body] = server.sent(PUT) as Array<{ repair_invoice: string }>;
    expect(JSON.parse(body!.repair_invoice)).toMatchObject({ filename: 'makbuz ç.png', type: 'image/png' });
  });

  it('asks for a file first, and refuses one that is neither an image nor a PDF', async () => {
    await openPage({ ...REPAIRED, has_invoice: false, repair_invoice: null });
    await userEvent.click(within(card('Fatura')).getByRole('button', { name: 'Fatura Yükle' }));
    const dialog = screen.getByRole('dialog', { name: 'Fatura Yükle' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    expect(await within(dialog).findByText('Lütfen bir dosya seçin.')).toBeInTheDocument();
    await anyFileChooser().upload(within(dialog).getByLabelText('Fatura'), new File(['x'], 'fatura.docx', { type: 'application/msword' }));
    expect(await within(dialog).findByText('Sadece resim (JPG, PNG, GIF, WEBP) veya PDF dosyaları yüklenebilir.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    expect(server.sent(PUT)).toEqual([]);
  });

  it('without an answer says the upload failed and keeps the dialog', async () => {
    server.answer(PUT, noAnswer);
    const dialog = await replaceInvoice(new File(['%PDF'], 'f.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Fatura yüklenirken bir hata oluştu.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
