import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreen } from '../../../../../tests/helpers/screen-size';
import { OptionPicker } from './option-picker';

interface Repairer {
  id: string;
  name: string;
}
const repairers: Repairer[] = [
  { id: 'r1', name: 'Yıldız Teknik Servis' },
  { id: 'r2', name: 'Ege Makina Tamir' },
  { id: 'r3', name: 'Hilti Servis Merkezi' },
];
const fields = (r: Repairer) => [r.name];
/** The list's query, answered. */
const loaded = { isPending: false, isError: false, isFetching: false, refetch: vi.fn() };

function picker(onChange = vi.fn(), value = '') {
  render(
    <OptionPicker
      label="Tamirci"
      items={repairers}
      value={value}
      onChange={onChange}
      getId={(r) => r.id}
      render={(r) => r.name}
      searchFields={fields}
      searchLabel="Tamirci ara"
      emptyText="Tamirci yok"
      query={loaded}
      failedText="Tamirciler yüklenirken bir hata oluştu."
    />,
  );
  return onChange;
}

afterEach(() => setScreen(1024, 768));

describe('the repairer picker', () => {
  it('on a wide screen is a search over radio buttons in place', async () => {
    setScreen(1024, 768);
    const onChange = picker();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tamirci ara' }), 'ege');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Ege Makina Tamir' }));
    expect(onChange).toHaveBeenCalledWith('r2');
  });

  it('on a phone shows the choice and opens the list as a full-screen search sheet', async () => {
    setScreen(390, 844);
    const onChange = picker();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Seçilmedi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tamirci: Seç' }));
    const sheet = screen.getByRole('dialog', { name: 'Tamirci' });
    const search = within(sheet).getByRole('searchbox', { name: 'Tamirci ara' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'hilti');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Hilti Servis Merkezi' }));
    expect(onChange).toHaveBeenCalledWith('r3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
