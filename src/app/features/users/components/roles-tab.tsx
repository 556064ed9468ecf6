// Roles tab: name, user count, permission count, creation date; a role with users cannot be deleted.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AddButton } from '@app/components/add-button';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { DeleteConfirm } from '@app/components/delete-confirm';
import { EmptyState } from '@app/components/empty-state';
import { dateColumn, ListView, type ListColumn } from '@app/components/list-view';
import { sortByName } from '@shared/collation';
import { useDeleteRole } from '../api/delete-role';
import { quietly } from '@app/lib/query-client';
import { useRecordDialogs } from '@app/lib/use-record-dialogs';
import { permissionsQueryOptions } from '../api/get-permissions';
import { rolesQueryOptions, type RoleRow } from '../api/get-roles';
import { USERS_LOAD_FAILED } from '../api/get-users';
import { RoleFormDialog } from './role-form-dialog';

const ROLE_COLUMNS: ListColumn<RoleRow>[] = [
  { id: 'name', header: 'Rol Adı', priority: 1, minWidth: 160, cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
  { id: 'users', header: 'Kullanıcı Sayısı', priority: 2, minWidth: 130, nowrap: true, cell: (r) => `${r.user_count} kullanıcı` },
  { id: 'permissions', header: 'Yetki Sayısı', priority: 2, minWidth: 110, nowrap: true, cell: (r) => `${r.permission_count} yetki` },
  dateColumn('created', 'Oluşturulma Tarihi', (r) => r.created_at, 3),
];

export function RolesTab() {
  // A failure shows in the list itself here, not as the user screen's toast.
  const roles = useQuery(quietly(rolesQueryOptions()));
  const permissions = useQuery(quietly(permissionsQueryOptions()));
  const dialogs = useRecordDialogs<RoleRow>();
  const deleteRole = useDeleteRole();

  const rows = useMemo(() => sortByName(roles.data ?? []), [roles.data]);
  return (
    <section aria-label="Roller">
      <div className="mb-4 flex justify-end">
        <AddButton permission="manage_roles" label="Yeni Rol" onClick={dialogs.create} />
      </div>
      <ListView
        caption="Roller"
        rows={rows}
        rowTestId="role-row"
        columns={ROLE_COLUMNS}
        loading={roles.isPending}
        empty={<EmptyState title={roles.isError ? USERS_LOAD_FAILED : 'Henüz rol bulunmuyor'} />}
        actionsWidth={200}
        actions={(r) => (
          <Can permission="manage_roles">
            <Button variant="ghost" onClick={() => dialogs.edit(r)} aria-label={`${r.name} rolünü düzenle`}>
              Düzenle
            </Button>
            <Button
              variant="ghost"
              className="text-red-700"
              disabled={r.user_count > 0}
              title={r.user_count > 0 ? 'Bu role atanmış kullanıcılar olduğu için silinemez' : undefined}
              onClick={() => dialogs.askDelete(r)}
              aria-label={`${r.name} rolünü sil`}
            >
              Sil
            </Button>
          </Can>
        )}
      />
      <RoleFormDialog
        open={dialogs.formOpen}
        role={dialogs.editing}
        permissions={permissions.data ?? []}
        permissionsLoading={permissions.isPending}
        onClose={dialogs.closeForm}
      />
      <DeleteConfirm
        row={dialogs.toDelete}
        title="Rolü Sil"
        message={(r) => `'${r.name}' rolünü silmek istediğinizden emin misiniz?`}
        remove={(r) => deleteRole.mutateAsync(r.id)}
        busy={deleteRole.isPending}
        success="Rol başarıyla silindi"
        failure="Rol silinirken bir hata oluştu"
        onClose={dialogs.closeDelete}
      />
    </section>
  );
}
