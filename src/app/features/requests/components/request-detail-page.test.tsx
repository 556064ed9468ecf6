// One request (docs/planning.md "Requests"): what was asked and its state; the warehouse approves
// all or part (amounts typed the Turkish way) or refuses with a reason; the requester may cancel an
// open one; an approval's reservation is one tap from its hand-over.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldRequest } from '@shared/requests';
import { fakeApi, noAnswer, refusal, SIGNED_IN } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { fieldRequest, qid, requestLine } from '../../../../../tests/helpers/request-fixtures';
import { RequestDetailPage } from './request-detail-page';

const GENERATORS = requestLine(1, { kind: 'model', brand_id: qid(50), brand: 'Honda', model: 'EU22i', quantity: 3 });
const DRILL = requestLine(2, {
  kind: 'item',
  equipment: { id: qid(60), serial_number: 'HLT-0001', brand: 'Hilti', model: 'TE 30', status: 'available' },
});
const GLOVES = requestLine(3, { kind: 'stock', stock_item: { id: qid(70), name: 'İş Eldiveni', unit: 'çift' }, quantity: 12.5 });
const WORKERS = [
  { id: qid(201), first_name: 'Ömer', last_name: 'Ünal' },
  { id: qid(202), first_name: 'Çağla', last_name: 'Işık' },
];

const OPEN = fieldRequest(0, {
  site: 'Kartal Metro Şantiyesi',
  note: 'Sabah 8’de kapıda olsun',
  created_at: '2026-12-01T21:15:00.000Z',
  lines: [GENERATORS, DRILL, GLOVES],
});
const path = `/requests/${OPEN.id}`;

const server = fakeApi({
  [`GET ${path}`]: OPEN,
  'GET /requests/options': { warehouses: [OPEN.warehouse], workers: WORKERS, models: [], stock_items: [] },
});
const userEvent = typist();

async function openPage(permissions: string[] = ['approve_request'], request: FieldRequest = OPEN) {
  server.answer(`GET ${path}`, request);
  server.signIn(permissions);
  await renderRoutedWithApp(<RequestDetailPage id={request.id} />, path);
  await screen.findByRole('heading', { name: `Talep: ${request.site}` });
  return within(screen.getByRole('region', { name: 'Talep' }));
}
/** The decision panel, once its workers are read. */
async function decision() {
  const panel = screen.getByRole('region', { name: 'Karar' });
  await within(panel).findByRole('option', { name: 'Çağla Işık' });
  return within(panel);
}
const term = (summary: ReturnType<typeof within>, name: string) => summary.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('a request’s page', () => {
  it('shows the days, the warehouse, who asked and when (Istanbul), the note and each line in Turkish', async () => {
    const summary = await openPage();
    expect(summary.getByText('7 Ara 2026 – 9 Ara 2026')).toBeInTheDocument();
    expect(summary.getByText('Onay Bekliyor')).toBeInTheDocument();
    expect(term(summary, 'Depo')).toHaveTextContent('Gebze Ana Depo');
    // 21:15 UTC is 00:15 the next day in Istanbul.
    expect(term(summary, 'Talep eden')).toHaveTextContent('Şükrü Işıklı · 2 Ara 2026 00:15 (TSİ)');
    expect(term(summary, 'Teslim alacak')).toHaveTextContent('Depo belirleyecek');
    expect(term(summary, 'Not')).toHaveTextContent('Sabah 8’de kapıda olsun');
    const lines = within(summary.getByRole('list', { name: 'Talep edilenler' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['3 × Honda EU22i', 'HLT-0001 (Hilti TE 30)', '12,5 çift İş Eldiveni']);
    expect(summary.queryByText('Karar')).not.toBeInTheDocument();
  });

  it('a decided request says who decided, what was given of each line, and the reservation made', async () => {
    const summary = await openPage(['create_request'], {
      ...OPEN,
      status: 'partly_approved',
      worker: WORKERS[0]!,
      decided_by: { id: qid(301), first_name: 'İlkay', last_name: 'Çetin' },
      decided_at: '2026-12-02T07:30:00.000Z',
      decision_note: 'Bir jeneratör bakımda.',
      reservation_id: qid(400),
      lines: [
        { ...GENERATORS, approved: 2 },
        { ...DRILL, approved: 1 },
        { ...GLOVES, approved: 0 },
      ],
    });
    expect(summary.getByText('Kısmen Onaylandı')).toBeInTheDocument();
    expect(term(summary, 'Teslim alacak')).toHaveTextContent('Ömer Ünal');
    expect(term(summary, 'Karar')).toHaveTextContent('İlkay Çetin · 2 Ara 2026 10:30 (TSİ)');
    expect(term(summary, 'Depo notu')).toHaveTextContent('Bir jeneratör bakımda.');
    const lines = within(summary.getByRole('list', { name: 'Talep edilenler' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      '3 × Honda EU22i — 2 / 3 onaylandı',
      'HLT-0001 (Hilti TE 30) — Onaylandı',
      '12,5 çift İş Eldiveni — Verilmedi',
    ]);
    expect(summary.getByText('Onaylanan ekipmanlar için rezervasyon yapıldı; depo teslim gününde hazırlayacak.')).toBeInTheDocument();
    // No decision on a decided request; without the hand-over permissions no 'Teslim Et'.
    expect(screen.queryByRole('region', { name: 'Karar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teslim Et' })).not.toBeInTheDocument();
  });

  it('a refused request gives the reason under its own name', async () => {
    const summary = await openPage(['create_request'], {
      ...OPEN,
      status: 'refused',
      decided_by: { id: qid(301), first_name: 'İlkay', last_name: 'Çetin' },
      decided_at: '2026-12-02T07:30:00.000Z',
      decision_note: 'Bu tarihlerde depoda yok.',
    });
    expect(summary.getByText('Reddedildi')).toBeInTheDocument();
    expect(term(summary, 'Ret gerekçesi')).toHaveTextContent('Bu tarihlerde depoda yok.');
    expect(summary.queryByText('Depo notu')).not.toBeInTheDocument();
  });

  it('offers the hand-over of an approval’s reservation while it is active', async () => {
    server.answer(`GET /reservations/${qid(400)}`, { id: qid(400), status: 'active' });
    await openPage(['view_field_equipment', 'view_reservations'], { ...OPEN, status: 'approved', reservation_id: qid(400) });
    expect(await screen.findByRole('link', { name: 'Teslim Et' })).toHaveAttribute(
      'href',
      `/field-equipment/issue?rezervasyon=${qid(400)}`,
    );
  });

  it('an unknown request says so', async () => {
    server.answer(`GET ${path}`, refusal(404, 'Talep bulunamadı.'));
    server.signIn(['create_request']);
    await renderRoutedWithApp(<RequestDetailPage id={OPEN.id} />, path);
    expect(await screen.findByText('Talep bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Talep' })).toBeInTheDocument();
  });
});

describe('deciding on a request', () => {
  it('approves every line in full by default, with the worker and the note, and says a reservation was made', async () => {
    server.answer(`POST ${path}/approve`, { ...OPEN, status: 'approved' });
    await openPage();
    const panel = await decision();
    expect(panel.getAllByRole('textbox', { name: 'Verilecek' }).map((b) => (b as HTMLInputElement).value)).toEqual(['3', '1', '12,5']);
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Teslim alacak' }), 'Çağla Işık');
    await fill(userEvent, panel.getByRole('textbox', { name: 'Not (isteğe bağlı)' }), '  Kapıdan alınacak  ');
    await userEvent.click(panel.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Talep onaylandı; rezervasyon yapıldı.')).toBeInTheDocument();
    expect(server.sent(`POST ${path}/approve`)).toEqual([
      {
        worker_id: WORKERS[1]!.id,
        note: 'Kapıdan alınacak',
        lines: [
          { id: GENERATORS.id, approved: 3 },
          { id: DRILL.id, approved: 1 },
          { id: GLOVES.id, approved: 12.5 },
        ],
      },
    ]);
  });

  it('approves part: amounts typed with a decimal comma, 0 leaves a line out', async () => {
    server.answer(`POST ${path}/approve`, { ...OPEN, status: 'partly_approved' });
    await openPage();
    const panel = await decision();
    const [generators, drill, gloves] = panel.getAllByRole('textbox', { name: 'Verilecek' });
    await fill(userEvent, generators!, '2');
    await fill(userEvent, drill!, '0');
    await fill(userEvent, gloves!, '7,5');
    await userEvent.click(panel.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Talebin bir kısmı onaylandı.')).toBeInTheDocument();
    expect(server.sent(`POST ${path}/approve`)).toEqual([
      {
        worker_id: null,
        note: null,
        lines: [
          { id: GENERATORS.id, approved: 2 },
          { id: DRILL.id, approved: 0 },
          { id: GLOVES.id, approved: 7.5 },
        ],
      },
    ]);
  });

  it('refuses an amount that is not a number and sends nothing', async () => {
    await openPage();
    const panel = await decision();
    await fill(userEvent, panel.getAllByRole('textbox', { name: 'Verilecek' })[0]!, 'iki');
    await userEvent.click(panel.getByRole('button', { name: 'Onayla' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Onaylanan miktar 0 ya da daha büyük olmalıdır.');
    expect(server.sent(`POST ${path}/approve`)).toEqual([]);
  });

  it('shows the server’s refusal of an approval in the panel; no answer says it could not be approved', async () => {
    server.answer(`POST ${path}/approve`, refusal(409, 'HLT-0001 bu günlerde başka bir rezervasyonda.'));
    await openPage();
    const panel = await decision();
    await userEvent.click(panel.getByRole('button', { name: 'Onayla' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('HLT-0001 bu günlerde başka bir rezervasyonda.');
    server.answer(`POST ${path}/approve`, noAnswer);
    await userEvent.click(panel.getByRole('button', { name: 'Onayla' }));
    expect(await panel.findByText('Talep onaylanamadı.')).toBeInTheDocument();
    expect(screen.queryByText(/onaylandı;/)).not.toBeInTheDocument();
  });

  it('refusing asks for the reason, sends it trimmed and says so; Vazgeç goes back to approving', async () => {
    server.answer(`POST ${path}/refuse`, { ...OPEN, status: 'refused' });
    await openPage();
    const panel = await decision();
    await userEvent.click(panel.getByRole('button', { name: 'Reddet…' }));
    await userEvent.click(panel.getByRole('button', { name: 'Reddet' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Ret gerekçesi zorunludur');
    expect(server.sent(`POST ${path}/refuse`)).toEqual([]);
    await userEvent.click(panel.getByRole('button', { name: 'Vazgeç' }));
    expect(panel.queryByRole('textbox', { name: /Ret gerekçesi/ })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Reddet…' }));
    await fill(userEvent, panel.getByRole('textbox', { name: /Ret gerekçesi/ }), '  Bu tarihlerde depoda yok. ');
    await userEvent.click(panel.getByRole('button', { name: 'Reddet' }));
    expect(await screen.findByText('Talep reddedildi.')).toBeInTheDocument();
    expect(server.sent(`POST ${path}/refuse`)).toEqual([{ reason: 'Bu tarihlerde depoda yok.' }]);
  });

  it('the requester, not someone else, may cancel an open request, after confirming', async () => {
    server.answer(`POST ${path}/cancel`, { ...OPEN, status: 'cancelled' });
    await openPage(['create_request'], { ...OPEN, requested_by: { ...OPEN.requested_by, id: SIGNED_IN.id } });
    await userEvent.click(await screen.findByRole('button', { name: 'Talebi İptal Et' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Talebi iptal et' });
    expect(confirm).toHaveAccessibleDescription('Kartal Metro Şantiyesi için 7 Ara 2026 – 9 Ara 2026 talebi iptal edilsin mi?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'İptal Et' }));
    expect(await screen.findByText('Talep iptal edildi.')).toBeInTheDocument();
    expect(server.sent(`POST ${path}/cancel`)).toHaveLength(1);
  });

  it('a refused cancel gives the server’s reason', async () => {
    server.answer(`POST ${path}/cancel`, refusal(409, 'Bu talep Onaylandı durumunda; değiştirilemez.'));
    await openPage(['create_request'], { ...OPEN, requested_by: { ...OPEN.requested_by, id: SIGNED_IN.id } });
    await userEvent.click(await screen.findByRole('button', { name: 'Talebi İptal Et' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'İptal Et' }));
    expect(await screen.findByText('Bu talep Onaylandı durumunda; değiştirilemez.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Talebi iptal et' })).toBeInTheDocument();
  });

  it('someone else’s request offers no cancel, and no decision without the permission', async () => {
    await openPage(['create_request']);
    await screen.findByRole('link', { name: 'Taleplerim' });
    expect(screen.queryByRole('button', { name: 'Talebi İptal Et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Karar' })).not.toBeInTheDocument();
  });
});
