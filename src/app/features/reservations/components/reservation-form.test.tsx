// 'Yeni Rezervasyon' (docs/planning.md): a warehouse, a worker, a site and days, then items, kits and
// numbers of a model of that warehouse; the last day is sent as the half-open end; a clash (409)
// is shown above the buttons with the server's words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Kit } from '@shared/kits';
import { addDays, warehouseToday } from '@shared/local-day';
import { formatDay } from '@app/components/day-input';
import { fakeApi, noAnswer, refusal, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { GEBZE, reservableItem, rid } from '../../../../../tests/helpers/reservation-fixtures';
import { textsOf } from '../../../../../tests/helpers/texts';
import { ReservationForm } from './reservation-form';

const IZMIR = { id: rid(2), name: 'İzmir Çiğli' };
const WORKERS = [
  { id: rid(11), first_name: 'Ömer', last_name: 'Ünal' },
  { id: rid(12), first_name: 'Çağla', last_name: 'Işık' },
  { id: rid(13), first_name: 'Cem', last_name: 'Demir' },
];
const GEN_1 = reservableItem(1, 'HND-01', 'Honda', 'EU22i');
const GEN_2 = reservableItem(2, 'HND-02', 'Honda', 'EU22i', { status: 'in_field' });
const DRILL = reservableItem(3, 'HLT-01', 'Hilti', 'TE 30');
const BROKEN = reservableItem(4, 'HLT-02', 'Hilti', 'TE 70', { status: 'broken' });
const ELSEWHERE = reservableItem(5, 'BSH-01', 'Bosch', 'GBH', { warehouse_id: IZMIR.id, warehouse: IZMIR });
const KIT: Kit = {
  id: rid(60),
  warehouse_id: GEBZE.id,
  warehouse_name: GEBZE.name,
  code: 'SET-00003',
  name: 'Kırım Seti',
  note: null,
  members: [{ equipment_id: DRILL.id, serial_number: 'HLT-01', brand: 'Hilti', model: 'TE 30', status: 'available' }],
  stock_lines: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const server = fakeApi({
  'GET /warehouses': [GEBZE, IZMIR],
  'GET /workers': WORKERS,
  'GET /equipment': [GEN_1, GEN_2, DRILL, BROKEN, ELSEWHERE],
  'GET /kits': [KIT],
});
const userEvent = typist();

async function openForm() {
  server.signIn(['view_reservations', 'manage_reservations', 'view_workers', 'view_equipment', 'view_kits']);
  const onClose = vi.fn();
  await renderRoutedWithApp(<ReservationForm open onClose={onClose} />, '/reservations');
  const dialog = screen.getByRole('dialog', { name: 'Yeni Rezervasyon' });
  const form = within(dialog);
  await form.findByRole('option', { name: 'Cem Demir' });
  await form.findByRole('option', { name: 'İzmir Çiğli' });
  return { form, onClose };
}
const options = (select: HTMLElement) => textsOf(within(select).getAllByRole('option'));
const chosen = (form: ReturnType<typeof within>) =>
  within(form.getByRole('list', { name: 'Rezerve edilecekler' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

async function fillBasics(form: ReturnType<typeof within>) {
  await userEvent.selectOptions(form.getByRole('combobox', { name: /^Depo/ }), 'Gebze Ana Depo');
  await form.findByRole('option', { name: 'HLT-01 — Hilti TE 30' });
  await userEvent.selectOptions(form.getByRole('combobox', { name: /^İşçi/ }), 'Çağla Işık');
  await fill(userEvent, form.getByRole('textbox', { name: /Şantiye/ }), '  Kartal Metro ');
}

describe('a new reservation', () => {
  it('offers workers in Turkish order, and the chosen warehouse’s items that are not broken, its kits and models', async () => {
    const { form } = await openForm();
    expect(options(form.getByRole('combobox', { name: /^İşçi/ }))).toEqual(['İşçi seçin', 'Cem Demir', 'Çağla Işık', 'Ömer Ünal']);
    expect(options(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }))).toEqual(['Önce depo seçin']);
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Depo/ }), 'Gebze Ana Depo');
    expect(options(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }))).toEqual([
      'Ekipman seçin',
      'HND-01 — Honda EU22i',
      'HND-02 — Honda EU22i',
      'HLT-01 — Hilti TE 30',
    ]);
    expect(options(await form.findByRole('combobox', { name: 'Set ekle' }))).toEqual(['Set seçin', 'Kırım Seti (SET-00003) — 1 ekipman']);
    expect(options(form.getByRole('combobox', { name: 'Modelden adet' }))).toEqual(['Model seçin', 'Hilti TE 30', 'Honda EU22i']);
  });

  it('sends the worker, the site trimmed, the days with the day after the last as the end, items, kits and models', async () => {
    server.answer('POST /reservations', (req: SentRequest) => ({ id: rid(99), ...(req.body as object) }));
    const { form, onClose } = await openForm();
    await fillBasics(form);
    const first = addDays(warehouseToday(), 3);
    await fill(userEvent, form.getByRole('textbox', { name: 'Başlangıç' }), formatDay(first));
    await fill(userEvent, form.getByRole('textbox', { name: 'Son gün' }), formatDay(addDays(first, 2)));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }), 'HND-01 — Honda EU22i');
    // A chosen item leaves the choice.
    expect(options(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }))).not.toContain('HND-01 — Honda EU22i');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Set ekle' }), 'Kırım Seti (SET-00003) — 1 ekipman');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Modelden adet' }), 'Honda EU22i');
    await fill(userEvent, form.getByRole('textbox', { name: 'Adet' }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    expect(chosen(form)).toEqual(['Kırım Seti (SET-00003): HLT-01', 'HND-01 (Honda EU22i)', '2 × Honda EU22i']);
    await userEvent.click(form.getByRole('button', { name: 'Rezerve Et' }));
    expect(await screen.findByText('Rezervasyon yapıldı.')).toBeInTheDocument();
    expect(server.sent('POST /reservations')).toEqual([
      {
        warehouse_id: GEBZE.id,
        worker_id: WORKERS[1]!.id,
        site: 'Kartal Metro',
        start_day: first,
        end_day: addDays(first, 3),
        note: null,
        equipment_ids: [GEN_1.id],
        kit_ids: [KIT.id],
        models: [{ brand_id: GEN_1.brand_id, model: 'EU22i', quantity: 2 }],
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a model added again replaces its number; a line can be taken out; a count that is not a whole number adds nothing and says why', async () => {
    const { form } = await openForm();
    await fillBasics(form);
    const model = form.getByRole('combobox', { name: 'Modelden adet' });
    const count = form.getByRole('textbox', { name: 'Adet' });
    await userEvent.selectOptions(model, 'Honda EU22i');
    for (const typed of ['1,5', '0', '501', '1e2']) {
      await fill(userEvent, count, typed);
      await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
      expect(chosen(form)).toEqual([]);
      expect(count).toHaveAccessibleDescription('Adet 1 ile 500 arasında olmalıdır.');
    }
    await fill(userEvent, count, '3');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    expect(count).not.toHaveAccessibleDescription('Adet 1 ile 500 arasında olmalıdır.');
    await userEvent.selectOptions(model, 'Honda EU22i');
    await fill(userEvent, count, '1');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    expect(chosen(form)).toEqual(['1 × Honda EU22i']);
    await userEvent.click(form.getByRole('button', { name: '1 × Honda EU22i çıkar' }));
    expect(chosen(form)).toEqual([]);
    // 'Ekle' waits for a model.
    expect(form.getByRole('button', { name: 'Ekle' })).toBeDisabled();
  });

  it('İptal forgets what was typed: the next opening starts empty', async () => {
    const { form, onClose } = await openForm();
    await fillBasics(form);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }), 'HLT-01 — Hilti TE 30');
    await userEvent.click(form.getByRole('button', { name: 'İptal' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(form.getByRole('textbox', { name: /Şantiye/ })).toHaveValue('');
    expect(form.getByRole('combobox', { name: /^İşçi/ })).toHaveValue('');
    expect(chosen(form)).toEqual([]);
  });

  it('another warehouse empties what was chosen in the first', async () => {
    const { form } = await openForm();
    await fillBasics(form);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }), 'HLT-01 — Hilti TE 30');
    expect(chosen(form)).toEqual(['HLT-01 (Hilti TE 30)']);
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Depo/ }), 'İzmir Çiğli');
    expect(chosen(form)).toEqual([]);
    expect(options(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }))).toEqual(['Ekipman seçin', 'BSH-01 — Bosch GBH']);
    expect(form.queryByRole('combobox', { name: 'Set ekle' })).not.toBeInTheDocument();
  });

  it('shows a clash in the server’s words above the buttons and stays open; no answer says it could not be made', async () => {
    server.answer('POST /reservations', refusal(409, 'HND-01 7 Ara 2026 – 9 Ara 2026 arasında Cem Demir adına rezerve.'));
    const { form, onClose } = await openForm();
    await fillBasics(form);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Ekipman ekle (seri no)' }), 'HND-01 — Honda EU22i');
    await userEvent.click(form.getByRole('button', { name: 'Rezerve Et' }));
    expect(await form.findByRole('alert')).toHaveTextContent('HND-01 7 Ara 2026 – 9 Ara 2026 arasında Cem Demir adına rezerve.');
    server.answer('POST /reservations', noAnswer);
    await userEvent.click(form.getByRole('button', { name: 'Rezerve Et' }));
    expect(await form.findByText('Rezervasyon yapılamadı.')).toBeInTheDocument();
    expect(chosen(form)).toEqual(['HND-01 (Honda EU22i)']);
    expect(onClose).not.toHaveBeenCalled();
  });
});
