// New Transfer (spec 02 §5): the source's available items, the destination (any other warehouse),
// the person who carries it; one POST per item sharing a batch id, and only the failed items kept.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EquipmentOption } from '@shared/api-types';
import type { Kit } from '@shared/kits';
import { fakeApi, noAnswer, refusal, type SentRequest } from '../../../../../tests/helpers/fake-api';
import { expectSearchFinds, fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { choiceTexts, textsOf } from '../../../../../tests/helpers/texts';
import { NewTransferModal } from './new-transfer-modal';

const id = (n: number) => `a1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const GEBZE = { id: id(1), name: 'Gebze Ana Depo' };
const ANKARA = { id: id(2), name: 'Ankara Ostim' };
const IZMIR = { id: id(3), name: 'İzmir Çiğli' };

const item = (n: number, serial: string, over: Partial<EquipmentOption> = {}): EquipmentOption => ({
  id: id(100 + n),
  serial_number: serial,
  model: 'GBH 2-28',
  status: 'available',
  warehouse_id: GEBZE.id,
  brand: { id: id(50), name: 'Bosch' },
  category: { id: id(60), name: 'Kırıcı Delici' },
  ...over,
});
const DRILL = item(1, 'SN-1001');
const LEVEL = item(2, 'SN-1002', { model: 'NA 730', brand: { id: id(51), name: 'Leica' }, category: { id: id(61), name: 'Nivo' } });
const IN_FIELD = item(3, 'SN-1003', { status: 'in_field' });
const IN_ANKARA = item(4, 'SN-2001', { warehouse_id: ANKARA.id });
const EQUIPMENT = [DRILL, LEVEL, IN_FIELD, IN_ANKARA];

const USERS = [
  { id: id(201), first_name: 'Ömer', last_name: 'Yıldırım', email: 'omer@depo.example' },
  { id: id(202), first_name: 'Çağla', last_name: 'Işık', email: 'cagla@depo.example' },
  { id: id(203), first_name: 'Ahmet', last_name: 'Şen' },
];

const server = fakeApi({
  // The user's warehouses (the device copy's list) and, with ?forTransfer=true, every warehouse.
  'GET /warehouses': (req: SentRequest) => (req.query.get('forTransfer') === 'true' ? [GEBZE, ANKARA, IZMIR] : [GEBZE, ANKARA]),
  'GET /equipment': EQUIPMENT,
  'GET /users': USERS,
});
const userEvent = typist();

const member = (e: EquipmentOption) => ({
  equipment_id: e.id,
  serial_number: e.serial_number,
  brand: e.brand!.name,
  model: e.model,
  status: e.status,
});
const kit = (n: number, code: string, name: string, members: EquipmentOption[], warehouse = GEBZE): Kit => ({
  id: id(300 + n),
  warehouse_id: warehouse.id,
  warehouse_name: warehouse.name,
  code,
  name,
  note: null,
  members: members.map(member),
  stock_lines: [],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});
const SURVEY_KIT = kit(1, 'SET-00011', 'Ölçüm Seti', [DRILL, LEVEL]);
const BUSY_KIT = kit(2, 'SET-00012', 'Kırım Seti', [DRILL, IN_FIELD]);
const ANKARA_KIT = kit(3, 'SET-00013', 'Ankara Seti', [IN_ANKARA], ANKARA);

const detail = (equipment_id: string) => ({ id: `t-${equipment_id}`, equipment_id });

async function openModal(props: { initialItemId?: string; permissions?: string[] } = {}) {
  server.signIn(props.permissions ?? ['view_transfers', 'create_transfer']);
  const onClose = vi.fn();
  await renderRoutedWithApp(<NewTransferModal open onClose={onClose} initialItemId={props.initialItemId} />, '/transfers');
  const dialog = screen.getByRole('dialog', { name: 'Yeni Transfer' });
  // The pickers are read: the people and both lists of warehouses are listed.
  await within(dialog).findByRole('radio', { name: /Ömer Yıldırım/ });
  const source = within(dialog).getByRole('combobox', { name: /Kaynak Depo/ });
  const destination = within(dialog).getByRole('combobox', { name: /Hedef Depo/ });
  await within(destination).findByRole('option', { name: 'İzmir Çiğli' });
  await within(source).findByRole('option', { name: 'Ankara Ostim' });
  const submit = (name: string | RegExp = /^Transfer Oluştur/) => userEvent.click(within(dialog).getByRole('button', { name }));
  return { dialog, onClose, source, destination, submit };
}

/** The items offered, by serial, in the order shown. */
const offered = (dialog: HTMLElement) => choiceTexts(dialog, 'checkbox', '.font-mono');
const box = (dialog: HTMLElement, serial: string) =>
  within(dialog)
    .getAllByRole('checkbox')
    .find((b) => b.closest('label')?.textContent?.includes(serial))!;
const optionNames = (select: HTMLElement) => textsOf(within(select).getAllByRole('option'));
/** The people offered, by name, in the order shown. */
const people = (dialog: HTMLElement) => choiceTexts(dialog, 'radio', '.font-medium');

async function scan(dialog: HTMLElement, ...serials: string[]) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Barkodla Ekle' }));
  const scanner = await screen.findByRole('dialog', { name: 'Transfer edilecek ekipmanları tara' });
  const typed = within(scanner).getByRole('textbox', { name: 'Seri numarasını elle girin' });
  for (const serial of serials) await userEvent.type(typed, `${serial}{Enter}`);
  return scanner;
}

describe('a new transfer', () => {
  it('asks for the source first, then offers only its available items', async () => {
    const { dialog, source } = await openModal();
    expect(within(dialog).getByText('Önce kaynak depoyu seçin.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Transfer Oluştur' })).toBeDisabled();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    // SN-1003 is in the field, SN-2001 in Ankara: neither can leave Gebze.
    expect(offered(dialog)).toEqual(['SN-1001', 'SN-1002']);
    expect(within(dialog).getByText('Bosch GBH 2-28')).toBeInTheDocument();
    expect(within(dialog).getByText('Leica NA 730')).toBeInTheDocument();
  });

  it('says when the source has nothing that can be transferred', async () => {
    server.answer('GET /equipment', [IN_FIELD, { ...IN_ANKARA, status: 'broken' }]);
    const { dialog, source } = await openModal();
    await userEvent.selectOptions(source, 'Ankara Ostim');
    expect(within(dialog).getByText('Bu depoda transfer edilebilecek müsait ekipman bulunmuyor.')).toBeInTheDocument();
    expect(offered(dialog)).toEqual([]);
  });

  it('finds items by brand, model, serial or category, typed without Turkish letters; "Tümünü Seç" takes what is shown', async () => {
    const { dialog, source } = await openModal();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    const search = within(dialog).getByRole('searchbox', { name: 'Ekipman ara' });
    await expectSearchFinds(userEvent, search, () => offered(dialog), [
      ['KIRICI', ['SN-1001']],
      ['leica', ['SN-1002']],
    ]);
    await fill(userEvent, search, 'yok-boyle-bir-sey');
    expect(within(dialog).getByText('Sonuç bulunamadı')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tümünü Seç' }));
    expect(within(dialog).getByText('(2 seçili)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Transfer Oluştur (2)' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seçimi Kaldır' }));
    expect(within(dialog).queryByText(/seçili/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Transfer Oluştur' })).toBeDisabled();
  });

  it('offers every other warehouse as the destination, and people in Turkish order, found without Turkish letters', async () => {
    const { dialog, source, destination } = await openModal();
    expect(optionNames(destination)).toEqual(['Hedef depo seçin', 'Ankara Ostim', 'Gebze Ana Depo', 'İzmir Çiğli']);
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    expect(optionNames(destination)).toEqual(['Hedef depo seçin', 'Ankara Ostim', 'İzmir Çiğli']);
    expect(people(dialog)).toEqual(['Ahmet Şen', 'Çağla Işık', 'Ömer Yıldırım']);
    const search = within(dialog).getByRole('searchbox', { name: 'Kişi ara' });
    await expectSearchFinds(userEvent, search, () => people(dialog), [
      ['isik', ['Çağla Işık']],
      ['omer@', ['Ömer Yıldırım']],
    ]);
    await fill(userEvent, search, 'zzz');
    expect(within(dialog).getAllByText('Sonuç bulunamadı')).toHaveLength(1);
  });

  it('a new source empties the chosen items, and a destination that became the source', async () => {
    const { dialog, source, destination } = await openModal();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    await userEvent.selectOptions(destination, 'Ankara Ostim');
    await userEvent.click(box(dialog, 'SN-1001'));
    expect(within(dialog).getByText('(1 seçili)')).toBeInTheDocument();
    await userEvent.selectOptions(source, 'Ankara Ostim');
    expect(within(dialog).queryByText(/seçili/)).not.toBeInTheDocument();
    expect(offered(dialog)).toEqual(['SN-2001']);
    expect(destination).toHaveValue('');
  });

  it('names the destination and the person when missing, and sends nothing', async () => {
    const { dialog, source, submit } = await openModal();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    await userEvent.click(box(dialog, 'SN-1002'));
    await submit('Transfer Oluştur (1)');
    expect(await within(dialog).findByText('Hedef depo zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Transferi gerçekleştirecek kişi zorunludur')).toBeInTheDocument();
    expect(server.sent('POST /transfers')).toEqual([]);
  });

  it('sends one transfer per item under one batch, says how many were made and closes', async () => {
    server.answer('POST /transfers', (req: SentRequest) => detail((req.body as { equipment_id: string }).equipment_id));
    const { dialog, source, destination, submit, onClose } = await openModal();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    await userEvent.click(box(dialog, 'SN-1001'));
    await userEvent.click(box(dialog, 'SN-1002'));
    await userEvent.selectOptions(destination, 'İzmir Çiğli');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Çağla Işık/ }));
    await submit('Transfer Oluştur (2)');
    expect(await screen.findByText('2 ekipman için transfer başarıyla oluşturuldu.')).toBeInTheDocument();
    const sent = server.sent('POST /transfers') as Array<Record<string, string>>;
    expect(sent.map(({ batch_id: _batch, ...rest }) => rest)).toEqual([
      { equipment_id: DRILL.id, from_warehouse_id: GEBZE.id, to_warehouse_id: IZMIR.id, assigned_to: USERS[1]!.id },
      { equipment_id: LEVEL.id, from_warehouse_id: GEBZE.id, to_warehouse_id: IZMIR.id, assigned_to: USERS[1]!.id },
    ]);
    // Sent together: one transfer document.
    expect(sent[0]!.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.batch_id).toBe(sent[0]!.batch_id);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps only the refused items chosen, with the refusal’s reason, and stays open', async () => {
    server.answer('POST /transfers', (req: SentRequest) => {
      const equipment = (req.body as { equipment_id: string }).equipment_id;
      return equipment === LEVEL.id ? refusal(409, 'SN-1002 seri numaralı ekipman şu anda Transferde durumunda.') : detail(equipment);
    });
    const { dialog, source, destination, submit, onClose } = await openModal();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tümünü Seç' }));
    await userEvent.selectOptions(destination, 'Ankara Ostim');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Ahmet Şen/ }));
    await submit('Transfer Oluştur (2)');
    expect(await screen.findByText('1 ekipman için transfer başarıyla oluşturuldu.')).toBeInTheDocument();
    expect(await screen.findByText('SN-1002 seri numaralı ekipman şu anda Transferde durumunda.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Transfer Oluştur (1)' })).toBeEnabled();
    expect(box(dialog, 'SN-1002')).toBeChecked();
    expect(box(dialog, 'SN-1001')).not.toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without network says the form’s own words, not a refusal, and keeps everything chosen', async () => {
    server.answer('POST /transfers', noAnswer);
    const { dialog, source, destination, submit, onClose } = await openModal();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    await userEvent.click(box(dialog, 'SN-1001'));
    await userEvent.selectOptions(destination, 'Ankara Ostim');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Ömer Yıldırım/ }));
    await submit('Transfer Oluştur (1)');
    expect(await screen.findByText('Transfer oluşturulurken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.queryByText(/başarıyla/)).not.toBeInTheDocument();
    expect(box(dialog, 'SN-1001')).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Ömer Yıldırım/ })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a scanned item chooses its warehouse as the source and is listed first, marked as read', async () => {
    const { dialog, source } = await openModal();
    // Read in small letters, the serial still finds SN-2001.
    const scanner = await scan(dialog, 'sn-2001');
    expect(await within(scanner).findByText('sn-2001 okundu.')).toBeInTheDocument();
    await userEvent.click(within(scanner).getAllByRole('button', { name: 'Kapat' }).at(-1)!);
    expect(source).toHaveValue(ANKARA.id);
    expect(box(dialog, 'SN-2001')).toBeChecked();
    expect(within(dialog).getByText('Okutuldu')).toBeInTheDocument();
  });

  it('refuses a scanned item that cannot leave: in the field, or outside the chosen source', async () => {
    const { dialog, source } = await openModal();
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    const scanner = await scan(dialog, 'SN-1003', 'SN-2001', 'SN-1002');
    expect(await within(scanner).findByText('SN-1003 seri numaralı ekipman şu anda Sahada durumunda.')).toBeInTheDocument();
    expect(within(scanner).getByText('SN-2001 seri numaralı ekipman kaynak depoda bulunmuyor.')).toBeInTheDocument();
    expect(await within(scanner).findByText('SN-1002 okundu.')).toBeInTheDocument();
    await userEvent.click(within(scanner).getAllByRole('button', { name: 'Kapat' }).at(-1)!);
    expect(offered(dialog)).toEqual(['SN-1002', 'SN-1001']);
    expect(within(dialog).getByText('(1 seçili)')).toBeInTheDocument();
  });

  it('a serial outside the device copy is asked of the server, which names the warehouse holding it', async () => {
    server.answer('GET /equipment/locate', { serial_number: 'SN-7777', in_scope: false, warehouse: 'Bursa Nilüfer', id: null });
    const { dialog } = await openModal();
    const scanner = await scan(dialog, 'SN-7777');
    expect(
      await within(scanner).findByText(
        'Bu ekipman Bursa Nilüfer’de; depolarınız dışında (SN-7777). İşlem için o deponun sorumlusuna başvurun.',
        {
          normalizer: (t) => t.replace(/'/g, '’'),
        },
      ),
    ).toBeInTheDocument();
  });

  it('a linked item (from the scan’s action sheet) is chosen with its source', async () => {
    const { dialog, source } = await openModal({ initialItemId: LEVEL.id });
    expect(source).toHaveValue(GEBZE.id);
    expect(box(dialog, 'SN-1002')).toBeChecked();
    expect(offered(dialog)[0]).toBe('SN-1002');
  });

  it('a linked item that cannot move is refused with why, and nothing is chosen', async () => {
    const { dialog, source } = await openModal({ initialItemId: IN_FIELD.id });
    expect(await screen.findByText('SN-1003 seri numaralı ekipman şu anda Sahada durumunda.')).toBeInTheDocument();
    expect(source).toHaveValue('');
    expect(within(dialog).queryAllByRole('checkbox')).toEqual([]);
  });

  it('a user with one warehouse finds it chosen as the source', async () => {
    server.answer('GET /warehouses', (req: SentRequest) => (req.query.get('forTransfer') === 'true' ? [GEBZE, ANKARA, IZMIR] : [GEBZE]));
    server.signIn(['view_transfers', 'create_transfer']);
    await renderRoutedWithApp(<NewTransferModal open onClose={vi.fn()} />, '/transfers');
    const dialog = screen.getByRole('dialog', { name: 'Yeni Transfer' });
    await within(dialog).findByRole('checkbox', { name: /SN-1001/ });
    expect(within(dialog).getByRole('combobox', { name: /Kaynak Depo/ })).toHaveValue(GEBZE.id);
    expect(offered(dialog)).toEqual(['SN-1001', 'SN-1002']);
  });

  it('a kit of the source adds all its members; a kit with a member that cannot go adds none and says which', async () => {
    server.answer('GET /kits', [SURVEY_KIT, BUSY_KIT, ANKARA_KIT]);
    const { dialog, source } = await openModal({ permissions: ['view_transfers', 'create_transfer', 'view_kits'] });
    await userEvent.selectOptions(source, 'Gebze Ana Depo');
    const kits = await within(dialog).findByRole('combobox', { name: 'Set ekle' });
    // Only the source's kits, with their sizes.
    expect(optionNames(kits)).toEqual(['Set seçin', 'Ölçüm Seti (SET-00011) — 2 ekipman', 'Kırım Seti (SET-00012) — 2 ekipman']);
    await userEvent.selectOptions(kits, 'Kırım Seti (SET-00012) — 2 ekipman');
    expect(
      await screen.findByText('Kırım Seti (SET-00012) seti eklenemedi: SN-1003 seri numaralı ekipman şu anda Sahada durumunda.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/seçili/)).not.toBeInTheDocument();
    await userEvent.selectOptions(kits, 'Ölçüm Seti (SET-00011) — 2 ekipman');
    expect(await screen.findByText('Ölçüm Seti (SET-00011): 2 ekipman eklendi.')).toBeInTheDocument();
    expect(box(dialog, 'SN-1001')).toBeChecked();
    expect(box(dialog, 'SN-1002')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Transfer Oluştur (2)' })).toBeEnabled();
  });
});
