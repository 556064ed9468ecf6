import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PickerEquipment } from '../api/types';
import { AWAITING_SCAN, useAwaitingScan } from './use-awaiting-scan';

const item = (id: string, serial: string, status = 'available'): PickerEquipment => ({
  id,
  serial_number: serial,
  model: 'EU22i',
  status,
  warehouse_id: 'w1',
  brand: { name: 'Honda' },
  category: null,
});
const items = [item('e1', 'JN-1'), item('e2', 'JN-2'), item('e3', 'JN-3', 'broken'), item('e4', 'JN-4')];
const byId = new Map(items.map((e) => [e.id, e]));

/** The form's part that matters here: the chosen ids, a scan box adding a serial as the form does, a signing button. */
function Harness({ reserved }: { reserved: string[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [signed, setSigned] = useState(false);
  const add = (serial: string) => {
    const found = items.find((e) => e.serial_number === serial);
    if (!found || found.status !== 'available') return `${serial} teslim edilemez.`;
    setSelected((list) => (list.includes(found.id) ? list : [...list, found.id]));
    return undefined;
  };
  const awaiting = useAwaitingScan({
    selectedIds: selected,
    byId,
    warehouseId: 'w1',
    refusalOf: (serial, e) => (e.status === 'available' ? null : `${serial} teslim edilemez: Arızalı.`),
    add,
  });
  const { expect: expectIds } = awaiting;
  useEffect(() => expectIds(reserved), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div>
      {awaiting.section}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const box = event.currentTarget.elements.namedItem('serial') as HTMLInputElement;
          add(box.value);
          box.value = '';
        }}
      >
        <input name="serial" aria-label="Seri no" />
      </form>
      <button type="button" onClick={() => setSelected((list) => list.filter((id) => id !== 'e1'))}>
        JN-1 bırak
      </button>
      <button type="button" onClick={() => setSigned(awaiting.check())}>
        İmzala
      </button>
      <output aria-label="Seçilenler">{selected.join(',')}</output>
      <output aria-label="İmza">{signed ? 'imzalandı' : 'bekliyor'}</output>
    </div>
  );
}

const waitingSerials = () => screen.queryAllByTestId('awaiting-item').map((row) => within(row).getByText(/^JN-\d$/).textContent);

describe('a reservation’s items waiting to be confirmed by scan', () => {
  it('lists each item as waiting, and a scan of its serial confirms it', async () => {
    render(<Harness reserved={['e1', 'e2']} />);
    expect(waitingSerials()).toEqual(['JN-1', 'JN-2']);
    expect(screen.getAllByText('Tarama bekliyor')).toHaveLength(2);
    expect(screen.getByLabelText('Seçilenler')).toHaveTextContent('');

    await userEvent.type(screen.getByLabelText('Seri no'), 'JN-2{Enter}');
    expect(waitingSerials()).toEqual(['JN-1']);
    expect(screen.getByLabelText('Seçilenler')).toHaveTextContent('e2');
  });

  it('cannot be signed while one waits; a tap confirms one without a readable label, another is taken off', async () => {
    render(<Harness reserved={['e1', 'e2']} />);
    await userEvent.click(screen.getByRole('button', { name: 'İmzala' }));
    expect(screen.getByLabelText('İmza')).toHaveTextContent('bekliyor');
    expect(screen.getByTestId('awaiting-scan')).toHaveTextContent(AWAITING_SCAN);

    await userEvent.click(screen.getByRole('button', { name: 'JN-1 elle onayla' }));
    await userEvent.click(screen.getByRole('button', { name: 'JN-2 listeden çıkar' }));
    expect(screen.queryByTestId('awaiting-scan')).toBeNull();
    expect(screen.getByLabelText('Seçilenler')).toHaveTextContent('e1');
    await userEvent.click(screen.getByRole('button', { name: 'İmzala' }));
    expect(screen.getByLabelText('İmza')).toHaveTextContent('imzalandı');
  });

  it('a confirmed item stays confirmed when it is left out later; an item not reserved is added as usual', async () => {
    render(<Harness reserved={['e1']} />);
    await userEvent.type(screen.getByLabelText('Seri no'), 'JN-1{Enter}');
    await userEvent.type(screen.getByLabelText('Seri no'), 'JN-4{Enter}');
    expect(screen.getByLabelText('Seçilenler')).toHaveTextContent('e1,e4');
    await userEvent.click(screen.getByRole('button', { name: 'JN-1 bırak' }));
    expect(waitingSerials()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'İmzala' }));
    expect(screen.getByLabelText('İmza')).toHaveTextContent('imzalandı');
  });

  it('a reserved item that cannot go says why and waits until it is taken off', async () => {
    render(<Harness reserved={['e3']} />);
    const row = screen.getByTestId('awaiting-item');
    expect(within(row).getByRole('alert')).toHaveTextContent('JN-3 teslim edilemez: Arızalı.');
    await userEvent.click(within(row).getByRole('button', { name: 'JN-3 elle onayla' }));
    expect(waitingSerials()).toEqual(['JN-3']);
    await userEvent.click(within(row).getByRole('button', { name: 'JN-3 listeden çıkar' }));
    expect(screen.queryByTestId('awaiting-item')).toBeNull();
  });
});
