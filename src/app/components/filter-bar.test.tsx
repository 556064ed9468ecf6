// A list's filters by one choice, described once: the select (named for screen readers, 'Tüm …' as
// the empty choice) and, on a phone, the chip of a value that is on, whose removal sets the default.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreen } from '../../../tests/helpers/screen-size';
import { textsOf } from '../../../tests/helpers/texts';
import { FilterBar, type ChoiceFilter } from './filter-bar';

const STATUSES = [
  { value: 'active', label: 'Sahada' },
  { value: 'returned', label: 'İade Edildi' },
];
const WAREHOUSES = [{ value: 'w1', label: 'Merkez Depo' }];

/** A phone (390 px wide) or a wide screen. */
const screenIs = (phone: boolean) => (phone ? setScreen(390, 844) : setScreen(1024, 768));

function renderBar(values: { status: string; warehouse: string }) {
  const status = vi.fn();
  const warehouse = vi.fn();
  const choices: ChoiceFilter[] = [
    { key: 'status', label: 'Durum', all: 'Tüm Durumlar', options: STATUSES, value: values.status, onChange: status, fallback: 'active' },
    { key: 'warehouse', label: 'Depo', all: 'Tüm Depolar', options: WAREHOUSES, value: values.warehouse, onChange: warehouse },
  ];
  render(<FilterBar choices={choices} filters={<button type="button">CSV</button>} onClear={vi.fn()} />);
  return { status, warehouse };
}

afterEach(() => setScreen(1024, 768));

describe('a filter bar’s choices', () => {
  it('each is a select named by its label, every row first, then the other controls', async () => {
    screenIs(false);
    const { warehouse } = renderBar({ status: 'active', warehouse: '' });
    const depot = screen.getByRole('combobox', { name: 'Depo' });
    expect(textsOf(within(depot).getAllByRole('option'))).toEqual(['Tüm Depolar', 'Merkez Depo']);
    expect(screen.getByRole('combobox', { name: 'Durum' })).toHaveValue('active');
    expect(
      screen
        .getAllByRole('combobox')
        .at(-1)!
        .compareDocumentPosition(screen.getByRole('button', { name: 'CSV' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.selectOptions(depot, 'Merkez Depo');
    expect(warehouse).toHaveBeenCalledWith('w1');
  });

  it('on a phone: a chip for each value other than the default; removing it sets the default', async () => {
    screenIs(true);
    const { status, warehouse } = renderBar({ status: 'returned', warehouse: 'w1' });
    const chips = within(screen.getByRole('list', { name: 'Etkin filtreler' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['Durum: İade Edildi', 'Depo: Merkez Depo']);
    expect(screen.getByRole('button', { name: 'Filtrele (2)' })).toBeInTheDocument();
    await userEvent.click(chips.getByRole('button', { name: 'Filtreyi kaldır: Durum: İade Edildi' }));
    expect(status).toHaveBeenCalledWith('active');
    await userEvent.click(chips.getByRole('button', { name: 'Filtreyi kaldır: Depo: Merkez Depo' }));
    expect(warehouse).toHaveBeenCalledWith('');
  });

  it('on a phone: the default and every-row choice show no chip', () => {
    screenIs(true);
    renderBar({ status: 'active', warehouse: '' });
    expect(screen.queryByRole('list', { name: 'Etkin filtreler' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtrele' })).toBeInTheDocument();
  });
});
