import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { ApiTokenDialog } from './api-token-dialog';

const W_GEBZE = { id: '6a1b2c3d-0000-4000-8000-000000000001', name: 'Gebze Çayırova Deposu', location: 'Kocaeli' };
const W_ISTOC = { id: '6a1b2c3d-0000-4000-8000-000000000002', name: 'İSTOÇ Bağcılar', location: 'İstanbul' };
const CREATED = {
  token: 'dt_Şifre-gibi-sakla_9f8e7d6c5b4a',
  row: {
    id: 't1',
    name: 'ERP entegrasyonu (Logo Tiger)',
    hint: '…5b4a',
    created_by: { id: 'u1', first_name: 'Gülşen', last_name: 'Çağlayan' },
  },
};

const server = fakeApi();
const userEvent = typist();
afterEach(() => vi.useRealTimers());

function openDialog(permissions: string[], warehouseIds: string[] = []) {
  server.signIn(permissions);
  server.answer('GET /auth/me', {
    id: 'u1',
    first_name: 'Gülşen',
    last_name: 'Çağlayan',
    email: 'g@depo.example',
    phone: '5321234567',
    permissions,
    warehouse_ids: warehouseIds,
  });
  server.answer('GET /warehouses', [W_GEBZE, W_ISTOC]);
  const onClose = vi.fn();
  renderWithApp(<ApiTokenDialog open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Yeni API Anahtarı' });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
  return { dialog, submit, onClose };
}

describe('a new API token', () => {
  it('lasts 90 days from today in Istanbul by default', () => {
    // 22:30 UTC on 31 December is already 1 January in Istanbul: the 90 days count from there.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T22:30:00Z'));
    const { dialog } = openDialog(['view_equipment']);
    expect(within(dialog).getByRole('textbox', { name: 'Son Geçerlilik Tarihi' })).toHaveValue('01.04.2027');
    expect(within(dialog).getByText('Bu günün sonuna kadar geçerlidir; en fazla 365 gün sonrası seçilebilir.')).toBeInTheDocument();
  });

  it('offers only the permissions the maker holds, by category', () => {
    const { dialog } = openDialog(['view_equipment', 'create_worker']);
    const boxes = within(dialog)
      .getAllByRole('checkbox')
      .map((b) => b.closest('label')?.textContent);
    expect(boxes).toContain('İşçi oluşturma');
    expect(boxes.filter((t) => /kullanıcı/i.test(t ?? ''))).toEqual([]);
    expect(within(dialog).getByText('Yetkiler (0 seçili)')).toBeInTheDocument();
  });

  it('asks for a name and at least one permission', async () => {
    const { dialog, submit } = openDialog(['view_equipment']);
    await submit();
    expect(await within(dialog).findByText('Anahtar adı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('En az bir yetki seçin.')).toBeInTheDocument();
    expect(server.sent('POST /api-tokens')).toEqual([]);
  });

  it('a maker limited to some warehouses must pick one of theirs', async () => {
    const { dialog, submit } = openDialog(['view_equipment'], [W_GEBZE.id]);
    expect(await within(dialog).findByText('Depolarınızdan en az birini seçin.')).toBeInTheDocument();
    await fill(userEvent, within(dialog).getByLabelText('Anahtar Adı', { exact: true }), 'Sayım tableti');
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0]!);
    await submit();
    expect(await within(dialog).findByText('Depo erişiminiz sınırlı: anahtar için depolarınızdan en az birini seçin.')).toBeInTheDocument();
    expect(server.sent('POST /api-tokens')).toEqual([]);
  });

  it('sends name, permissions, warehouses and last day, then shows the token once and copies it', async () => {
    server.answer('POST /api-tokens', CREATED);
    const { dialog, submit, onClose } = openDialog(['view_equipment', 'create_worker']);
    await fill(userEvent, within(dialog).getByLabelText('Anahtar Adı', { exact: true }), ' ERP entegrasyonu (Logo Tiger) ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'İşçi oluşturma' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'İSTOÇ Bağcılar' }));
    const day = within(dialog).getByRole('textbox', { name: 'Son Geçerlilik Tarihi' });
    await fill(userEvent, day, '28.02.2027');
    await submit();
    const shown = await screen.findByRole('dialog', { name: 'API Anahtarı Oluşturuldu' });
    expect(server.sent('POST /api-tokens')).toEqual([
      { name: 'ERP entegrasyonu (Logo Tiger)', permissions: ['create_worker'], warehouse_ids: [W_ISTOC.id], expires_on: '2027-02-28' },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(shown).getByRole('textbox', { name: 'API anahtarı' })).toHaveValue(CREATED.token);
    expect(within(shown).getByText(/yalnızca şimdi gösterilir/)).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Kopyala' }));
    expect(await screen.findByText('Anahtar panoya kopyalandı.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(CREATED.token);
    await userEvent.click(within(shown).getByRole('button', { name: 'Kaydettim, Kapat' }));
    expect(screen.queryByRole('textbox', { name: 'API anahtarı' })).not.toBeInTheDocument();
  });

  it('the server’s refusal is said and nothing is shown as created', async () => {
    server.answer('POST /api-tokens', refusal(400, 'Son geçerlilik tarihi bugünden sonra ve en fazla 365 gün sonrası olmalıdır.'));
    const { dialog, submit, onClose } = openDialog(['view_equipment']);
    await fill(userEvent, within(dialog).getByLabelText('Anahtar Adı', { exact: true }), 'Yedek');
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0]!);
    await submit();
    expect(await screen.findByText('Son geçerlilik tarihi bugünden sonra ve en fazla 365 gün sonrası olmalıdır.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'API Anahtarı Oluşturuldu' })).not.toBeInTheDocument();
  });
});
