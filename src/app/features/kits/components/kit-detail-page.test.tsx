import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Kit } from '@shared/kits';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { KitDetailPage } from './kit-detail-page';
import { KitsPage } from './kits-page';

const KIT: Kit = {
  id: 'ac000000-0000-4000-8000-000000000010',
  warehouse_id: 'w1',
  warehouse_name: 'Tuzla Tersane Deposu',
  code: 'SET-000017',
  name: 'İskele Kurulum Seti',
  note: 'Kemer ve halatlar dahil',
  members: [
    { equipment_id: 'e1', serial_number: 'KMR-0001', brand: 'Petzl', model: 'Avao Bod', status: 'available' },
    { equipment_id: 'e2', serial_number: 'HLT-0002', brand: null, model: 'Çelik Halat 20 m', status: 'in_field' },
  ],
  stock_lines: [{ stock_item_id: 's1', name: 'Karabina', unit: 'adet', quantity: 4 }],
  created_at: '2026-11-01T07:00:00.000Z',
  updated_at: '2026-11-01T07:00:00.000Z',
};
const EMPTY_KIT: Kit = {
  ...KIT,
  id: 'ac000000-0000-4000-8000-000000000011',
  code: 'SET-000018',
  name: 'Boş Set',
  note: null,
  members: [],
  stock_lines: [],
};
const EQUIPMENT = [
  { id: 'e1', serial_number: 'KMR-0001' },
  { id: 'e2', serial_number: 'HLT-0002' },
  { id: 'e3', serial_number: 'İŞK-0003' },
];
const STOCK_ITEMS = [
  { id: 's1', name: 'Karabina', variant: null },
  { id: 's2', name: 'Baret', variant: 'Beyaz' },
];

const server = fakeApi({ 'GET /kits': [KIT, EMPTY_KIT], 'GET /equipment': EQUIPMENT, 'GET /stock/items': STOCK_ITEMS });
const userEvent = typist();
const MANAGER = ['view_kits', 'manage_kits', 'view_equipment', 'view_stock'];

async function openKit(id = KIT.id, permissions = MANAGER) {
  server.signIn(permissions);
  const view = await renderRoutedWithApp(<KitDetailPage id={id} />, `/kits/${id}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
}
const members = () => screen.getByRole('region', { name: 'Setteki ekipmanlar' });
const stock = () => screen.getByRole('region', { name: 'Setteki stok' });

describe('a kit’s page', () => {
  it('names the kit with its code, warehouse and note, and lists its members with their state', async () => {
    await openKit();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('İskele Kurulum Seti');
    expect(screen.getByText('SET-000017 · Tuzla Tersane Deposu · Kemer ve halatlar dahil')).toBeInTheDocument();
    expect(within(members()).getByRole('heading')).toHaveTextContent('Setteki Ekipmanlar (2)');
    const [first, second] = within(members()).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'KMR-0001' })).toHaveAttribute('href', '/equipment/e1');
    expect(first).toHaveTextContent('Petzl Avao Bod');
    expect(first).toHaveTextContent('Müsait');
    expect(second).toHaveTextContent('Çelik Halat 20 m');
    expect(second).toHaveTextContent('Sahada');
    expect(within(stock()).getByText('4 adet Karabina')).toBeInTheDocument();
  });

  it('says a kit that is not in the list was not found', async () => {
    await openKit('ac000000-0000-4000-8000-0000000000ff');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set bulunamadı.');
    expect(screen.getByRole('link', { name: '← Setler' })).toHaveAttribute('href', '/kits');
  });

  it('lets a reader look only: no edit, delete, scan or taking out', async () => {
    await openKit(KIT.id, ['view_kits']);
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Seti Sil' })).toBeNull();
    expect(within(members()).queryByRole('button', { name: 'Barkodla Ekle' })).toBeNull();
    expect(within(members()).queryByRole('button', { name: /setten çıkar/ })).toBeNull();
    expect(within(stock()).queryByRole('button', { name: 'Çıkar' })).toBeNull();
    // Nothing of the equipment list is read for a reader.
    expect(server.requests.some((r) => r.path === '/equipment')).toBe(false);
  });

  it('shows an empty kit plainly, and no stock section to a reader', async () => {
    await openKit(EMPTY_KIT.id, ['view_kits']);
    expect(within(members()).getByText('Sette henüz ekipman yok.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Setteki stok' })).toBeNull();
  });
});

describe('a kit’s members', () => {
  async function typeSerial(serial: string) {
    await userEvent.click(within(members()).getByRole('button', { name: 'Barkodla Ekle' }));
    await fill(userEvent, within(members()).getByLabelText('Seri numarasını elle girin'), serial);
    await userEvent.keyboard('{Enter}');
  }

  it('adds an item by its serial typed in lower case, and says so', async () => {
    server.answer(`POST /kits/${KIT.id}/members`, { ...KIT });
    await openKit();
    await waitFor(() => expect(server.requests.some((r) => r.path === '/equipment')).toBe(true));
    await typeSerial('işk-0003');
    expect(await screen.findByText('İŞK-0003 sete eklendi.')).toBeInTheDocument();
    expect(server.sent(`POST /kits/${KIT.id}/members`)).toEqual([{ equipment_id: 'e3' }]);
  });

  it('says an unknown serial was not found and sends nothing', async () => {
    await openKit();
    await typeSerial('YOK-9999');
    expect(await within(members()).findByText('YOK-9999 seri numaralı ekipman bulunamadı.')).toBeInTheDocument();
    expect(server.sent(`POST /kits/${KIT.id}/members`)).toEqual([]);
  });

  it('shows the server’s reason an item cannot join, or the generic one without an answer', async () => {
    server.answer(`POST /kits/${KIT.id}/members`, refusal(409, 'İŞK-0003 seri numaralı ekipman zaten Boş Set setinde.'));
    await openKit();
    await typeSerial('İŞK-0003');
    expect(await within(members()).findByText('İŞK-0003 seri numaralı ekipman zaten Boş Set setinde.')).toBeInTheDocument();
    server.answer(`POST /kits/${KIT.id}/members`, noAnswer);
    await fill(userEvent, within(members()).getByLabelText('Seri numarasını elle girin'), 'İŞK-0003');
    await userEvent.keyboard('{Enter}');
    expect(await within(members()).findByText('Ekipman sete eklenemedi.')).toBeInTheDocument();
  });

  it('takes an item out only after asking, naming it and the kit', async () => {
    server.answer(`DELETE /kits/${KIT.id}/members/e2`, { ...KIT, members: [KIT.members[0]] });
    await openKit();
    await userEvent.click(within(members()).getByRole('button', { name: 'HLT-0002 setten çıkar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Setten çıkarılsın mı?' });
    expect(dialog).toHaveTextContent('HLT-0002 İskele Kurulum Seti setinden çıkarılacak. Ekipman kendi kaydı ve geçmişiyle kalır.');
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setten Çıkar' }));
    expect(await screen.findByText('HLT-0002 setten çıkarıldı.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/kits/${KIT.id}/members/e2`]);
  });

  it('keeps the item on a refusal to take it out, saying why', async () => {
    server.answer(`DELETE /kits/${KIT.id}/members/e1`, refusal(409, 'KMR-0001 seri numaralı ekipman bu sette değil.'));
    await openKit();
    await userEvent.click(within(members()).getByRole('button', { name: 'KMR-0001 setten çıkar' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Setten Çıkar' }));
    expect(await screen.findByText('KMR-0001 seri numaralı ekipman bu sette değil.')).toBeInTheDocument();
    expect(within(members()).getByRole('link', { name: 'KMR-0001' })).toBeInTheDocument();
  });

  it('asking can be cancelled, sending nothing', async () => {
    await openKit();
    await userEvent.click(within(members()).getByRole('button', { name: 'KMR-0001 setten çıkar' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});

describe('a kit’s stock lines', () => {
  const PUT = `PUT /kits/${KIT.id}`;

  it('adds a line with the kit’s name and note kept, replacing the same card’s count', async () => {
    server.answer(PUT, KIT);
    await openKit();
    const card = within(stock()).getByLabelText('Stok Kartı');
    await within(card).findByRole('option', { name: 'Baret – Beyaz' });
    await userEvent.selectOptions(card, 'Karabina');
    await fill(userEvent, within(stock()).getByLabelText('Adet'), '6');
    await userEvent.click(within(stock()).getByRole('button', { name: 'Stok Ekle' }));
    expect(await screen.findByText('Stok satırı eklendi.')).toBeInTheDocument();
    expect(server.sent(PUT)).toEqual([
      { name: 'İskele Kurulum Seti', note: 'Kemer ve halatlar dahil', stock_lines: [{ stock_item_id: 's1', quantity: 6 }] },
    ]);
  });

  it('refuses a line without a card, or with a count that is not 1 to 10.000', async () => {
    await openKit();
    const add = within(stock()).getByRole('button', { name: 'Stok Ekle' });
    await userEvent.click(add);
    expect(within(stock()).getByText('Stok kartı bulunamadı.')).toBeInTheDocument();
    const card = within(stock()).getByLabelText('Stok Kartı');
    await within(card).findByRole('option', { name: 'Baret – Beyaz' });
    await userEvent.selectOptions(card, 'Baret – Beyaz');
    for (const count of ['0', '2,5', '10001', '-1', '', '1e3', '0x10', '٣']) {
      await fill(userEvent, within(stock()).getByLabelText('Adet'), count);
      await userEvent.click(add);
      expect(within(stock()).getByText('Adet 1 ile 10.000 arasında olmalıdır.')).toBeInTheDocument();
      expect(server.sent(PUT), count).toEqual([]);
    }
    expect(server.sent(PUT)).toEqual([]);
  });

  it('takes a line out, keeping the others', async () => {
    server.answer(PUT, { ...KIT, stock_lines: [] });
    await openKit();
    await userEvent.click(within(stock()).getByRole('button', { name: 'Çıkar' }));
    expect(await screen.findByText('Stok satırı çıkarıldı.')).toBeInTheDocument();
    expect(server.sent(PUT)).toEqual([{ name: 'İskele Kurulum Seti', note: 'Kemer ve halatlar dahil', stock_lines: [] }]);
  });

  it('shows the server’s refusal under the lines, and the generic failure without an answer', async () => {
    server.answer(PUT, refusal(409, 'Stok kartı bulunamadı.'));
    await openKit();
    await userEvent.click(within(stock()).getByRole('button', { name: 'Çıkar' }));
    expect(await within(stock()).findByText('Stok kartı bulunamadı.')).toBeInTheDocument();
    server.answer(PUT, noAnswer);
    await userEvent.click(within(stock()).getByRole('button', { name: 'Çıkar' }));
    expect(await within(stock()).findByText('Stok satırı kaydedilemedi.')).toBeInTheDocument();
  });
});

describe('deleting a kit', () => {
  it('asks first, saying the items stay, then goes back to the kits', async () => {
    server.answer(`DELETE /kits/${KIT.id}`, null);
    const { router } = await openKit();
    await userEvent.click(screen.getByRole('button', { name: 'Seti Sil' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Set silinsin mi?' });
    expect(dialog).toHaveTextContent(
      'İskele Kurulum Seti (SET-000017) silinecek. Ekipmanlar kendi kayıtlarıyla kalır; yalnızca set ve barkodu kalkar.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seti Sil' }));
    expect(await screen.findByText('Set silindi.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kits'));
  });

  it('stays on a refusal, saying why', async () => {
    server.answer(`DELETE /kits/${KIT.id}`, refusal(409, 'Set şu anda bir teslimde kullanılıyor.'));
    const { router } = await openKit();
    await userEvent.click(screen.getByRole('button', { name: 'Seti Sil' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Seti Sil' }));
    expect(await screen.findByText('Set şu anda bir teslimde kullanılıyor.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/kits/${KIT.id}`);
  });
});

describe('the kits list', () => {
  it('lists each kit with its code, warehouse, member count and stock, linking to its page', async () => {
    server.signIn(['view_kits']);
    await renderRoutedWithApp(<KitsPage />, '/kits');
    const list = await screen.findByRole('list', { name: 'Setler' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/kits/${KIT.id}`);
    expect(first).toHaveTextContent('İskele Kurulum SetiSET-000017');
    expect(first).toHaveTextContent('2 ekipman · 4 adet Karabina');
    expect(second).toHaveTextContent('0 ekipman');
    expect(screen.queryByRole('button', { name: 'Yeni Set' })).toBeNull();
  });

  it('says there are none yet, and offers a new one to a manager', async () => {
    server.signIn(MANAGER);
    server.answer('GET /kits', []);
    await renderRoutedWithApp(<KitsPage />, '/kits');
    expect(await screen.findByText('Henüz set yok')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Set' }));
    expect(screen.getByRole('dialog', { name: 'Yeni Set' })).toBeInTheDocument();
  });

  it('says the kits could not be read, rather than that there are none', async () => {
    server.signIn(['view_kits']);
    server.answer('GET /kits', noAnswer);
    await renderRoutedWithApp(<KitsPage />, '/kits');
    expect(await screen.findByText('Setler okunamadı.')).toBeInTheDocument();
    expect(screen.queryByText('Henüz set yok')).toBeNull();
  });
});
