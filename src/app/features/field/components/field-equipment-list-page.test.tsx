import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SearchSheet from '@app/components/search-sheet';
import type * as PagedHistory from '@app/lib/paged-history';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { FieldEquipmentListPage } from './field-equipment-list-page';

/** The filters each page of the history was asked with. */
const asked: Array<Record<string, string>> = [];
vi.mock('@app/lib/paged-history', async (importOriginal) => ({
  ...(await importOriginal<typeof PagedHistory>()),
  usePagedHistory: (options: { params: Record<string, string> }) => {
    asked.push(options.params);
    return { rows: [], filtered: 0, total: 0, offline: false, isPending: false, isFetching: false, isError: false, error: null };
  },
}));
vi.mock('../api/get-field-equipment-list', () => ({
  FIELD_EQUIPMENT_KEY: ['field-equipment'],
  useFieldEquipmentList: () => ({ data: [] }),
}));
vi.mock('@app/lib/reference-data', () => ({ useReference: () => ({ data: [] }) }));
vi.mock('@app/lib/session', () => ({ useSession: () => ({ user: null, refreshUser: vi.fn(), can: () => true }) }));
/** A phone (filters behind 'Filtrele', chips for what is set) or a wider screen (the summary's 'Filtreleri Temizle'). */
let small = false;
vi.mock('@app/components/search-sheet', async (importOriginal) => ({
  ...(await importOriginal<typeof SearchSheet>()),
  useSmallScreen: () => small,
}));

beforeEach(() => {
  asked.length = 0;
});

describe("'Sahadaki Ekipmanlar'", () => {
  it('answers its title by default on a wide screen: what is in the field now; returned hand-overs only when picked; clearing goes back to Sahada', async () => {
    small = false;
    await renderInApp(<FieldEquipmentListPage />);
    const status = screen.getByRole('combobox', { name: 'Durum' });
    expect(status).toHaveValue('active');
    expect(asked.at(-1)).toMatchObject({ status: 'active' });
    // The default is no filter of the user's: nothing to clear.
    expect(screen.queryByRole('button', { name: 'Filtreleri Temizle' })).not.toBeInTheDocument();

    await userEvent.selectOptions(status, 'İade Edildi');
    expect(asked.at(-1)).toMatchObject({ status: 'returned' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(status).toHaveValue('active');
    expect(asked.at(-1)).toMatchObject({ status: 'active' });

    await userEvent.selectOptions(status, 'Tüm Durumlar');
    expect(asked.at(-1)).toMatchObject({ status: '' });
  });

  it('on a phone the same default, with no chip for it; a picked status is a chip whose removal goes back to Sahada', async () => {
    small = true;
    await renderInApp(<FieldEquipmentListPage />);
    expect(asked.at(-1)).toMatchObject({ status: 'active' });
    expect(screen.getByRole('button', { name: 'Filtrele' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtreyi kaldır/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Durum' }), 'İade Edildi');
    expect(asked.at(-1)).toMatchObject({ status: 'returned' });
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filtreyi kaldır: Durum: İade Edildi' }));
    expect(asked.at(-1)).toMatchObject({ status: 'active' });
  });
});
