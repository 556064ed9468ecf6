// Users tab (spec 01 §2 "User management"): Turkish-aware search over name, surname, e-mail and
// national id; role filter; table; create/edit/delete dialogs; 10 per page; CSV of the filtered rows.
import { useMemo } from 'react';
import { AddButton } from '@app/components/add-button';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { DeleteConfirm } from '@app/components/delete-confirm';
import { ExportCsvButton } from '@app/components/export-csv-button';
import { FilterSummary } from '@app/components/filter-summary';
import { dateColumn, ListView, ListEmpty, pageOf, type ListColumn } from '@app/components/list-view';
import { SearchInput } from '@app/components/search-input';
import { FilterBar } from '@app/components/filter-bar';
import { useSmallScreen } from '@app/components/search-sheet';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { nameOptions, sortByKey } from '@shared/collation';
import { formatDateTime, formatPhone, fullName, phoneHref } from '@shared/format';
import { searchKey } from '@shared/search';
import { useDeleteUser } from '../api/delete-user';
import { usePermissions } from '../api/get-permissions';
import { useRoles } from '../api/get-roles';
import { useUsers, type UserListRow } from '../api/get-users';
import { useUnlockUser } from '../api/unlock-user';
import { UserAvatar } from './user-avatar';
import { UserFormDialog } from './user-form-dialog';
import { usePersonMatch } from '@app/lib/documents/person-match';
import { useListSearch } from '@app/lib/use-list-search';
import { useRecordDialogs } from '@app/lib/use-record-dialogs';
import { USER_LIST_SEARCH } from '../list-search';
import { EditDeleteActions } from '@app/components/edit-delete-actions';

const PAGE_SIZE = 10;

const USER_COLUMNS: ListColumn<UserListRow>[] = [
  {
    id: 'user',
    header: 'Kullanıcı',
    priority: 1,
    minWidth: 220,
    cell: (u) => (
      <div className="flex items-center gap-3">
        <UserAvatar firstName={u.first_name} lastName={u.last_name} />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{fullName(u)}</p>
          <p className="text-xs text-slate-500">{u.role?.name ?? 'Rol atanmamış'}</p>
        </div>
      </div>
    ),
  },
  { id: 'tc', header: 'TC Kimlik No', priority: 2, minWidth: 130, nowrap: true, cell: (u) => <span className="font-mono">{u.tc_no}</span> },
  {
    id: 'contact',
    header: 'İletişim',
    priority: 2,
    minWidth: 200,
    cell: (u) => (
      <>
        <p className="text-slate-900">{u.email}</p>
        <a href={phoneHref(u.phone)} className="inline-block whitespace-nowrap text-blue-700 hover:underline">
          {formatPhone(u.phone)}
        </a>
      </>
    ),
  },
  dateColumn('created', 'Kayıt Tarihi', (u) => u.created_at, 3),
];

export function UsersTab() {
  const users = useUsers();
  const roles = useRoles();
  // Loaded with the screen (spec 01 §7) so the role dialog opens without waiting.
  usePermissions();
  const [search, setSearch, clearSearch] = useListSearch(USER_LIST_SEARCH);
  const { query, roleId, page } = search;
  const setQuery = (q: string) => setSearch({ query: q });
  const setRoleId = (id: string) => setSearch({ roleId: id });
  const setPage = (p: number) => setSearch({ page: p });
  const dialogs = useRecordDialogs<UserListRow>();
  const deleteUser = useDeleteUser();
  const unlockUser = useUnlockUser();

  async function unlock(user: UserListRow) {
    await saveWithToasts(() => unlockUser.mutateAsync(user.id), {
      success: 'Hesap kilidi kaldırıldı',
      failure: 'Hesap kilidi kaldırılırken bir hata oluştu',
    });
  }

  const keyed = useMemo(
    () =>
      sortByKey(users.data ?? [], (u) => [u.first_name, u.last_name]).map((u) => ({
        user: u,
        key: searchKey(u.first_name, u.last_name, `${u.first_name} ${u.last_name}`, u.email, u.tc_no),
      })),
    [users.data],
  );
  const matches = usePersonMatch(query, 'user_ids');
  const roleOptions = useMemo(() => nameOptions(roles.data), [roles.data]);
  const small = useSmallScreen();
  const addButton = <AddButton permission="create_user" label="Yeni Kullanıcı" onClick={dialogs.create} />;
  const filtered = useMemo(
    () => keyed.filter((k) => (!roleId || k.user.role_id === roleId) && matches(k.user.id, k.key)).map((k) => k.user),
    [keyed, roleId, matches],
  );

  const hasFilters = query !== '' || roleId !== '';
  const total = users.data?.length ?? 0;

  return (
    <section aria-label="Kullanıcılar">
      <FilterBar
        className="mb-4"
        gridClassName="flex flex-col gap-3 lg:flex-row lg:items-end [&>:first-child]:flex-1"
        search={
          <SearchInput
            label="Kullanıcı ara"
            placeholder="Ad, soyad, e-posta veya TC Kimlik No ile ara"
            shortPlaceholder="Ad veya e-posta"
            value={query}
            onChange={setQuery}
          />
        }
        choices={[
          { key: 'role', label: 'Rol', all: 'Tüm Roller', options: roleOptions, value: roleId, onChange: setRoleId, className: 'lg:w-56' },
        ]}
        filters={
          <>
            <ExportCsvButton
              name="kullanicilar"
              rows={filtered}
              disabled={filtered.length === 0}
              columns={[
                { header: 'Ad', value: (u) => u.first_name },
                { header: 'Soyad', value: (u) => u.last_name },
                { header: 'TC Kimlik No', value: (u) => u.tc_no },
                { header: 'E-posta', value: (u) => u.email },
                { header: 'Telefon', value: (u) => formatPhone(u.phone) },
                { header: 'Rol', value: (u) => u.role?.name ?? '' },
                { header: 'Kayıt Tarihi', value: (u) => formatDateTime(u.created_at) },
              ]}
            />
            {small ? null : addButton}
          </>
        }
        onClear={clearSearch}
      >
        {small ? <div className="flex justify-end">{addButton}</div> : null}
      </FilterBar>

      <ListView
        caption="Kullanıcılar"
        {...pageOf(filtered, page, PAGE_SIZE, setPage)}
        rowTestId="user-row"
        columns={USER_COLUMNS}
        loading={users.isPending}
        summary={
          hasFilters ? <FilterSummary shown={filtered.length} total={total} noun="kullanıcı" className="" onClear={clearSearch} /> : null
        }
        filtered={hasFilters}
        empty={
          <ListEmpty
            title="Henüz kullanıcı bulunmuyor"
            description="Sisteme ilk kullanıcıyı ekleyerek başlayın."
            add={{ permission: 'create_user', label: 'İlk Kullanıcıyı Ekle', onClick: dialogs.create }}
          />
        }
        actionsWidth={300}
        actions={(u) => (
          <>
            {u.locked_until && Date.parse(u.locked_until) > Date.now() ? (
              <Can permission="edit_user">
                <Button
                  variant="ghost"
                  className="text-amber-700"
                  disabled={unlockUser.isPending}
                  onClick={() => void unlock(u)}
                  aria-label={`${fullName(u)} kilidi kaldır`}
                >
                  Kilidi Kaldır
                </Button>
              </Can>
            ) : null}
            <EditDeleteActions
              name={fullName(u)}
              edit={{ permission: 'edit_user', onClick: () => dialogs.edit(u) }}
              remove={{ permission: 'delete_user', onClick: () => dialogs.askDelete(u) }}
            />
          </>
        )}
      />

      <UserFormDialog open={dialogs.formOpen} user={dialogs.editing} roles={roles.data ?? []} onClose={dialogs.closeForm} />
      <DeleteConfirm
        row={dialogs.toDelete}
        title="Kullanıcıyı Sil"
        message={(u) => `${fullName(u)} adlı kullanıcıyı silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.`}
        remove={(u) => deleteUser.mutateAsync(u.id)}
        busy={deleteUser.isPending}
        success="Kullanıcı başarıyla silindi"
        failure="Kullanıcı silinirken bir hata oluştu"
        onClose={dialogs.closeDelete}
      />
    </section>
  );
}
