// Worker list (spec 01 §2): Turkish-aware search (name, surname, national id, phone), department
// filter, table with row click to detail, 10 per page, CSV of the filtered rows.
import { linkOptions } from '@tanstack/react-router';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Button, buttonClasses } from '@app/components/button';
import { Can } from '@app/components/can';
import { DeleteConfirm } from '@app/components/delete-confirm';
import { ExportCsvButton } from '@app/components/export-csv-button';
import { FilterSummary } from '@app/components/filter-summary';
import { dateColumn, linkColumn, ListView, ListEmpty, pageOf, type ListColumn } from '@app/components/list-view';
import { SearchInput } from '@app/components/search-input';
import { FilterBar } from '@app/components/filter-bar';
import { nameOptions } from '@shared/collation';
import { formatDateTime, formatPhone, fullName } from '@shared/format';
import { searchKey } from '@shared/search';
import { useDeleteWorker } from '../api/delete-worker';
import { useDepartments } from '../api/get-departments';
import { useWorkers, type WorkerRow } from '../api/get-workers';
import { WorkerFormDialog } from './worker-form-dialog';
import { WorkersHeader } from './workers-header';
import { usePersonMatch } from '@app/lib/documents/person-match';
import { useListSearch } from '@app/lib/use-list-search';
import { useRecordDialogs } from '@app/lib/use-record-dialogs';
import { WORKER_LIST_SEARCH } from '../list-search';
import { EditDeleteActions } from '@app/components/edit-delete-actions';

const PAGE_SIZE = 10;

const WORKER_COLUMNS: ListColumn<WorkerRow>[] = [
  linkColumn(
    { id: 'name', header: 'Ad Soyad', minWidth: 160 },
    (w) => ({ to: linkOptions({ to: '/workers/$workerId', params: { workerId: w.id } }), text: fullName(w) }),
    {
      className: 'font-medium text-blue-700 hover:underline',
    },
  ),
  { id: 'tc', header: 'TC Kimlik No', priority: 2, minWidth: 130, nowrap: true, cell: (w) => <span className="font-mono">{w.tc_no}</span> },
  { id: 'phone', header: 'Telefon', priority: 2, minWidth: 160, nowrap: true, cell: (w) => formatPhone(w.phone) },
  { id: 'department', header: 'Departman', priority: 2, minWidth: 130, cell: (w) => w.department?.name ?? '-' },
  { id: 'creator', header: 'Oluşturan', priority: 3, minWidth: 130, cell: (w) => (w.created_by_user ? fullName(w.created_by_user) : '-') },
  dateColumn('created', 'Kayıt Tarihi', (w) => w.created_at, 3),
];

export function WorkersListPage() {
  const navigate = useNavigate();
  const workers = useWorkers();
  const departments = useDepartments();
  const [search, setSearch, clearSearch] = useListSearch(WORKER_LIST_SEARCH);
  const { query, departmentId, page } = search;
  const setQuery = (q: string) => setSearch({ query: q });
  const setDepartmentId = (id: string) => setSearch({ departmentId: id });
  const setPage = (p: number) => setSearch({ page: p });
  const dialogs = useRecordDialogs<WorkerRow>();
  const deleteWorker = useDeleteWorker();

  const keyed = useMemo(
    () =>
      (workers.data ?? []).map((w) => ({
        worker: w,
        key: searchKey(w.first_name, w.last_name, `${w.first_name} ${w.last_name}`, w.tc_no, w.phone, formatPhone(w.phone)),
      })),
    [workers.data],
  );
  const matches = usePersonMatch(query, 'worker_ids');
  const departmentOptions = useMemo(() => nameOptions(departments.data), [departments.data]);
  const filtered = useMemo(
    () =>
      keyed.filter((k) => (!departmentId || k.worker.department_id === departmentId) && matches(k.worker.id, k.key)).map((k) => k.worker),
    [keyed, departmentId, matches],
  );
  const hasFilters = query !== '' || departmentId !== '';

  const openDetail = (w: WorkerRow) => void navigate({ to: '/workers/$workerId', params: { workerId: w.id } });

  return (
    <div>
      <WorkersHeader
        title="İşçiler"
        actions={
          <Can permission="create_worker">
            <Link to="/workers/import" className={buttonClasses('secondary')}>
              İçe Aktar
            </Link>
            <Button onClick={dialogs.create}>Yeni İşçi</Button>
          </Can>
        }
      />
      <FilterBar
        className="mb-4"
        gridClassName="flex flex-col gap-3 lg:flex-row lg:items-end [&>:first-child]:flex-1"
        search={
          <SearchInput
            label="İşçi ara"
            placeholder="Ad, soyad, TC Kimlik No veya telefon ile ara"
            shortPlaceholder="Ad, soyad veya TC"
            value={query}
            onChange={setQuery}
          />
        }
        choices={[
          {
            key: 'department',
            label: 'Departman',
            all: 'Tüm Departmanlar',
            options: departmentOptions,
            value: departmentId,
            onChange: setDepartmentId,
            className: 'lg:w-56',
          },
        ]}
        filters={
          <>
            <ExportCsvButton
              name="isciler"
              rows={filtered}
              disabled={filtered.length === 0}
              columns={[
                { header: 'Ad', value: (w) => w.first_name },
                { header: 'Soyad', value: (w) => w.last_name },
                { header: 'TC Kimlik No', value: (w) => w.tc_no },
                { header: 'Telefon', value: (w) => formatPhone(w.phone) },
                { header: 'Departman', value: (w) => w.department?.name ?? '-' },
                { header: 'Oluşturan', value: (w) => (w.created_by_user ? fullName(w.created_by_user) : '-') },
                { header: 'Kayıt Tarihi', value: (w) => formatDateTime(w.created_at) },
              ]}
            />
          </>
        }
        onClear={clearSearch}
      />

      <ListView
        caption="İşçiler"
        {...pageOf(filtered, page, PAGE_SIZE, setPage)}
        rowTestId="worker-row"
        columns={WORKER_COLUMNS}
        loading={workers.isPending}
        onRowClick={openDetail}
        summary={
          hasFilters ? (
            <FilterSummary shown={filtered.length} total={(workers.data ?? []).length} noun="işçi" className="" onClear={clearSearch} />
          ) : null
        }
        filtered={hasFilters}
        empty={
          <ListEmpty
            title="Henüz işçi bulunmuyor"
            description="Sahada çalışan personeli ekleyerek başlayın."
            add={{ permission: 'create_worker', label: 'İlk İşçiyi Ekle', onClick: dialogs.create }}
          />
        }
        actionsWidth={250}
        actions={(w) => (
          <>
            <Button variant="ghost" onClick={() => openDetail(w)} aria-label={`${fullName(w)} detay`}>
              Detay
            </Button>
            <EditDeleteActions
              name={fullName(w)}
              edit={{ permission: 'edit_worker', onClick: () => dialogs.edit(w) }}
              remove={{ permission: 'delete_worker', onClick: () => dialogs.askDelete(w) }}
            />
          </>
        )}
      />

      <WorkerFormDialog open={dialogs.formOpen} worker={dialogs.editing} departments={departments.data ?? []} onClose={dialogs.closeForm} />
      <DeleteConfirm
        row={dialogs.toDelete}
        title="İşçiyi Sil"
        message={(w) => `${fullName(w)} adlı işçiyi silmek istediğinizden emin misiniz?`}
        remove={(w) => deleteWorker.mutateAsync(w.id)}
        busy={deleteWorker.isPending}
        success="İşçi başarıyla silindi"
        failure="İşçi silinirken bir hata oluştu"
        onClose={dialogs.closeDelete}
      />
    </div>
  );
}
