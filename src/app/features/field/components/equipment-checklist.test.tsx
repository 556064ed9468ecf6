import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreen } from '../../../../../tests/helpers/screen-size';
import { EquipmentChecklist } from './equipment-checklist';

const item = (id: string, serial: string) => ({
  id,
  serial_number: serial,
  model: 'GBH 2-28',
  status: 'available',
  warehouse_id: 'w1',
  brand: { name: 'Bosch' },
  category: null,
});
const items = [item('e1', 'SN-1'), item('e2', 'SN-2')];
const refused = [
  { id: 'e9', serial_number: 'SN-9', title: 'Bosch GSB', reason: "SN-9 teslim edilemez: Sahada — Ali Demir'de, 12.11.2026'dan beri." },
];

afterEach(() => setScreen(1024, 768));

describe('the hand-over’s equipment list', () => {
  it('keeps a chosen item that can no longer be handed over, with the reason, until it is removed', async () => {
    const onChange = vi.fn();
    render(<EquipmentChecklist items={items} selected={['e1', 'e9']} onChange={onChange} refused={refused} />);
    const list = screen.getByRole('list', { name: 'Teslim edilemeyen ekipmanlar' });
    expect(within(list).getByRole('alert')).toHaveTextContent("SN-9 teslim edilemez: Sahada — Ali Demir'de, 12.11.2026'dan beri.");
    await userEvent.click(within(list).getByRole('button', { name: 'SN-9 listeden çıkar' }));
    expect(onChange).toHaveBeenCalledWith(['e1']);
  });

  it('on a phone lists what is chosen and picks from a full-screen sheet', async () => {
    setScreen(390, 844);
    const onChange = vi.fn();
    render(<EquipmentChecklist items={items} selected={['e1']} onChange={onChange} />);
    expect(within(screen.getByTestId('chosen-items')).getByText('SN-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Listeden Seç (1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Ekipman seçin' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /SN-2/ }));
    expect(onChange).toHaveBeenCalledWith(['e1', 'e2']);
  });
});
