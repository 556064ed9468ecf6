// The dialogs and sections of a count's close and result: closing (naming silent devices and the
// items not read), settling rows, and reads that arrived after the close.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
import type { CountDevice, LateRead } from '../api/types';
import { CloseCountDialog, unreadNotice } from './close-count-dialog';
import { LateReadsSection } from './late-reads-section';
import { placeDetail, placeText } from './outcome-badge';
import { SettleDialog, type PendingAction } from './settle-dialog';

const SESSION = 'st000000-0000-4000-8000-000000000001';
const DEVICES = `GET /stocktakes/${SESSION}/devices`;
const device = (over: Partial<CountDevice>): CountDevice => ({
  device_id: 'd1',
  user: { id: 'u1', first_name: 'Ayşe', last_name: 'Demir' },
  own: false,
  last_seen_at: new Date(Date.now() - 10 * 60_000).toISOString(),
  last_read_at: null,
  pending: 0,
  silent: false,
  ...over,
});

const server = fakeApi({ [DEVICES]: [] });
const userEvent = typist();

describe('what closing leaves unread', () => {
  it('says how many expected items were not read, in Turkish numbers', () => {
    expect(unreadNotice({ expected: 12_500, missing: 1_204 })).toBe(
      'Beklenen 12.500 ekipmandan 1.204 tanesi henüz okunmadı; kapatırsanız bunlar Eksik sayılır.',
    );
  });

  it('says nothing when every expected item was read', () => {
    expect(unreadNotice({ expected: 47, missing: 0 })).toBeNull();
    expect(unreadNotice({ expected: 0, missing: -1 })).toBeNull();
  });
});

describe('closing a count', () => {
  function openClose(counters = { expected: 47, missing: 0 }) {
    server.signIn(['manage_stocktake']);
    const onConfirm = vi.fn();
    renderWithApp(<CloseCountDialog sessionId={SESSION} counters={counters} open busy={false} onConfirm={onConfirm} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Sayımı Kapat' });
    return { dialog, onConfirm };
  }

  it('asks the other devices first, naming this device, and may not be confirmed meanwhile', async () => {
    let release: (value: CountDevice[]) => void = () => undefined;
    server.answer(DEVICES, () => new Promise<CountDevice[]>((resolve) => (release = resolve)));
    const { dialog } = openClose();
    expect(within(dialog).getByText('Diğer cihazlar soruluyor…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sayımı Kapat' })).toBeDisabled();
    await waitFor(() => expect(server.requests.some((r) => r.path === `/stocktakes/${SESSION}/devices`)).toBe(true));
    const asked = server.requests.find((r) => r.path === `/stocktakes/${SESSION}/devices`)!;
    expect(asked.query.get('device_id')).toMatch(/^[0-9a-f-]{36}$/);
    release([]);
    expect(await within(dialog).findByText('Diğer cihazlarda bekleyen okuma yok.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sayımı Kapat' })).toBeEnabled();
  });

  it('names the silent devices and those still holding reads, and still lets the count close', async () => {
    server.answer(DEVICES, [
      device({ silent: true }),
      device({ device_id: 'd2', user: { id: 'u2', first_name: 'Ali', last_name: 'Kaya' }, pending: 12 }),
      device({ device_id: 'd3', user: { id: 'u3', first_name: 'Can', last_name: 'Öztürk' } }),
    ]);
    const { dialog, onConfirm } = openClose();
    const list = await within(dialog).findByRole('list', { name: 'Sessiz cihazlar' });
    const notes = textsOf(within(list).getAllByTestId('silent-device'));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^Ayşe Demir'in cihazı \d\d:\d\d'(den|dan|ten|tan) beri bağlanmadı\.$/);
    expect(notes[1]).toBe("Ali Kaya'nın cihazında gönderilmeyi bekleyen 12 okuma var.");
    expect(dialog).toHaveTextContent('Bu cihazlardan kapanıştan sonra gelen okumalar sonuç ekranında onayınızı bekler.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yine de Kapat' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('warns in red that unread items will count as missing', async () => {
    const { dialog } = openClose({ expected: 47, missing: 44 });
    expect(within(dialog).getByTestId('close-unread')).toHaveTextContent(
      'Beklenen 47 ekipmandan 44 tanesi henüz okunmadı; kapatırsanız bunlar Eksik sayılır.',
    );
    await within(dialog).findByText('Diğer cihazlarda bekleyen okuma yok.');
    expect(within(dialog).getByRole('button', { name: 'Yine de Kapat' })).toBeEnabled();
  });

  it('says when the other devices could not be asked, and lets the count close', async () => {
    server.answer(DEVICES, noAnswer);
    const { dialog } = openClose();
    expect(await within(dialog).findByText('Diğer cihazların durumu alınamadı.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sayımı Kapat' })).toBeEnabled();
  });
});

describe('settling rows of the result', () => {
  const SETTLE = `POST /stocktakes/${SESSION}/settle`;
  function openSettle(pending: PendingAction) {
    server.signIn(['manage_stocktake']);
    const onClose = vi.fn();
    renderWithApp(<SettleDialog sessionId={SESSION} pending={pending} onClose={onClose} />);
    return { dialog: screen.getByRole('dialog'), onClose };
  }

  it('starts a transfer without asking for a note, listing the first five serials', async () => {
    server.answer(SETTLE, {
      done: [1, 2, 3, 4, 5, 6].map((n) => ({ serial_number: `SUB-${n}`, transfer_id: `t${n}`, fault_id: null })),
      failed: [],
    });
    const serials = ['SUB-1', 'SUB-2', 'SUB-3', 'SUB-4', 'SUB-5', 'SUB-6'];
    const { dialog, onClose } = openSettle({ action: 'transfer', serials });
    expect(dialog).toHaveAccessibleName('Bu Depoya Transfer Başlat');
    expect(dialog).toHaveAccessibleDescription('6 satır: SUB-1, SUB-2, SUB-3, SUB-4, SUB-5…');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('6 satır için işlem yapıldı.')).toBeInTheDocument();
    expect(server.sent(SETTLE)).toEqual([{ action: 'transfer', serial_numbers: serials, note: null }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks a fault’s description and sends it trimmed', async () => {
    server.answer(SETTLE, { done: [{ serial_number: 'BUL-1', transfer_id: null, fault_id: 'f1' }], failed: [] });
    const { dialog } = openSettle({ action: 'fault', serials: ['BUL-1'] });
    expect(dialog).toHaveAccessibleName('Arıza Bildir');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen bir açıklama yazın.');
    expect(within(dialog).getByLabelText('Arıza açıklaması')).toHaveAttribute('aria-invalid', 'true');
    await fill(userEvent, within(dialog).getByLabelText('Arıza açıklaması'), '  Gövde çatlak  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('1 satır için işlem yapıldı.')).toBeInTheDocument();
    expect(server.sent(SETTLE)).toEqual([{ action: 'fault', serial_numbers: ['BUL-1'], note: 'Gövde çatlak' }]);
  });

  it('refuses a note of spaces only', async () => {
    const { dialog } = openSettle({ action: 'note', serials: ['EKS-1'] });
    await fill(userEvent, within(dialog).getByLabelText('Not'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen bir açıklama yazın.');
    expect(server.sent(SETTLE)).toEqual([]);
  });

  it('says each row the server refused, with its reason, beside those done', async () => {
    server.answer(SETTLE, {
      done: [{ serial_number: 'SUB-1', transfer_id: 't1', fault_id: null }],
      failed: [{ serial_number: 'SUB-2', error: 'SUB-2 seri numaralı ekipman sahada; transfer başlatılamaz.' }],
    });
    const { onClose } = openSettle({ action: 'transfer', serials: ['SUB-1', 'SUB-2'] });
    await userEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('1 satır için işlem yapıldı.')).toBeInTheDocument();
    expect(screen.getByText('SUB-2 seri numaralı ekipman sahada; transfer başlatılamaz.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog with the server’s reason, or the generic one without an answer', async () => {
    server.answer(SETTLE, refusal(409, 'Sayım henüz kapatılmadı.'));
    const { dialog, onClose } = openSettle({ action: 'note', serials: ['EKS-1'] });
    await fill(userEvent, within(dialog).getByLabelText('Not'), 'Depoda değil');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sayım henüz kapatılmadı.');
    server.answer(SETTLE, noAnswer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('İşlem yapılamadı.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Not')).toHaveValue('Depoda değil');
  });
});

describe('reads that arrived after the close', () => {
  const LATE = `POST /stocktakes/${SESSION}/late-reads`;
  const AYSE = { id: 'u1', first_name: 'Ayşe', last_name: 'Demir' };
  const late = (id: string, over: Partial<LateRead> = {}): LateRead => ({
    id,
    serial_number: `GEÇ-${id}`,
    source: 'camera',
    counted_at: '2026-11-20T11:02:00.000Z',
    received_at: '2026-11-20T12:00:00.000Z',
    counted_by_user: AYSE,
    decision: null,
    decided_at: null,
    decided_by_user: null,
    outcome: 'found',
    model: 'GSH 11 VC',
    brand_name: 'Bosch',
    warehouse_name: null,
    status: 'available',
    holder: null,
    ...over,
  });

  function openLate(reads: LateRead[]) {
    server.signIn(['manage_stocktake']);
    renderWithApp(<LateReadsSection sessionId={SESSION} reads={reads} />);
  }

  it('shows each read with what it would make of its row, who read it and when', () => {
    openLate([late('1'), late('2', { outcome: 'elsewhere', warehouse_name: 'Çiğli' })]);
    const [first, second] = screen.getAllByTestId('late-read');
    expect(first).toHaveTextContent('GEÇ-1Bulundukapanıştan sonra gelen okuma · Ayşe Demir · 20 Kas 2026 14:02');
    expect(second).toHaveTextContent('Başka depoda kayıtlı');
    expect(second).toHaveTextContent('Çiğli');
    expect(screen.getByRole('heading')).toHaveTextContent('Kapanıştan sonra gelen okumalar (2)');
    expect(screen.getByText('Farkları gidermeden önce bu okumalar için karar verin.')).toBeInTheDocument();
  });

  it('takes one into the result, or leaves one out, by its own button', async () => {
    server.answer(LATE, { decided: 1 });
    openLate([late('1'), late('2')]);
    await userEvent.click(screen.getByRole('button', { name: 'GEÇ-2: Dışarıda Bırak' }));
    expect(await screen.findByText('1 okuma dışarıda bırakıldı.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'GEÇ-1: Sonuca Al' }));
    expect(await screen.findByText('1 okuma sonuca alındı.')).toBeInTheDocument();
    expect(server.sent(LATE)).toEqual([
      { decision: 'left_out', read_ids: ['2'] },
      { decision: 'taken', read_ids: ['1'] },
    ]);
  });

  it('takes all the waiting ones at once, leaving the decided ones as they are', async () => {
    server.answer(LATE, { decided: 2 });
    openLate([late('1'), late('2', { decision: 'left_out', decided_by_user: AYSE }), late('3')]);
    expect(screen.getAllByTestId('late-decision').map((d) => d.textContent)).toEqual(['Dışarıda bırakıldı (Ayşe Demir)']);
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü Sonuca Al (2)' }));
    expect(await screen.findByText('2 okuma sonuca alındı.')).toBeInTheDocument();
    expect(server.sent(LATE)).toEqual([{ decision: 'taken', read_ids: ['1', '3'] }]);
  });

  it('offers no “all” button for a single waiting read, and no decision prompt when none waits', () => {
    openLate([late('1'), late('2', { decision: 'taken' })]);
    expect(screen.queryByRole('button', { name: /Tümünü Sonuca Al/ })).toBeNull();
    expect(screen.getByText('Sonuca alındı')).toBeInTheDocument();
  });

  it('shows nothing when no read came late', () => {
    openLate([]);
    expect(screen.queryByTestId('late-reads')).toBeNull();
  });

  it('shows the server’s refusal, and the generic failure otherwise', async () => {
    server.answer(LATE, refusal(409, 'Bu okuma için zaten karar verildi.'));
    openLate([late('1')]);
    await userEvent.click(screen.getByRole('button', { name: 'GEÇ-1: Sonuca Al' }));
    expect(await screen.findByText('Bu okuma için zaten karar verildi.')).toBeInTheDocument();
    server.answer(LATE, answer(503));
    await userEvent.click(screen.getByRole('button', { name: 'GEÇ-1: Sonuca Al' }));
    expect(await screen.findByText('İşlem yapılamadı.')).toBeInTheDocument();
  });
});

describe('where a read item is, in words', () => {
  const place = (outcome: LateRead['outcome'], over: Partial<LateRead> = {}) => ({
    outcome,
    warehouse_name: null,
    status: null,
    holder: null,
    ...over,
  });

  it('says a sentence for each outcome', () => {
    expect(placeText(place('found'))).toBe('Bu depoda bekleniyordu');
    expect(placeText(place('missing'))).toBe('Bu depoda bekleniyordu, sayılmadı');
    expect(placeText(place('elsewhere', { warehouse_name: 'Çiğli' }))).toBe('Çiğli deposunda kayıtlı');
    expect(placeText(place('elsewhere'))).toBe('Başka bir deposunda kayıtlı');
    expect(placeText(place('not_on_shelf', { status: 'in_field', holder: 'Şükrü Işıklı' }))).toBe('Sahada — Şükrü Işıklı');
    expect(placeText(place('out_of_scope'))).toBe('Bu depoda kayıtlı, sayım kapsamı dışında');
    expect(placeText(place('unknown'))).toBe('Sistemde kayıtlı değil');
  });

  it('adds only what the outcome’s label does not already say', () => {
    expect(placeDetail(place('elsewhere', { warehouse_name: 'Çiğli' }))).toBe('Çiğli');
    expect(placeDetail(place('not_on_shelf', { status: 'scrapped' }))).toBe('Hurda');
    expect(placeDetail(place('not_on_shelf'))).toBeNull();
    expect(placeDetail(place('found'))).toBeNull();
    expect(placeDetail(place('unknown'))).toBeNull();
  });
});
