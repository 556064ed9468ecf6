// Create/edit user dialog. Holders of view_all_warehouses also see the authorized-warehouses
// checklist (about 12rem high) when editing; an empty selection means every warehouse.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { PhoneField } from '@app/components/phone-field';
import { useRecordForm } from '@app/lib/use-record-form';
import { useSession } from '@app/lib/session';
import { UserCreateSchema, UserUpdateSchema, type UserCreateInput } from '@shared/schemas/users';
import { useCreateUser } from '../api/create-user';
import type { RoleRow } from '../api/get-roles';
import { useUserWarehouses } from '../api/get-user-warehouses';
import type { UserRow } from '../api/get-users';
import { useWarehouseOptions } from '../api/get-warehouse-options';
import { useUpdateUser } from '../api/update-user';
import { nameOptions, sortByName } from '@shared/collation';

type UserFormValues = UserCreateInput;

const createResolver: Resolver<UserFormValues> = valibotResolver(UserCreateSchema);
// Edit's schema takes the password as optional (blank keeps the old one): its input is not the form's.
const updateResolver = valibotResolver(UserUpdateSchema) as unknown as Resolver<UserFormValues>;

const EMPTY: UserFormValues = { first_name: '', last_name: '', tc_no: '', email: '', phone: '', role_id: '', password: '' };

export interface UserFormDialogProps {
  open: boolean;
  user: UserRow | null;
  roles: readonly RoleRow[];
  onClose: () => void;
}

export function UserFormDialog({ open, user, roles, onClose }: UserFormDialogProps) {
  const { can } = useSession();
  const editing = user !== null;
  const manageWarehouses = editing && can('view_all_warehouses');
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  // One form for both modes: the password is required on create and optional on edit, so the
  // schema is chosen when the form is validated, not when it is first mounted.
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const resolver = useCallback<Resolver<UserFormValues>>(
    (values, context, options) => (editingRef.current ? updateResolver : createResolver)(values, context, options),
    [],
  );

  const warehouseOptions = useWarehouseOptions(open && manageWarehouses);
  const current = useUserWarehouses(user?.id ?? null, open && manageWarehouses);
  // The boxes show the user's warehouses as read, from the first frame they are drawn in (not one
  // effect later, when a tap could already have been made and then overwritten), until this opening
  // of the dialog changes them.
  const loaded = useMemo(() => new Set((current.data ?? []).map((w) => w.id)), [current.data]);
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const opening = `${open}:${user?.id ?? ''}`;
  const [pickedIn, setPickedIn] = useState(opening);
  if (pickedIn !== opening) {
    setPickedIn(opening);
    setPicked(null);
  }
  const selected = picked ?? loaded;
  // Never overwrite the access list with a selection that was not loaded.
  const warehousesReady = !manageWarehouses || (current.isSuccess && warehouseOptions.isSuccess);

  const { field, modal } = useRecordForm({ open, onClose }, user, {
    create: { title: 'Yeni Kullanıcı', success: 'Kullanıcı başarıyla oluşturuldu', failure: 'Kullanıcı oluşturulurken bir hata oluştu' },
    edit: { title: 'Kullanıcıyı Düzenle', success: 'Kullanıcı başarıyla güncellendi', failure: 'Kullanıcı güncellenirken bir hata oluştu' },
    valuesOf: (u) =>
      u
        ? {
            first_name: u.first_name,
            last_name: u.last_name,
            tc_no: u.tc_no,
            email: u.email,
            phone: u.phone,
            role_id: u.role_id ?? '',
            password: '',
          }
        : EMPTY,
    resolver,
    defaultValues: EMPTY,
    save: (values: UserFormValues, u) =>
      u
        ? updateUser.mutateAsync({ id: u.id, input: values, warehouseIds: manageWarehouses && warehousesReady ? [...selected] : undefined })
        : createUser.mutateAsync(values),
  });

  function toggle(id: string) {
    const next = new Set<string>(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  }

  return (
    <FormModal {...modal} submitDisabled={!warehousesReady} size="lg">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Ad" autoComplete="off" {...field('first_name')} required />
        <TextField label="Soyad" autoComplete="off" {...field('last_name')} required />
        <TextField label="TC Kimlik No" inputMode="numeric" maxLength={11} {...field('tc_no')} required />
        <TextField label="E-posta" type="email" autoComplete="off" {...field('email')} required />
        <PhoneField {...field('phone')} required />
        <SelectField label="Rol" placeholder="Rol seçin" options={nameOptions(roles)} {...field('role_id')} required />
        <TextField
          label="Şifre"
          type="password"
          autoComplete="new-password"
          containerClassName="sm:col-span-2"
          hint={editing ? 'Boş bırakırsanız mevcut şifre değişmez.' : 'En az 6 karakter.'}
          {...field('password')}
          required={!editing}
        />
      </div>
      {manageWarehouses ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">Yetkili Depolar</legend>
          <p className="text-xs text-slate-500">Hiçbir depo seçilmezse kullanıcı tüm depolara erişebilir.</p>
          {current.isError || warehouseOptions.isError ? (
            <p role="alert" className="text-sm text-red-700">
              Depolar yüklenirken bir hata oluştu
            </p>
          ) : !warehousesReady ? (
            <p className="text-sm text-slate-500">Yükleniyor...</p>
          ) : (
            <div className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-2">
              {(warehouseOptions.data ?? []).length === 0 ? (
                <p className="p-2 text-sm text-slate-500">Kayıtlı depo yok.</p>
              ) : (
                sortByName(warehouseOptions.data ?? []).map((w) => (
                  <label key={w.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                    <input type="checkbox" className="size-5 accent-blue-700" checked={selected.has(w.id)} onChange={() => toggle(w.id)} />
                    <span className="text-sm text-slate-800">{w.name}</span>
                  </label>
                ))
              )}
            </div>
          )}
        </fieldset>
      ) : null}
    </FormModal>
  );
}
