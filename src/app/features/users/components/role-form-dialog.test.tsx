import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { PermissionRow } from '../api/get-permissions';
import type { RoleRow } from '../api/get-roles';
import { RoleFormDialog } from './role-form-dialog';

const permission = (n: number, name: string, category: string, description: string): PermissionRow => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name,
  category,
  description,
});
const VIEW_WORKERS = permission(1, 'view_workers', 'İşçi Yönetimi', 'İşçileri görüntüleme');
const CREATE_WORKER = permission(2, 'create_worker', 'İşçi Yönetimi', 'İşçi oluşturma');
const VIEW_USERS = permission(3, 'view_users', 'Kullanıcı Yönetimi', 'Kullanıcıları görüntüleme');
const MANAGE_ROLES = permission(4, 'manage_roles', 'Kullanıcı Yönetimi', 'Rolleri yönetme');
const MANAGE_KITS = permission(5, 'manage_kits', 'Setler', 'Setleri yönetme');
const LEGACY = permission(6, 'legacy_export', 'Çıkış Arşivi', 'Eski dışa aktarım');
const OTHER = permission(7, 'other_thing', 'Ağ Ayarları', 'Ağ ayarları');
const PERMISSIONS = [MANAGE_KITS, LEGACY, VIEW_WORKERS, OTHER, CREATE_WORKER, MANAGE_ROLES, VIEW_USERS];

const ROLE: RoleRow = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Şantiye Şefi (Çekmeköy)',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  user_count: 3,
  permission_count: 2,
  rolePermissions: [{ permissionId: VIEW_WORKERS.id }, { permissionId: MANAGE_KITS.id }],
};

const server = fakeApi();
const userEvent = typist();

/** The editor holds these permissions: the ones they do not hold cannot be given. */
function openDialog(role: RoleRow | null, held = ['view_users', 'manage_roles', 'view_workers', 'create_worker', 'manage_kits']) {
  server.signIn(held);
  const onClose = vi.fn();
  renderWithApp(<RoleFormDialog open role={role} permissions={PERMISSIONS} permissionsLoading={false} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: role ? 'Rolü Düzenle' : 'Yeni Rol' });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return { dialog, submit, onClose, box: (name: string) => within(dialog).getByRole('checkbox', { name }) };
}

describe('the role form', () => {
  it('groups the permissions by category in the product’s order, unknown categories after in Turkish order', () => {
    const { dialog } = openDialog(null);
    const legends = within(dialog)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual(['Yetkiler (0 seçili)', 'Kullanıcı Yönetimi', 'İşçi Yönetimi', 'Setler', 'Ağ Ayarları', 'Çıkış Arşivi']);
  });

  it('asks for a name of at least two characters', async () => {
    const { dialog, submit } = openDialog(null);
    await submit();
    expect(await within(dialog).findByText('Rol adı zorunludur')).toBeInTheDocument();
    await fill(userEvent, within(dialog).getByLabelText('Rol Adı', { exact: true }), ' Ş ');
    await submit();
    expect(await within(dialog).findByText('Rol adı en az 2 karakter olmalıdır')).toBeInTheDocument();
    expect(server.sent('POST /roles')).toEqual([]);
  });

  it('counts what is ticked and sends the name and the permission ids', async () => {
    server.answer('POST /roles', ROLE);
    const { dialog, box, submit, onClose } = openDialog(null);
    await fill(userEvent, within(dialog).getByLabelText('Rol Adı', { exact: true }), 'Depo Görevlisi — Gebze');
    await userEvent.click(box('İşçileri görüntüleme'));
    await userEvent.click(box('Rolleri yönetme'));
    await userEvent.click(box('İşçileri görüntüleme'));
    await userEvent.click(box('İşçi oluşturma'));
    expect(within(dialog).getByText('Yetkiler (2 seçili)')).toBeInTheDocument();
    await expectSaved(server, 'POST /roles', { submit, onClose }, 'Rol başarıyla oluşturuldu', [
      { name: 'Depo Görevlisi — Gebze', permissionIds: [MANAGE_ROLES.id, CREATE_WORKER.id] },
    ]);
  });

  it('a permission the editor does not hold cannot be given, and says why', () => {
    const { box } = openDialog(null, ['manage_roles', 'view_workers']);
    expect(box('İşçileri görüntüleme')).toBeEnabled();
    expect(box('İşçi oluşturma')).toBeDisabled();
    expect(box('İşçi oluşturma').closest('label')).toHaveAttribute('title', 'Sahip olmadığınız bir yetkiyi veremezsiniz');
  });

  it('a permission the role already has stays removable even when the editor does not hold it', async () => {
    server.answer(`PUT /roles/${ROLE.id}`, ROLE);
    const { dialog, box, submit } = openDialog(ROLE, ['manage_roles', 'view_workers']);
    expect(within(dialog).getByLabelText('Rol Adı', { exact: true })).toHaveValue('Şantiye Şefi (Çekmeköy)');
    expect(within(dialog).getByText('Yetkiler (2 seçili)')).toBeInTheDocument();
    expect(box('Setleri yönetme')).toBeChecked();
    expect(box('Setleri yönetme')).toBeEnabled();
    await userEvent.click(box('Setleri yönetme'));
    // Once removed it is locked: it could not be given back.
    expect(box('Setleri yönetme')).toBeDisabled();
    await submit();
    expect(await screen.findByText('Rol başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /roles/${ROLE.id}`)).toEqual([{ name: 'Şantiye Şefi (Çekmeköy)', permissionIds: [VIEW_WORKERS.id] }]);
  });

  it('the server’s refusal keeps the dialog with its reason', async () => {
    server.answer('POST /roles', refusal(409, 'Bu isimde bir rol zaten var'));
    const { dialog, submit, onClose } = openDialog(null);
    await fill(userEvent, within(dialog).getByLabelText('Rol Adı', { exact: true }), 'Yönetici');
    await submit();
    expect(await screen.findByText('Bu isimde bir rol zaten var')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('while the permissions load it says so instead of an empty list', () => {
    server.signIn(['manage_roles']);
    renderWithApp(<RoleFormDialog open role={null} permissions={[]} permissionsLoading onClose={() => {}} />);
    expect(within(screen.getByRole('dialog')).getByText('Yükleniyor...')).toBeInTheDocument();
  });
});
