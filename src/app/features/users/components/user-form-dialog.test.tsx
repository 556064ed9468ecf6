import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectFormRefusal, expectSaved, formDialog } from '../../../../../tests/helpers/form-dialog';
import { fill, renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { textsOf } from '../../../../../tests/helpers/texts';
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

/** The form for a new user (signed in to create users) or for `user` (signed in to edit them). */
function openDialog(user: UserRow | null = null, permissions = user ? ['view_users', 'edit_user'] : ['view_users', 'create_user']) {
  server.signIn(permissions);
  const onClose = vi.fn();
  renderWithApp(<UserFormDialog open user={user} roles={ROLES} onClose={onClose} />);
  return { ...formDialog(user ? 'Kullanıcıyı Düzenle' : 'Yeni Kullanıcı', userEvent), onClose };
}

/** A new user as it is sent: typed with spaces around the first name and the e-mail in capitals. */
const NEW_USER = {
  first_name: 'İrem Gülçin',
  last_name: 'Şahinoğlu Öztürk',
  tc_no: '10000000146',
  email: 'irem.sahin@depo.example',
  phone: '5339876543',
  role_id: ROLE_STAFF.id,
  password: 'güçlü-şifre-2026',
};

async function fillNewUser(box: (name: string) => HTMLElement) {
  await fill(userEvent, box('Ad'), `  ${NEW_USER.first_name} `);
  await fill(userEvent, box('Soyad'), NEW_USER.last_name);
  await fill(userEvent, box('TC Kimlik No'), NEW_USER.tc_no);
  await fill(userEvent, box('E-posta'), ' Irem.Sahin@Depo.Example ');
  await fill(userEvent, box('Telefon'), NEW_USER.phone);
  await userEvent.selectOptions(box('Rol'), 'Depo Sorumlusu');
  await fill(userEvent, box('Şifre'), NEW_USER.password);
}

describe('the new user form', () => {
  it('names every missing field in Turkish and sends nothing', async () => {
    const form = openDialog();
    await expectFormRefusal(server, 'POST /users', form, [
      'Ad zorunludur',
      'Soyad zorunludur',
      'TC Kimlik No zorunludur',
      'E-posta zorunludur',
      'Telefon zorunludur',
      'Rol seçimi zorunludur',
      'Şifre zorunludur',
    ]);
    expect(form.onClose).not.toHaveBeenCalled();
  });

  it('refuses a short national id, a broken e-mail, a short phone and a short password, each under its field', async () => {
    const form = openDialog();
    const { box } = form;
    await fill(userEvent, box('Ad'), 'Ayşe');
    await fill(userEvent, box('Soyad'), 'Yılmaz');
    await fill(userEvent, box('TC Kimlik No'), '1234567890');
    await fill(userEvent, box('E-posta'), 'ayse@depo');
    await fill(userEvent, box('Telefon'), '532123');
    await userEvent.selectOptions(box('Rol'), 'Yönetici');
    await fill(userEvent, box('Şifre'), '12345');
    await expectFormRefusal(server, 'POST /users', form, [
      'Geçerli bir TC Kimlik No giriniz (11 haneli)',
      'Geçerli bir e-posta adresi giriniz',
      'Geçerli bir telefon numarası giriniz (10 haneli)',
      'Şifre en az 6 karakter olmalıdır',
    ]);
    // Each error is tied to its box for a screen reader.
    expect(box('E-posta')).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');
  });

  it('refuses a name carrying a NUL or a lone surrogate instead of sending it', async () => {
    const { dialog, box, submit } = openDialog();
    await fillNewUser(box);
    await fill(userEvent, box('Ad'), 'İrem\u0000');
    await fill(userEvent, box('Soyad'), 'Şahin\ud800');
    await submit();
    expect(await within(dialog).findAllByText('Metinde kullanılamayan bir karakter var.')).toHaveLength(2);
    expect(server.sent('POST /users')).toEqual([]);
  });

  it('sends the user trimmed, the e-mail in lower case, says so and closes', async () => {
    server.answer('POST /users', (req: { body: unknown }) => ({ id: USER.id, ...(req.body as object) }));
    const { box, submit, onClose } = openDialog();
    await fillNewUser(box);
    await expectSaved(server, 'POST /users', { submit, onClose }, 'Kullanıcı başarıyla oluşturuldu', [NEW_USER]);
  });

  it.each([
    {
      what: "on the server's refusal, saying its reason",
      reply: refusal(409, 'Bu e-posta adresi zaten kullanılıyor'),
      said: 'Bu e-posta adresi zaten kullanılıyor',
    },
    {
      what: 'without network, saying the generic failure (not a refusal)',
      reply: noAnswer,
      said: 'Kullanıcı oluşturulurken bir hata oluştu',
    },
  ])('keeps the dialog, the session and what was typed $what', async ({ reply, said }) => {
    server.answer('POST /users', reply);
    const { dialog, box, submit, onClose } = openDialog();
    await fillNewUser(box);
    await submit();
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(box('Soyad')).toHaveValue('Şahinoğlu Öztürk');
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled();
  });

  it('offers the roles in Turkish order under their names', () => {
    const { box } = openDialog();
    const labels = textsOf(within(box('Rol')).getAllByRole('option'));
    expect(labels).toEqual(['Rol seçin', 'Depo Sorumlusu', 'Yönetici']);
  });
});

describe('editing a user', () => {
  const WAREHOUSE_EDITOR = ['view_users', 'edit_user', 'view_all_warehouses'];

  it('shows the user, keeps the password when left blank, and sends no warehouse list without view_all_warehouses', async () => {
    server.answer('PUT /users/' + USER.id, USER);
    const { dialog, box, submit, onClose } = openDialog(USER);
    expect(box('Ad')).toHaveValue('Şükrü Çağatay');
    expect(box('Rol')).toHaveValue(ROLE_STAFF.id);
    expect(within(dialog).getByText('Boş bırakırsanız mevcut şifre değişmez.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Yetkili Depolar' })).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}`)).toEqual([expect.objectContaining({ password: '', last_name: 'Işıklıoğlu-Gündoğdu' })]);
    expect(server.sent(`PUT /users/${USER.id}/warehouses`)).toEqual([]);
    expect(server.requests.some((r) => r.path === `/users/${USER.id}/warehouses`)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still refuses a new password shorter than six characters', async () => {
    const form = openDialog(USER);
    await fill(userEvent, form.box('Şifre'), 'kısa');
    await expectFormRefusal(server, `PUT /users/${USER.id}`, form, ['Şifre en az 6 karakter olmalıdır']);
  });

  it('keeps a masked national id as the editor saw it', async () => {
    server.answer('PUT /users/' + USER.id, USER);
    await openDialog({ ...USER, tc_no: '•••••••0146' }).submit();
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}`)).toEqual([expect.objectContaining({ tc_no: '•••••••0146' })]);
  });

  it('with view_all_warehouses lists the warehouses in Turkish order, ticks the current ones and sends the new choice', async () => {
    server.answer('GET /warehouses', [W_IZMIR, W_ISTANBUL, W_ANKARA, W_CANAKKALE]);
    server.answer(`GET /users/${USER.id}/warehouses`, [W_IZMIR]);
    server.answer(`PUT /users/${USER.id}`, USER);
    server.answer(`PUT /users/${USER.id}/warehouses`, { warehouseIds: [] });
    const { dialog, submit } = openDialog(USER, WAREHOUSE_EDITOR);
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
    await submit();
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}/warehouses`)).toEqual([{ warehouseIds: [W_CANAKKALE.id] }]);
  });

  it('unticking every warehouse sends the empty list (every warehouse), not nothing', async () => {
    server.answer('GET /warehouses', [W_IZMIR, W_ANKARA]);
    server.answer(`GET /users/${USER.id}/warehouses`, [W_IZMIR, W_ANKARA]);
    server.answer(`PUT /users/${USER.id}`, USER);
    server.answer(`PUT /users/${USER.id}/warehouses`, { warehouseIds: [] });
    const { dialog, submit } = openDialog(USER, WAREHOUSE_EDITOR);
    const group = await within(dialog).findByRole('group', { name: 'Yetkili Depolar' });
    for (const name of ['İzmir Çiğli Deposu', 'Ankara Ostim']) {
      const box = await within(group).findByRole('checkbox', { name });
      await waitFor(() => expect(box).toBeChecked());
      await userEvent.click(box);
    }
    await submit();
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeInTheDocument();
    expect(server.sent(`PUT /users/${USER.id}/warehouses`)).toEqual([{ warehouseIds: [] }]);
  });

  it('never overwrites the access list it could not read: says so and keeps Kaydet off', async () => {
    server.answer('GET /warehouses', [W_IZMIR]);
    server.answer(`GET /users/${USER.id}/warehouses`, refusal(500, 'Sunucu hatası'));
    const { dialog } = openDialog(USER, WAREHOUSE_EDITOR);
    expect(await within(dialog).findByText('Depolar yüklenirken bir hata oluştu')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    expect(server.sent(`PUT /users/${USER.id}`)).toEqual([]);
  });
});
