// Roles tab: name, user count, permission count, creation date; a role with users cannot be deleted.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { Can } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../../shared/format';
import { useDeleteRole } from '../api/delete-role';
import { usePermissions } from '../api/get-permissions';
import { useRoles, type RoleRow } from '../api/get-roles';
import { RoleFormDialog } from './role-form-dialog';

type DialogState = { kind: 'create' } | { kind: 'edit'; role: RoleRow } | null;

export function RolesTab() {
  const roles = useRoles();
  const permissions = usePermissions();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<RoleRow | null>(null);
  const deleteRole = useDeleteRole();

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteRole.mutateAsync(toDelete.id);
      toast.success('Rol başarıyla silindi');
      setToDelete(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Rol silinirken bir hata oluştu'));
    }
  }

  const rows = roles.data ?? [];
  return (
    <section aria-label="Roller">
      <div className="mb-4 flex justify-end">
        <Can permission="manage_roles">
          <Button onClick={() => setDialog({ kind: 'create' })}>Yeni Rol</Button>
        </Can>
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {roles.isPending ? (
          <Spinner block />
        ) : roles.isError ? (
          <EmptyState title="Veriler yüklenirken bir hata oluştu" />
        ) : rows.length === 0 ? (
          <EmptyState title="Henüz rol bulunmuyor" />
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">Rol Adı</th>
                  <th scope="col" className="px-4 py-3">Kullanıcı Sayısı</th>
                  <th scope="col" className="px-4 py-3">Yetki Sayısı</th>
                  <th scope="col" className="px-4 py-3">Oluşturulma Tarihi</th>
                  <th scope="col" className="px-4 py-3 text-right">İşlemler</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={r.id} className="hover:bg-slate-50">
                    <td className="px-4 py-3 font-medium text-slate-900">{r.name}</td>
                    <td className="px-4 py-3 text-slate-700">{r.user_count} kullanıcı</td>
                    <td className="px-4 py-3 text-slate-700">{r.permission_count} yetki</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDateTime(r.created_at)}</td>
                    <td className="px-4 py-3">
                      <Can permission="manage_roles">
                        <div className="flex justify-end gap-1">
                          <Button variant="ghost" onClick={() => setDialog({ kind: 'edit', role: r })} aria-label={`${r.name} rolünü düzenle`}>
                            Düzenle
                          </Button>
                          <Button
                            variant="ghost"
                            className="text-red-700"
                            disabled={r.user_count > 0}
                            title={r.user_count > 0 ? 'Bu role atanmış kullanıcılar olduğu için silinemez' : undefined}
                            onClick={() => setToDelete(r)}
                            aria-label={`${r.name} rolünü sil`}
                          >
                            Sil
                          </Button>
                        </div>
                      </Can>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <RoleFormDialog
        open={dialog !== null}
        role={dialog?.kind === 'edit' ? dialog.role : null}
        permissions={permissions.data ?? []}
        permissionsLoading={permissions.isPending}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Rolü Sil"
        message={toDelete ? `'${toDelete.name}' rolünü silmek istediğinizden emin misiniz?` : ''}
        busy={deleteRole.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
