// /field-equipment/{id}: a hand-over with its parties, the item, the others signed with it, the
// timeline (Istanbul times), the return with each item's condition, the texts signed and the
// signatures; 'Yazdır' prints the document; an unknown record goes back to the list.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldEquipmentDetail, ReturnItem } from '@shared/api-types';
import { addDays, warehouseToday } from '@shared/local-day';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { stubPrint } from '../../../../../tests/helpers/print-stub';
import { renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { FieldEquipmentDetailPage } from './field-equipment-detail-page';

const id = (n: number) => `da000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const WORKER = {
  id: id(1),
  first_name: 'Ömer',
  last_name: 'Ünal',
  tc_no: '10000000146',
  phone: '5321234567',
  department: { id: id(2), name: 'İnşaat' },
};
const LEADER = { id: id(3), first_name: 'Çağla', last_name: 'Işık', tc_no: '10000000147', phone: '5059876543', department: null };
const ISSUER = { id: id(4), first_name: 'Şükrü', last_name: 'Işıklı', tc_no: '10000000148', phone: '5321112233', signature: null };
const drill = {
  id: id(10),
  serial_number: 'HLT-0001',
  model: 'TE 30',
  status: 'in_field',
  brand: { id: id(11), name: 'Hilti' },
  category: { id: id(12), name: 'Kırıcı Delici' },
  warehouse_id: id(20),
};
const batchItem = (n: number, serial: string, status = 'active') => ({
  id: id(100 + n),
  status,
  issued_at: '2026-11-23T06:30:00.000Z',
  returned_at: null,
  equipment: { id: id(200 + n), serial_number: serial, model: 'EU22i', brand: { id: id(13), name: 'Honda' }, category: null },
  photos: [],
});

const ACTIVE: FieldEquipmentDetail = {
  id: id(100),
  batch_id: id(300),
  equipment_id: drill.id,
  equipment: drill,
  warehouse_id: id(20),
  warehouse: { id: id(20), name: 'Gebze Ana Depo' },
  worker_id: WORKER.id,
  worker: WORKER,
  team_leader_id: LEADER.id,
  team_leader: LEADER,
  issued_by_user: ISSUER,
  returned_by_user: null,
  issued_at: '2026-11-23T06:30:00.000Z',
  returned_at: null,
  due_date: null,
  return_batch_id: null,
  return_condition: null,
  return_fault_id: null,
  check_override_reason: null,
  status: 'active',
  created_at: '2026-11-23T06:30:00.000Z',
  updated_at: '2026-11-23T06:30:00.000Z',
  document: { id: id(400), number: 'TES-2026-000123' },
  return_document: null,
  signature: SIGNATURE,
  batch_items: [{ ...batchItem(0, 'HLT-0001'), id: id(100) }, batchItem(1, 'HND-01'), batchItem(2, 'HND-02', 'returned')],
  return_note: null,
  return_signature: null,
  return_items: [],
};
const returnItem = (n: number, serial: string, over: Partial<ReturnItem>): ReturnItem => ({
  ...batchItem(n, serial, 'returned'),
  returned_at: '2026-11-25T15:00:00.000Z',
  return_condition: 'intact',
  return_note: null,
  return_fault_id: null,
  ...over,
});
const RETURNED: FieldEquipmentDetail = {
  ...ACTIVE,
  status: 'returned',
  returned_at: '2026-11-25T15:00:00.000Z',
  returned_by_user: { ...ISSUER, id: id(5), first_name: 'İlkay', last_name: 'Çetin' },
  return_document: { id: id(401), number: 'İAD-2026-000045' },
  return_signature: null,
  return_items: [
    {
      ...returnItem(0, 'HLT-0001', { return_condition: 'damaged', return_note: 'Kablosu ezilmiş', return_fault_id: id(600) }),
      id: id(100),
    },
    returnItem(1, 'HND-01', { return_condition: 'missing_parts' }),
  ],
};
const path = `/field-equipment/${ACTIVE.id}`;

const server = fakeApi({
  [`GET ${path}`]: ACTIVE,
  'GET /field-equipment': [],
  [`GET /documents/${id(400)}/paper`]: refusal(404, 'Belge bulunamadı.'),
});
const userEvent = typist();
const print = stubPrint();

/** Presses `button` and waits for the print: the paper, once its kind, title, number and day are as given. */
async function printed(button: string, heading: { kind: string; title: string; number: string; day: string }) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const paper = screen.getByTestId('print-document');
  expect(paper).toHaveAttribute('data-kind', heading.kind);
  expect(paper).toHaveTextContent(heading.title);
  expect(within(paper).getByTestId('print-number')).toHaveTextContent(heading.number);
  expect(paper).toHaveTextContent(heading.day);
  return paper;
}

async function openPage(record: FieldEquipmentDetail = ACTIVE, permissions = ['view_field_equipment']) {
  server.answer(`GET ${path}`, record);
  server.signIn(permissions);
  const view = await renderRoutedWithApp(<FieldEquipmentDetailPage id={ACTIVE.id} />, path);
  await screen.findByRole('heading', { level: 1, name: 'Hilti TE 30' });
  return view;
}
const card = (title: string | RegExp) => within(screen.getByRole('heading', { level: 2, name: title }).closest('section')!);
const term = (c: ReturnType<typeof card>, name: string) => c.getByText(name, { selector: 'dt' }).nextElementSibling!;

describe('a hand-over in the field', () => {
  it('sums it up: serial, document number, in the field', async () => {
    await openPage();
    const summary = screen.getByTestId('handover-summary');
    expect(summary).toHaveTextContent('Seri No: HLT-0001');
    expect(summary).toHaveTextContent('Belge No: TES-2026-000123');
    expect(within(summary).getByText('Sahada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İade Al' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İade Belgesini Yazdır' })).not.toBeInTheDocument();
  });

  it('names the worker and the team leader with their national id, phone and department', async () => {
    await openPage();
    const worker = card('Teslim Alan İşçi');
    expect(worker.getByRole('link', { name: 'Ömer Ünal' })).toHaveAttribute('href', `/workers/${WORKER.id}`);
    expect(term(worker, 'TC Kimlik No')).toHaveTextContent('10000000146');
    expect(worker.getByRole('link', { name: '+90 532 123 45 67' })).toHaveAttribute('href', 'tel:+905321234567');
    expect(term(worker, 'Departman')).toHaveTextContent('İnşaat');
    const leader = card('Ekip Lideri');
    expect(leader.getByRole('link', { name: 'Çağla Işık' })).toBeInTheDocument();
    expect(term(leader, 'Departman')).toHaveTextContent('-');
    const item = card('Ekipman');
    expect(item.getByRole('link', { name: 'Hilti TE 30' })).toHaveAttribute('href', `/equipment/${drill.id}`);
    expect(term(item, 'Kategori')).toHaveTextContent('Kırıcı Delici');
    expect(item.getByRole('link', { name: 'Gebze Ana Depo' })).toHaveAttribute('href', `/warehouses/${id(20)}`);
  });

  it('lists the other items signed with it, each with its state', async () => {
    await openPage();
    const others = card('Aynı teslimdeki diğer ekipmanlar (2)');
    const items = others.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Honda EU22i · HND-01Sahada', 'Honda EU22i · HND-02İade Alındı']);
    expect(others.getByRole('link', { name: 'Honda EU22i · HND-01' })).toHaveAttribute('href', `/field-equipment/${id(101)}`);
  });

  it('tells the story in Istanbul time, the due day in words and a check overridden with its reason', async () => {
    const due = addDays(warehouseToday(), -4);
    await openPage({ ...ACTIVE, due_date: due, check_override_reason: 'Muayene randevusu 30 Kasım’da' });
    expect(within(screen.getByTestId('handover-summary')).getByText('4 gün gecikti')).toBeInTheDocument();
    const timeline = card('Zaman Çizelgesi');
    expect(timeline.getByText('23 Kas 2026 09:30 · Şükrü Işıklı tarafından Ömer Ünal adlı işçiye teslim edildi')).toBeInTheDocument();
    expect(timeline.getByText(/^Beklenen iade tarihi: /)).toBeInTheDocument();
    expect(timeline.getByTestId('check-override')).toHaveTextContent(
      'Kontrol süresi dolmuşken teslim edildi. Gerekçe: Muayene randevusu 30 Kasım’da',
    );
    expect(timeline.getByText('Ekipman hâlâ sahada, henüz iade alınmadı.')).toBeInTheDocument();
  });

  it('shows the signatures: the worker’s drawing, and where the issuer has none, where to add it', async () => {
    await openPage();
    const signatures = within(screen.getByRole('region', { name: 'İmzalar' }));
    expect(signatures.getByRole('img', { name: 'Teslim Alan (İşçi): Ömer Ünal imzası' })).toHaveAttribute('src', SIGNATURE);
    const issuer = signatures.getByText('Teslim Eden').closest('figure')!;
    expect(issuer).toHaveTextContent('Kullanıcı imzası ayarlanmamış');
    expect(within(issuer).getByRole('link', { name: 'Ayarlar' })).toHaveAttribute('href', '/settings');
    expect(signatures.queryByText('İade Eden (İşçi)')).not.toBeInTheDocument();
  });

  it('shows the texts the worker signed, with their versions', async () => {
    server.answer(`GET /documents/${id(400)}/paper`, {
      id: id(400),
      kind: 'handover',
      number: 'TES-2026-000123',
      code: 'ABCDEFGHJK',
      created_at: ACTIVE.created_at,
      revision: 1,
      fingerprint: null,
      company: null,
      refers_to: null,
      texts: [
        { id: id(700), kind: 'terms', title: 'Zimmet Şartları', body: 'Ekipmanı özenle kullanırım.', version: 3, category: null },
        {
          id: id(701),
          kind: 'terms',
          title: 'Kırıcı Kullanımı',
          body: 'Gözlük takarım.',
          version: 1,
          category: { id: id(12), name: 'Kırıcı Delici' },
        },
      ],
    });
    await openPage();
    expect(await screen.findByRole('heading', { name: 'Zimmet Şartları (sürüm 3)' })).toBeInTheDocument();
    expect(card('Kırıcı Kullanımı — Kırıcı Delici (sürüm 1)').getByText('Gözlük takarım.')).toBeInTheDocument();
  });

  it('prints the hand-over document without its seal when the document’s data cannot be read', async () => {
    await openPage();
    const paper = await printed('Yazdır', {
      kind: 'handover',
      title: 'Ekipman Teslim Tutanağı',
      number: 'TES-2026-000123',
      day: 'Teslim Tarihi: 23 Kas 2026 09:30 (TSİ)',
    });
    expect(paper).toHaveTextContent('Ömer Ünal — İnşaatTC: 10000000146 · Tel: +90 532 123 45 67');
    // Every item of the signing, this one included.
    expect(
      within(paper)
        .getAllByTestId('print-item')
        .map((r) => r.querySelectorAll('td')[3]!.textContent),
    ).toEqual(['HLT-0001', 'HND-01', 'HND-02']);
    expect(within(paper).queryByTestId('paper-seal')).not.toBeInTheDocument();
  });

  it('an unknown record goes back to the list', async () => {
    server.answer(`GET ${path}`, refusal(404, 'Kayıt bulunamadı.'));
    server.signIn(['view_field_equipment']);
    const { router } = await renderRoutedWithApp(<FieldEquipmentDetailPage id={ACTIVE.id} />, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/field-equipment'));
  });
});

describe('a returned hand-over', () => {
  it('says it was returned, by whom and when, with each item’s condition and note', async () => {
    await openPage(RETURNED, ['view_field_equipment', 'view_malfunctions']);
    expect(within(screen.getByTestId('handover-summary')).getByText('İade Alındı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İade Al' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İade Belgesini Yazdır' })).toBeInTheDocument();
    expect(card('Zaman Çizelgesi').getByText('25 Kas 2026 18:00 · İlkay Çetin tarafından iade alındı')).toBeInTheDocument();
    const lines = card('İade (İAD-2026-000045)').getAllByTestId('return-line');
    expect(within(lines[0]!).getByText('Hasarlı')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Not: Kablosu ezilmiş')).toBeInTheDocument();
    expect(within(lines[0]!).getByRole('link', { name: 'Açılan arıza kaydını görüntüle' })).toHaveAttribute(
      'href',
      `/broken-equipment/${id(600)}`,
    );
    // This record is plain text; the other item links to its own record.
    expect(within(lines[0]!).queryByRole('link', { name: /HLT-0001/ })).not.toBeInTheDocument();
    expect(within(lines[1]!).getByRole('link', { name: 'Honda EU22i · HND-01' })).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Eksik parça')).toBeInTheDocument();
    // No drawing at the return: said so, not 'not found'.
    const signatures = within(screen.getByRole('region', { name: 'İmzalar' }));
    expect(signatures.getByText('İade Eden (İşçi)').closest('figure')).toHaveTextContent('İmza alınmadı');
  });

  it('without the fault permission says a fault record was opened, without a link', async () => {
    await openPage(RETURNED);
    const line = card('İade (İAD-2026-000045)').getAllByTestId('return-line')[0]!;
    expect(within(line).getByText('Arıza kaydı açıldı.')).toBeInTheDocument();
    expect(within(line).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers an additional return when the worker still holds items of theirs', async () => {
    server.answer('GET /field-equipment', [
      { ...ACTIVE, id: id(150), equipment: { ...drill, id: id(250), serial_number: 'HLT-0009' }, batch_items: undefined },
    ]);
    await openPage(RETURNED);
    expect(await screen.findByRole('button', { name: 'Ek İade Al' })).toBeInTheDocument();
    expect(
      screen.getByText('İmzalanmış iade belgesi değiştirilemez; eksik kalan iade için bu belgeye atıfla yeni bir belge düzenlenir.'),
    ).toBeInTheDocument();
  });

  it('prints the return document with each item’s condition and note, once its data is read', async () => {
    server.answer(`GET /documents/${id(401)}/paper`, refusal(404, 'Belge bulunamadı.'));
    await openPage(RETURNED);
    const paper = await printed('İade Belgesini Yazdır', {
      kind: 'return',
      title: 'Ekipman İade Tutanağı',
      number: 'İAD-2026-000045',
      day: 'İade Tarihi: 25 Kas 2026 18:00 (TSİ)',
    });
    const rows = within(paper).getAllByTestId('print-item');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['1', 'Honda EU22i', '-', 'HLT-0001', 'HasarlıArıza kaydı açıldı', 'Kablosu ezilmiş'],
      ['2', 'Honda EU22i', '-', 'HND-01', 'Eksik parça', '-'],
    ]);
    expect(paper).toHaveTextContent('Hasarlı olarak iade alınan ekipmanlar için arıza kaydı açılmıştır.');
  });

  it('opened from a list’s return document link, prints it at once', async () => {
    server.answer(`GET /documents/${id(401)}/paper`, refusal(404, 'Belge bulunamadı.'));
    server.answer(`GET ${path}`, RETURNED);
    server.signIn(['view_field_equipment']);
    await renderRoutedWithApp(<FieldEquipmentDetailPage id={ACTIVE.id} printReturnDocument />, path);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('print-document')).toHaveAttribute('data-kind', 'return');
  });
});
