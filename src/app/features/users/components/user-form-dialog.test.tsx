import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import type { RoleRow } from '../api/get-roles';
import type { UserRow } from '../api/get-users';
import { UserFormDialog } from './user-form-dialog';

const role = (id: string, name: string): RoleRow => ({
  id,
  name,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
  user_count: 1,
  permission_count: 3,
  rolePermissions: [],
});
const ROLE_ADMIN = role('0b6f3a51-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'Yönetici');
const ROLE_STAFF = role('1c7a4b62-2d3e-4f60-9bac-1d2e3f4a5b6c', 'Depo Sorumlusu');
const ROLES = [ROLE_ADMIN, ROLE_STAFF];

const W_IZMIR = { id: '2d8b5c73-3e4f-4071-8cbd-2e3f4a5b6c7d', name: 'İzmir Çiğli Deposu', location: 'Çiğli' };
const W_ISTANBUL = { id: '3e9c6d84-4f50-4182-9dce-3f4a5b6c7d8e', name: 'Istanbul Şişli Ana Depo' };
const W_ANKARA = { id: '4fad7e95-5061-4293-8edf-4a5b6c7d8e9f', name: 'Ankara Ostim' };
const W_CANAKKALE = { id: '50be8fa6-6172-43a4-9ef0-5b6c7d8e9fa0', name: 'Çanakkale Liman' };

const USER: UserRow = {
  id: '61cf90b7-7283-44b5-aff1-6c7d8e9fa0b1',
  first_name: 'Şükrü Çağatay',
  last_name: 'Işıklıoğlu-Gündoğdu',
  tc_no: '10000000146',
  email: 'sukru@depo.example',
  phone: '5321234567',
  role_id: ROLE_STAFF.id,
  role: { id: ROLE_STAFF.id, name: ROLE_STAFF.name },
  created_at: '2026-02-01T09:00:00.000Z',
  updated_at: '2026-02-01T09:00:00.000Z',
};

const server = fakeApi();
const userEvent = typist();

function openDialog(user: UserRow | null = null) {
  const onClose = vi.fn();
  renderWithApp(<UserFormDialog open user={user} roles={ROLES} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: user ? 'Kullanıcıyı Düzenle' : 'Yeni Kullanıcı' });
  return { dialog, onClose, box: (name: string) => within(dialog).getByLabelText(name, { exact: true }) };
}

async function fillNewUser(box: (name: string) => HTMLElement) {
  await fill(userEvent, box('Ad'), '  İrem Gülçin ');
  await fill(userEvent, box('Soyad'), 'Şahinoğlu Öztürk');
  await fill(userEvent, box('TC Kimlik No'), '10000000146');
  await fill(userEvent, box('E-posta'), ' Irem.Sahin@Depo.Example ');
  await fill(userEvent, box('Telefon'), '5339876543');
  await userEvent.selectOptions(box('Rol'), 'Depo Sorumlusu');
  await fill(userEvent, box('Şifre'), 'güçlü-şifre-2026');
}

describe('the new user form', () => {
  it('names every missing field in Turkish and sends nothing', async () => {
    server.signIn(['view_users', 'create_user']);
    const { dialog, onClose } = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    for (const message of [
      'Ad zorunludur',
      'Soyad zorunludur',
      'TC Kimlik No zorunludur',
      'E-posta zorunludur',
      'Telefon zorunludur',
      'Rol seçimi zorunludur',
      'Şifre zorunludur',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(server.sent('POST /users')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a short national id, a broken e-mail, a short phone and a short password, each under its field', async () => {
    server.signIn(['view_users', 'create_user']);
    const { dialog, box } = openDialog();
    await fill(userEvent, box('Ad'), 'Ayşe');
    await fill(userEvent, box('Soyad'), 'Yılmaz');
    await fill(userEvent, box('TC Kimlik No'), '1234567890');
    await fill(userEvent, box('E-posta'), 'ayse@depo');
    await fill(userEvent, box('Telefon'), '532123');
    await userEvent.selectOptions(box('Rol'), 'Yönetici');
    await fill(userEvent, box('Şifre'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Geçerli bir TC Kimlik No giriniz (11 haneli)')).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir telefon numarası giriniz (10 haneli)')).toBeInTheDocument();
    expect(within(dialog).getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    // Each error is tied to its box for a screen reader.
    expect(box('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');
    expect(server.sent('POST /users')).toEqual([]);
  });

  it('refuses a name carrying a NUL or a lone surrogate instead of sending it', async () => {
    server.signIn(['view_users', 'create_user']);
    const { dialog, box } = openDialog();
    await fillNewUser(box);
    await userEvent.clear(box('Ad'));
    await fill(userEvent, box('Ad'), 'İrem\u0000');
    await userEvent.clear(box('Soyad'));
    await fill(userEvent, box('Soyad'), 'Şahin\ud800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findAllByText('Metinde kullanılamayan bir karakter var.')).toHaveLength(2);
    expect(server.sent('POST /users')).toEqual([]);
  });

  it('sends the user trimmed, the e-mail in lower case, says so and closes', async () => {
    server.signIn(['view_users', 'create_user']);
    server.answer('POST /users', (req: { body: unknown }) => ({ id: USER.id, ...(req.body as object) }));
    const { dialog, box, onClose } = openDialog();
    await fillNewUser(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kullanıcı başarıyla oluşturuldu')).toBeInTheDocument();
    expect(server.sent('POST /users')).toEqual([
      {
        first_name: 'İrem Gülçin',
        last_name: 'Şahinoğlu Öztürk',
        tc_no: '10000000146',
        email: 'irem.sahin@depo.example',
        phone: '5339876543',
        role_id: ROLE_STAFF.id,
        password: 'güçlü-şifre-2026',
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog and what was typed on the server's refusal, saying its reason", async () => {
    server.signIn(['view_users', 'create_user']);
    server.answer('POST /users', refusal(409, 'Bu e-posta adresi zaten kullanılıyor'));
    const { dialog, box, onClose } = openDialog();
    await fillNewUser(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu e-posta adresi zaten kullanılıyor')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(box('Soyad')).toHaveValue('Şahinoğlu Öztürk');
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled();
  });

  it('without network says the generic failure (not a refusal) and keeps the session and the input', async () => {
    server.signIn(['view_users', 'create_user']);
    server.answer('POST /users', noAnswer);
    const { dialog, box, onClose } = openDialog();
    await fillNewUser(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kullanıcı oluşturulurken bir hata oluştu')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(box('Soyad')).toHaveValue('Şahinoğlu Öztürk');
  });

  it('offers the roles in Turkish order under their names', () => {
    server.signIn(['view_users', 'create_user']);
    const { box } = openDialog();
    const labels = within(box('Rol'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['Rol seçin', 'Depo Sorumlusu', 'Yönetici']);
  });
});

describe('editing a user', () => {
  it('shows the user, keeps the password when left blank, and sends no warehouse list without view_all_warehouses', async () => {
    server.signIn(['view_users', 'edit_user']);
    server.answer('PUT /users/' + USER.id, USER);
    const { dialog, box, onClose } = openDialog(USER);
    expect(box('Ad')).toHaveValue('Şükrü Çağatay');
    expect(box('Rol')).toHaveValue(ROLE_STAFF.id);
    expect(within(dialog).getByText('Boş bırakırsanız mevcut şifre değişmez.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Yetkili Depolar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}`)).toEqual([expect.objectContaining({ password: '', last_name: 'Işıklıoğlu-Gündoğdu' })]);
    expect(server.sent(`PUT /users/${USER.id}/warehouses`)).toEqual([]);
    expect(server.requests.some((r) => r.path === `/users/${USER.id}/warehouses`)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still refuses a new password shorter than six characters', async () => {
    server.signIn(['view_users', 'edit_user']);
    const { dialog, box } = openDialog(USER);
    await fill(userEvent, box('Şifre'), 'kısa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}`)).toEqual([]);
  });

  it('keeps a masked national id as the editor saw it', async () => {
    server.signIn(['view_users', 'edit_user']);
    server.answer('PUT /users/' + USER.id, USER);
    const { dialog } = openDialog({ ...USER, tc_no: '•••••••0146' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}`)).toEqual([expect.objectContaining({ tc_no: '•••••••0146' })]);
  });

  it('with view_all_warehouses lists the warehouses in Turkish order, ticks the current ones and sends the new choice', async () => {
    server.signIn(['view_users', 'edit_user', 'view_all_warehouses']);
    server.answer('GET /warehouses', [W_IZMIR, W_ISTANBUL, W_ANKARA, W_CANAKKALE]);
    server.answer(`GET /users/${USER.id}/warehouses`, [W_IZMIR]);
    server.answer(`PUT /users/${USER.id}`, USER);
    server.answer(`PUT /users/${USER.id}/warehouses`, { warehouseIds: [] });
    const { dialog } = openDialog(USER);
    const group = await within(dialog).findByRole('group', { name: 'Yetkili Depolar' });
    expect(within(group).getByText('Hiçbir depo seçilmezse kullanıcı tüm depolara erişebilir.')).toBeInTheDocument();
    const izmir = await within(group).findByRole('checkbox', { name: 'İzmir Çiğli Deposu' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Ankara Ostim', 'Çanakkale Liman', 'Istanbul Şişli Ana Depo', 'İzmir Çiğli Deposu']);
    // Ticked in the frame the boxes are first drawn in: a tap then is never undone by the load.
    expect(izmir).toBeChecked();
    await userEvent.click(izmir);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Çanakkale Liman' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}/warehouses`)).toEqual([{ warehouseIds: [W_CANAKKALE.id] }]);
  });

  it('unticking every warehouse sends the empty list (every warehouse), not nothing', async () => {
    server.signIn(['view_users', 'edit_user', 'view_all_warehouses']);
    server.answer('GET /warehouses', [W_IZMIR, W_ANKARA]);
    server.answer(`GET /users/${USER.id}/warehouses`, [W_IZMIR, W_ANKARA]);
    server.answer(`PUT /users/${USER.id}`, USER);
    server.answer(`PUT /users/${USER.id}/warehouses`, { warehouseIds: [] });
    const { dialog } = openDialog(USER);
    const group = await within(dialog).findByRole('group', { name: 'Yetkili Depolar' });
    for (const name of ['İzmir Çiğli Deposu', 'Ankara Ostim']) {
      const box = await within(group).findByRole('checkbox', { name });
      await waitFor(() => expect(box).toBeChecked());
      await userEvent.click(box);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}/warehouses`)).toEqual([{ warehouseIds: [] }]);
  });

  it('never overwrites the access list it could not read: says so and keeps Kaydet off', async () => {
    server.signIn(['view_users', 'edit_user', 'view_all_warehouses']);
    server.answer('GET /warehouses', [W_IZMIR]);
    server.answer(`GET /users/${USER.id}/warehouses`, refusal(500, 'Sunucu hatası'));
    const { dialog } = openDialog(USER);
    expect(await within(dialog).findByText('Depolar yüklenirken bir hata oluştu')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    expect(server.sent(`PUT /users/${USER.id}`)).toEqual([]);
  });
});
