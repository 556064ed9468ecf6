import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { measuredWidth } from '../../../tests/helpers/screen-size';
import { textsOf } from '../../../tests/helpers/texts';
import { dateColumn, ListView, statusColumn, useListPage, type ListColumn } from './list-view';

interface Worker {
  id: string;
  name: string;
  department: string;
  phone: string;
  status: string;
  created_at: string;
}

const WORKERS: Worker[] = [
  { id: 'w1', name: 'Ayşe Yılmaz', department: 'Montaj', phone: '532 111 22 33', status: 'Sahada', created_at: '2026-11-23T11:07:00Z' },
  {
    id: 'w2',
    name: 'İsmail Çelik',
    department: 'Bakım',
    phone: '533 444 55 66',
    status: 'İade Edildi',
    created_at: '2026-11-22T08:00:00Z',
  },
];

const COLUMNS: ListColumn<Worker>[] = [
  { id: 'name', header: 'Ad Soyad', priority: 1, minWidth: 160, cell: (w) => w.name },
  { id: 'department', header: 'Departman', priority: 2, minWidth: 120, cell: (w) => w.department },
  { id: 'phone', header: 'Telefon', priority: 3, minWidth: 140, cell: (w) => w.phone },
  statusColumn((w) => <span>{w.status}</span>),
  dateColumn('created', 'Eklenme', (w) => w.created_at, 3),
];

// happy-dom lays nothing out: the list's own width is what the kit would measure on a device.
const setListWidth = measuredWidth(1200);

function workersList(props: Partial<Parameters<typeof ListView<Worker>>[0]> = {}) {
  return render(<ListView<Worker> caption="İşçiler" rows={WORKERS} rowKey={(w) => w.id} columns={COLUMNS} {...props} />);
}

describe('ListView as a table (wide)', () => {
  it('shows every column with its header, the rows in order, dates on the warehouses’ clock', () => {
    workersList();
    const table = screen.getByRole('table', { name: 'İşçiler' });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Ad Soyad', 'Departman', 'Telefon', 'Durum', 'Eklenme']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Ayşe Yılmaz', 'İsmail Çelik']);
    expect(within(rows[0]!).getByText('23 Kas 2026 14:07')).toBeInTheDocument();
  });

  it('pins the actions to the right; a click on the row opens it, a click on its button does not', async () => {
    const open = vi.fn();
    const edit = vi.fn();
    workersList({ onRowClick: open, actions: (w) => <button onClick={() => edit(w.id)}>Düzenle</button>, actionsWidth: 120 });
    const [first] = screen.getAllByRole('button', { name: 'Düzenle' });
    await userEvent.click(first!);
    expect(edit).toHaveBeenCalledWith('w1');
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('cell', { name: 'İsmail Çelik' }));
    expect(open).toHaveBeenCalledWith(WORKERS[1]);
    expect(screen.getByRole('columnheader', { name: 'İşlemler' })).toHaveClass('sticky');
  });

  it('leaves out the columns that do not fit, the title and the always-shown ones last', () => {
    setListWidth(620);
    workersList();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Ad Soyad');
    expect(headers).toContain('Departman');
    expect(headers).toContain('Durum');
    expect(headers.length).toBeLessThan(COLUMNS.length);
  });
});

describe('ListView as compact rows (narrow)', () => {
  it('shows each row compactly: the title, one line of detail, the status, the actions behind a menu', async () => {
    setListWidth(390);
    workersList({ actions: () => <button>Düzenle</button>, actionsWidth: 120 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'İşçiler' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Montaj')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sahada')).toBeInTheDocument();
    // No field labels and no third-priority field on a phone's row.
    expect(within(rows[0]!).queryByText('Departman')).not.toBeInTheDocument();
    expect(within(rows[0]!).queryByText('532 111 22 33')).not.toBeInTheDocument();
    // Düzenle waits behind the row's '⋯' menu.
    expect(within(rows[0]!).queryByRole('button', { name: 'Düzenle' })).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /işlemleri$/ }));
    expect(await screen.findByRole('button', { name: 'Düzenle' })).toBeInTheDocument();
  });

  it('is always cards below the width the screen asks for', () => {
    workersList({ cardsBelow: Number.POSITIVE_INFINITY });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'İşçiler' })).toBeInTheDocument();
  });
});

describe('ListView states', () => {
  it('without rows shows the list’s own empty state, or “no results” when a search or filter is on', () => {
    const { rerender } = workersList({ rows: [], empty: <p>Henüz işçi bulunmuyor</p> });
    expect(screen.getByText('Henüz işçi bulunmuyor')).toBeInTheDocument();
    rerender(
      <ListView<Worker> caption="İşçiler" rows={[]} rowKey={(w) => w.id} columns={COLUMNS} empty={<p>Henüz işçi bulunmuyor</p>} filtered />,
    );
    expect(screen.getByText('Arama sonucu bulunamadı')).toBeInTheDocument();
    expect(screen.queryByText('Henüz işçi bulunmuyor')).not.toBeInTheDocument();
  });

  it('while loading shows neither rows nor a pager', () => {
    workersList({ loading: true, paging: { page: 1, pageSize: 1, total: 2, onPageChange: () => {} } });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sayfa/ })).not.toBeInTheDocument();
  });

  it('selects rows one by one and the whole page from the header', async () => {
    const selected = new Set<string>(['w2']);
    const onToggle = vi.fn();
    const onTogglePage = vi.fn();
    workersList({
      selection: {
        isSelected: (w) => selected.has(w.id),
        onToggle,
        rowLabel: (w) => `${w.name} seç`,
        onTogglePage,
        pageLabel: 'Bu sayfadakileri seç',
      },
    });
    expect(screen.getByRole('checkbox', { name: 'İsmail Çelik seç' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ayşe Yılmaz seç' }));
    expect(onToggle).toHaveBeenCalledWith(WORKERS[0], true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bu sayfadakileri seç' }));
    expect(onTogglePage).toHaveBeenCalledWith(true);
  });
});

describe('paging', () => {
  it('a history’s pager steps with Önceki and Sonraki and says where it is', async () => {
    const onPageChange = vi.fn();
    workersList({ paging: { page: 2, pageSize: 2, total: 5, onPageChange, variant: 'steps' } });
    expect(screen.getByText('Sayfa 2 / 3')).toBeInTheDocument();
    expect(screen.getByText('3-4 / 5 kayıt gösteriliyor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('useListPage gives one page of the rows and stays on a page that exists when the rows shrink', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    const { result, rerender } = renderHook(({ list }) => useListPage(list, 10), { initialProps: { list: rows } });
    expect(result.current.pageRows).toEqual(rows.slice(0, 10));
    act(() => result.current.setPage(3));
    expect(result.current.pageRows).toEqual([21, 22, 23, 24, 25]);
    rerender({ list: rows.slice(0, 12) });
    expect(result.current.page).toBe(2);
    expect(result.current.pageRows).toEqual([11, 12]);
    expect(result.current.paging).toMatchObject({ page: 2, pageSize: 10, total: 12 });
  });
});
