import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReturnDialog } from './return-dialog';

vi.mock('@app/components/signature-pad', () => import('../../../../../tests/helpers/signature-pad-stub'));
// The signed-in user: a staff member without a saved signature.
vi.mock('@app/lib/session', () => ({
  useSession: () => ({
    user: { id: 'u1', first_name: 'İrem', last_name: 'Şahin', signature: null },
    can: () => true,
    refreshUser: async () => null,
  }),
}));

const worker = { id: 'k1', first_name: 'Mehmet', last_name: 'Öztürk', tc_no: '10000000146', phone: '5321234567', department: null };
const other = { id: 'k2', first_name: 'Ayşe', last_name: 'Çelik', tc_no: '10000000147', phone: '5321234568', department: null };
const record = (id: string, serial: string, holder = worker, issued_at = '2026-11-12T08:00:00Z') => ({
  id,
  status: 'active',
  issued_at,
  equipment_id: `e-${id}`,
  equipment: {
    id: `e-${id}`,
    serial_number: serial,
    model: 'GBH 2-28',
    brand: { id: 'b', name: 'Bosch' },
    category: null,
    warehouse_id: 'w1',
  },
  worker: holder,
  due_date: null,
});

function renderDialog() {
  const main = record('r5', 'SN-5');
  const records = [record('r10', 'SN-10'), main, record('r2', 'SN-2'), record('r7', 'SN-7', other, '2026-11-14T08:00:00Z')];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReturnDialog record={main} records={records} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Ekipman İade Al' });
}

describe('the return dialog', () => {
  it('offers the worker’s other items after the scanned one, in Turkish order (SN-2 before SN-10)', () => {
    const dialog = renderDialog();
    const serials = within(dialog)
      .getAllByTestId('return-item')
      .map((li) => /SN-\d+/.exec(li.textContent ?? '')?.[0]);
    expect(serials).toEqual(['SN-5', 'SN-2', 'SN-10']);
  });

  it('takes the worker’s items by scanning and refuses another worker’s in place, naming who holds it', async () => {
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Barkodla Seç' }));
    const serialBox = within(dialog).getByRole('textbox', { name: 'Seri numarasını elle girin' });
    await userEvent.type(serialBox, 'sn-10{Enter}');
    const card = within(dialog)
      .getAllByTestId('return-item')
      .find((li) => li.textContent?.includes('SN-10'))!;
    expect(within(card).getByRole('checkbox')).toBeChecked();
    await userEvent.type(serialBox, 'SN-7{Enter}');
    expect(
      await within(dialog).findByText("SN-7 bu işçide değil: başka işçinin zimmetinde (Ayşe Çelik'te, 14.11.2026'dan beri)."),
    ).toBeInTheDocument();
  });

  it('asks a staff member without a saved signature to sign in place, and does not send without it', async () => {
    const dialog = renderDialog();
    expect(within(dialog).getByTestId('staff-signature')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'İmzamı sonraki işlemler için kaydet' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İade Al' }));
    expect(within(dialog).getByText('Lütfen kendi imzanızı atın.')).toBeInTheDocument();
    expect(within(dialog).getByText('Lütfen işçinin imzasını alın.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Kullanıcı imzası ayarlanmamış/)).not.toBeInTheDocument();
  });

  it('sets every chosen item Sağlam at once, and asks what is damaged before a Hasarlı return is sent', async () => {
    const dialog = renderDialog();
    const cards = () => within(dialog).getAllByTestId('return-item');
    await userEvent.click(within(cards()[1]!).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tümü Sağlam' }));
    for (const card of cards().slice(0, 2)) expect(within(card).getByRole('radio', { name: 'Sağlam' })).toBeChecked();
    expect(within(cards()[2]!).queryByRole('radio', { name: 'Sağlam' })).not.toBeInTheDocument();

    await userEvent.click(within(cards()[0]!).getByRole('radio', { name: 'Hasarlı' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '2 Ekipmanı İade Al' }));
    expect(within(cards()[0]!).getByText('Hasarlı ekipman için açıklama zorunludur')).toBeInTheDocument();
    await userEvent.type(within(cards()[0]!).getByRole('textbox', { name: /Hasar notu/ }), 'Kablosu ezilmiş');
    expect(within(cards()[0]!).queryByText('Hasarlı ekipman için açıklama zorunludur')).not.toBeInTheDocument();
  });
});
