// A list's filters in the address, through a real router over a memory history: what a link
// says is shown, what the user changes is written back (replaced), back restores it, and the
// address never takes hostile text or a national id.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { choiceParam, idParam, listSearchValidator, pageParam, textParam } from './list-search';
import { useListSearch } from './use-list-search';

const WAREHOUSE = '0b9d3c52-7c1e-4c55-9d7e-8f0e1c2a3b4d';
const FIELDS = {
  query: textParam('ara', { keep: (text) => !/^\d{11}$/.test(text.trim()) }),
  status: choiceParam<string>('durum', { arizali: 'broken', sahada: 'in_field' }, 'all'),
  warehouseId: idParam('depo'),
  page: pageParam(),
};

function List() {
  const [search, set, clear] = useListSearch(FIELDS);
  return (
    <div>
      <input aria-label="Ara" value={search.query} onChange={(e) => set({ query: e.target.value })} />
      <select aria-label="Durum" value={search.status} onChange={(e) => set({ status: e.target.value })}>
        <option value="all">Tümü</option>
        <option value="broken">Arızalı</option>
        <option value="in_field">Sahada</option>
      </select>
      <output aria-label="Sayfa">{search.page}</output>
      <output aria-label="Depo">{search.warehouseId || '-'}</output>
      <button onClick={() => set({ page: search.page + 1 })}>Sonraki</button>
      <button onClick={clear}>Temizle</button>
    </div>
  );
}

async function open(url: string): Promise<RouterHistory> {
  const history = createMemoryHistory({ initialEntries: ['/', url] });
  const root = createRootRoute({ component: () => <Outlet /> });
  const router = createRouter({
    history,
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Panel</p> }),
      createRoute({ getParentRoute: () => root, path: '/list', validateSearch: listSearchValidator(FIELDS), component: List }),
    ]),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return history;
}

const address = (history: RouterHistory) => history.location.search;
const value = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).value;

describe('a list keeps its filters in the address', () => {
  it('shows what a shared link says, in Turkish words', async () => {
    await open(`/list?ara=matkap&durum=arizali&depo=${WAREHOUSE}&sayfa=3`);
    expect(value('Ara')).toBe('matkap');
    expect(value('Durum')).toBe('broken');
    expect(screen.getByLabelText('Depo').textContent).toBe(WAREHOUSE);
    expect(screen.getByLabelText('Sayfa').textContent).toBe('3');
  });

  it('takes bad values calmly: each falls back to its default, the rest is kept', async () => {
    await open('/list?ara=%E0%A4%A&durum=yanlis&depo=..%2F..%2Fetc&sayfa=-4');
    expect(value('Durum')).toBe('all');
    expect(screen.getByLabelText('Depo').textContent).toBe('-');
    expect(screen.getByLabelText('Sayfa').textContent).toBe('1');
    await open('/list?sayfa=99999999999&durum=sahada');
    expect(screen.getAllByLabelText('Sayfa').at(-1)!.textContent).toBe('1');
    expect((screen.getAllByLabelText('Durum').at(-1) as HTMLSelectElement).value).toBe('in_field');
  });

  it('writes changes back, replacing the entry; a filter sends the list to its first page; back restores the list', async () => {
    const history = await open('/list?sayfa=2');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await act(async () => {});
    expect(address(history)).toBe('?sayfa=3');
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'broken' } });
    await act(async () => {});
    expect(address(history)).toBe('?durum=arizali');
    fireEvent.change(screen.getByLabelText('Ara'), { target: { value: 'kırıcı' } });
    await act(async () => {});
    expect(new URLSearchParams(address(history)).get('ara')).toBe('kırıcı');
    expect(history.length).toBe(2);
    // Away and back: the same filters.
    await act(async () => {
      history.push('/');
    });
    expect(screen.getByText('Panel')).toBeTruthy();
    await act(async () => {
      history.back();
    });
    await act(async () => {});
    expect(value('Ara')).toBe('kırıcı');
    expect(value('Durum')).toBe('broken');
    fireEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    await act(async () => {});
    expect(address(history)).toBe('');
    expect(value('Ara')).toBe('');
  });

  it('keeps control characters, lone surrogates and a national id out of the address', async () => {
    const history = await open('/list');
    fireEvent.change(screen.getByLabelText('Ara'), { target: { value: 'a\u0000b\ud800c' } });
    await act(async () => {});
    expect(new URLSearchParams(address(history)).get('ara')).toBe('a bc');
    fireEvent.change(screen.getByLabelText('Ara'), { target: { value: '12345678901' } });
    await act(async () => {});
    expect(address(history)).toBe('');
    // The page still searches for it.
    expect(value('Ara')).toBe('12345678901');
  });

  it('a shared link carrying a national id: the list searches for it, the address drops it', async () => {
    const history = await open('/list?ara=12345678901&durum=arizali');
    await act(async () => {});
    expect(value('Ara')).toBe('12345678901');
    expect(value('Durum')).toBe('broken');
    expect(address(history)).toBe('?durum=arizali');
    // Written with spaces, or read by the router as a number: the same.
    const spaced = await open('/list?ara=%2012345678901%20');
    await act(async () => {});
    expect(address(spaced)).toBe('');
    expect((screen.getAllByLabelText('Ara').at(-1) as HTMLInputElement).value).toBe('12345678901');
  });
});
