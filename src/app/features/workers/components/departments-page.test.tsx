import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { expectSearchFinds, fill, renderRoutedWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { DepartmentRow } from '../api/get-departments';
import { DepartmentsPage } from './departments-page';

const AT = '2026-03-02T06:30:00.000Z';
const department = (n: number, name: string): DepartmentRow => ({
  id: `de000000-0000-4000-8000-00000000000${n}`,
  name,
  created_at: AT,
  updated_at: AT,
});
const DEPARTMENTS = [
  department(1, 'Zemin Etüt'),
  department(2, 'İnşaat'),
  department(3, 'Çelik Konstrüksiyon'),
  department(4, 'Isıtma Soğutma'),
  department(5, 'Bakım Onarım'),
];

const server = fakeApi({ 'GET /departments': DEPARTMENTS });
const userEvent = typist();
// happy-dom lays nothing out: the list measures a desktop's width, so it is drawn as a table.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const EVERYTHING = ['view_workers', 'manage_departments', 'create_department', 'edit_department', 'delete_department'];

async function openPage(permissions = EVERYTHING) {
  server.signIn(permissions);
  await renderRoutedWithApp(<DepartmentsPage />, '/workers/departments');
  const table = await screen.findByRole('table', { name: 'Departmanlar' });
  await within(table).findByText('Zemin Etüt');
  return table;
}

/** The department names as the table lists them. */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the departments tab', () => {
  it('lists the departments in Turkish order', async () => {
    const table = await openPage();
    expect(names(table)).toEqual(['Bakım Onarım', 'Çelik Konstrüksiyon', 'Isıtma Soğutma', 'İnşaat', 'Zemin Etüt']);
  });

  it('finds a department typed without Turkish letters or in capitals', async () => {
    const table = await openPage();
    const search = screen.getByRole('searchbox', { name: 'Departman ara' });
    await expectSearchFinds(userEvent, search, () => names(table), [
      ['celik', ['Çelik Konstrüksiyon']],
      ['İNŞAAT', ['İnşaat']],
      ['isitma', ['Isıtma Soğutma']],
    ]);
  });

  it('offers edit and delete only to those who may', async () => {
    await openPage(['view_workers', 'manage_departments', 'edit_department']);
    expect(screen.getByRole('button', { name: 'İnşaat düzenle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İnşaat sil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni Departman' })).not.toBeInTheDocument();
  });

  it('asks before deleting, sends nothing when the answer is no, and deletes on yes', async () => {
    server.answer(`DELETE /departments/${DEPARTMENTS[1]!.id}`, { ok: true });
    await openPage();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    await userEvent.click(screen.getByRole('button', { name: 'İnşaat sil' }));
    expect(confirm).toHaveBeenLastCalledWith("'İnşaat' departmanını silmek istediğinizden emin misiniz?");
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'İnşaat sil' }));
    expect(await screen.findByText('Departman başarıyla silindi')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/departments/${DEPARTMENTS[1]!.id}`]);
  });

  it('a department with workers cannot be deleted: the server’s reason is said', async () => {
    server.answer(
      `DELETE /departments/${DEPARTMENTS[0]!.id}`,
      refusal(409, 'Bu departmanda kayıtlı işçiler var. Önce işçileri başka departmana taşıyın.'),
    );
    await openPage();
    vi.stubGlobal('confirm', () => true);
    await userEvent.click(screen.getByRole('button', { name: 'Zemin Etüt sil' }));
    expect(await screen.findByText('Bu departmanda kayıtlı işçiler var. Önce işçileri başka departmana taşıyın.')).toBeInTheDocument();
  });

  it('creates a department, asking for its name first', async () => {
    server.answer('POST /departments', department(6, 'Şantiye Lojistiği'));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Departman' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Departman' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Departman adı zorunludur')).toBeInTheDocument();
    await fill(userEvent, within(dialog).getByLabelText('Departman Adı', { exact: true }), ' Şantiye Lojistiği ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Departman başarıyla oluşturuldu')).toBeInTheDocument();
    expect(server.sent('POST /departments')).toEqual([{ name: 'Şantiye Lojistiği' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yeni Departman' })).not.toBeInTheDocument());
  });

  it('renames a department from its row', async () => {
    server.answer(`PUT /departments/${DEPARTMENTS[3]!.id}`, department(4, 'Isıtma Soğutma Havalandırma'));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Isıtma Soğutma düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Departmanı Düzenle' });
    const name = within(dialog).getByLabelText('Departman Adı', { exact: true });
    expect(name).toHaveValue('Isıtma Soğutma');
    await fill(userEvent, name, 'Isıtma Soğutma Havalandırma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Departman başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /departments/${DEPARTMENTS[3]!.id}`)).toEqual([{ name: 'Isıtma Soğutma Havalandırma' }]);
  });
});
