// Role dialog: name and a permission picker (about 24rem high) grouped by category, each box
// labelled by the permission's description.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormModal } from '@app/components/form-modal';
import { TextField } from '@app/components/text-field';
import { useRecordForm } from '@app/lib/use-record-form';
import { useSession } from '@app/lib/session';
import { PERMISSION_CATEGORIES } from '@shared/permissions';
import { RoleSchema, type RoleInput } from '@shared/schemas/users';
import type { PermissionRow } from '../api/get-permissions';
import type { RoleRow } from '../api/get-roles';
import { useSaveRole } from '../api/save-role';
import { compareTurkish } from '@shared/collation';

const CATEGORY_ORDER: readonly string[] = Object.values(PERMISSION_CATEGORIES);

export interface RoleFormDialogProps {
  open: boolean;
  role: RoleRow | null;
  permissions: readonly PermissionRow[];
  permissionsLoading: boolean;
  onClose: () => void;
}

export function RoleFormDialog({ open, role, permissions, permissionsLoading, onClose }: RoleFormDialogProps) {
  const saveRole = useSaveRole();
  const held = useSession().permissions;
  const { form, field, modal } = useRecordForm({ open, onClose }, role, {
    create: { title: 'Yeni Rol', success: 'Rol başarıyla oluşturuldu', failure: 'Rol oluşturulurken bir hata oluştu' },
    edit: { title: 'Rolü Düzenle', success: 'Rol başarıyla güncellendi', failure: 'Rol güncellenirken bir hata oluştu' },
    valuesOf: (r) => ({ name: r?.name ?? '', permissionIds: r?.rolePermissions.map((p) => p.permissionId) ?? [] }),
    resolver: valibotResolver(RoleSchema),
    defaultValues: { name: '', permissionIds: [] },
    save: (input: RoleInput, r) => saveRole.mutateAsync({ id: r?.id ?? null, input }),
  });

  const groups = useMemo(() => {
    const byCategory = new Map<string, PermissionRow[]>();
    for (const p of permissions) {
      let list = byCategory.get(p.category);
      if (!list) byCategory.set(p.category, (list = []));
      list.push(p);
    }
    const rank = (c: string) => (CATEGORY_ORDER.includes(c) ? CATEGORY_ORDER.indexOf(c) : CATEGORY_ORDER.length);
    return [...byCategory.entries()].sort((a, b) => rank(a[0]) - rank(b[0]) || compareTurkish(a[0], b[0]));
  }, [permissions]);

  return (
    <FormModal {...modal} size="lg">
      <TextField label="Rol Adı" {...field('name')} required />
      <Controller
        control={form.control}
        name="permissionIds"
        render={({ field }) => {
          const checked = new Set(field.value ?? []);
          const toggle = (id: string) => {
            const next = new Set(checked);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            field.onChange([...next]);
          };
          return (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-slate-700">Yetkiler ({checked.size} seçili)</legend>
              <div className="h-96 overflow-y-auto rounded-lg border border-slate-200 p-3">
                {permissionsLoading ? (
                  <p className="text-sm text-slate-500">Yükleniyor...</p>
                ) : (
                  groups.map(([category, list]) => (
                    <fieldset key={category} className="mb-4 last:mb-0">
                      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{category}</legend>
                      {list.map((p) => {
                        // The server refuses permissions the editor does not hold; say so up front.
                        const locked = !held.includes(p.name) && !checked.has(p.id);
                        return (
                          <label
                            key={p.id}
                            className={`flex min-h-11 items-center gap-3 rounded-md px-2 ${locked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-50'}`}
                            title={locked ? 'Sahip olmadığınız bir yetkiyi veremezsiniz' : undefined}
                          >
                            <input
                              type="checkbox"
                              className="size-5 accent-blue-700"
                              checked={checked.has(p.id)}
                              disabled={locked}
                              onChange={() => toggle(p.id)}
                            />
                            <span className="text-sm text-slate-800">{p.description}</span>
                          </label>
                        );
                      })}
                    </fieldset>
                  ))
                )}
              </div>
            </fieldset>
          );
        }}
      />
    </FormModal>
  );
}
