import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RECIPIENT_FALLBACK_TEXT, type StockRecipient } from '@shared/stock-settings';
import { setScreen } from '../../../../../tests/helpers/screen-size';
import { textsOf } from '../../../../../tests/helpers/texts';
import { RecipientPicker } from './recipient-picker';

const people: StockRecipient[] = [
  { id: 'u1', first_name: 'Şule', last_name: 'Işık', email: 'sule@firma.com.tr' },
  { id: 'u2', first_name: 'Mehmet', last_name: 'Çelik', email: 'mehmet@firma.com.tr' },
  { id: 'u3', first_name: 'Ayşe', last_name: 'Demir', email: 'ayse@firma.com.tr' },
];
const gone = { id: 'u9', first_name: 'Kemal', last_name: 'Eski', email: 'kemal@firma.com.tr', can_receive: false };

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RecipientPicker
      label="Düşük stok bildirimi alıcıları"
      candidates={people}
      stored={initial.includes(gone.id) ? [gone] : []}
      value={value}
      onChange={setValue}
    />
  );
}

afterEach(() => setScreen(1024, 768));

describe('the low-stock recipient picker', () => {
  it('says who is told when nobody is chosen, and chooses several people found the Turkish way (390 px)', async () => {
    setScreen(390, 844);
    render(<Harness initial={[]} />);
    expect(screen.getByText(RECIPIENT_FALLBACK_TEXT)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Alıcı ara' }), 'isik');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: /Şule Işık/ }));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Alıcı ara' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Mehmet Çelik/ }));
    const chosen = screen.getByRole('list', { name: 'Seçilen alıcılar' });
    expect(textsOf(within(chosen).getAllByRole('listitem'))).toEqual(['Şule Işık×', 'Mehmet Çelik×']);
    expect(screen.queryByText(RECIPIENT_FALLBACK_TEXT)).not.toBeInTheDocument();
  });

  it('shows a stored recipient who can no longer receive, and takes them off', async () => {
    render(<Harness initial={['u9', 'u3']} />);
    expect(screen.getByText('(bildirim alamaz: depo ya da stok yetkisi yok)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kemal Eski: alıcılardan çıkar' }));
    expect(screen.queryByText(/Kemal Eski/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ayşe Demir/ })).toBeChecked();
    expect(screen.queryByText(RECIPIENT_FALLBACK_TEXT)).not.toBeInTheDocument();
  });

  it('says the stock readers are told when no chosen recipient can receive any more', () => {
    render(<Harness initial={['u9']} />);
    expect(screen.getByText(/Kemal Eski/)).toBeInTheDocument();
    expect(screen.getByText(RECIPIENT_FALLBACK_TEXT)).toBeInTheDocument();
  });
});
