// Worker list (spec 01 §2): Turkish-aware search (name, surname, national id, phone), department
// filter, table with row click to detail, 10 per page, CSV of the filtered rows.
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Button, buttonClasses } from '@app/components/button';
import { Can } from '@app/components/can';
import { DeleteConfirm } from '@app/components/delete-confirm';
import { ExportCsvButton } from '@app/components/export-csv-button';
import { FilterSummary } from '@app/components/filter-summary';
import { dateColumn, ListView, ListEmpty, type ListColumn } from '@app/components/list-view';
import { SearchInput } from '@app/components/search-input';
import { FilterBar } from '@app/components/filter-bar';
import { nameOptions } from '@shared/collation';
import { formatDateTime, formatPhone, fullName } from '@shared/format';
import { pageSlice } from '@shared/pagination';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { useDeleteWorker } from '../api/delete-worker';
import { useDepartments } from '../api/get-departments';
import { useWorkers, type WorkerRow } from '../api/get-workers';
import { WorkerFormDialog } from './worker-form-dialog';
import { WorkersHeader } from './workers-header';
import { useNationalIdMatches } from '@app/lib/documents/national-id-search';
import { useListSearch } from '@app/lib/use-list-search';
import { WORKER_LIST_SEARCH } from '../list-search';
import { EditDeleteActions } from '@app/components/edit-delete-actions';

const PAGE_SIZE = 10;

const WORKER_COLUMNS: ListColumn<WorkerRow>[] = [
  {
    id: 'name',
    header: 'Ad Soyad',
    priority: 1,
    minWidth: 160,
    cell: (w) => (
      <Link
        to="/workers/$workerId"
        params={{ workerId: w.id }}
        className="font-medium text-blue-700 hover:underline"
        onClick={(e) => e.stopPropagation()}
      >
        {fullName(w)}
      </Link>
    ),
  },
  { id: 'tc', header: 'TC Kimlik No', priority: 2, minWidth: 130, nowrap: true, cell: (w) => <span className="font-mono">{w.tc_no}</span> },
  { id: 'phone', header: 'Telefon', priority: 2, minWidth: 160, nowrap: true, cell: (w) => formatPhone(w.phone) },
  { id: 'department', header: 'Departman', priority: 2, minWidth: 130, cell: (w) => w.department?.name ?? '-' },
  { id: 'creator', header: 'Oluşturan', priority: 3, minWidth: 130, cell: (w) => (w.created_by_user ? fullName(w.created_by_user) : '-') },
  dateColumn('created', 'Kayıt Tarihi', (w) => w.created_at, 3),
];

type DialogState = { kind: 'create' } | { kind: 'edit'; worker: WorkerRow } | null;

export function WorkersListPage() {
  const navigate = useNavigate();
  const workers = useWorkers();
  const departments = useDepartments();
  const [search, setSearch, clearSearch] = useListSearch(WORKER_LIST_SEARCH);
  const { query, departmentId, page } = search;
  const setQuery = (q: string) => setSearch({ query: q });
  const setDepartmentId = (id: string) => setSearch({ departmentId: id });
  const setPage = (p: number) => setSearch({ page: p });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<WorkerRow | null>(null);
  const deleteWorker = useDeleteWorker();

  const keyed = useMemo(
    () =>
      (workers.data ?? []).map((w) => ({
        worker: w,
        key: searchKey(w.first_name, w.last_name, `${w.first_name} ${w.last_name}`, w.tc_no, w.phone, formatPhone(w.phone)),
      })),
    [workers.data],
  );
  // A whole national id typed by a reader who sees ids masked is looked up on the server.
  const byNationalId = useNationalIdMatches(query);
  const departmentOptions = useMemo(() => nameOptions(departments.data), [departments.data]);
  const filtered = useMemo(() => {
    const q = foldTurkish(query);
    const matches = (k: (typeof keyed)[number]) => (byNationalId ? byNationalId.worker_ids.includes(k.worker.id) : matchesQuery(k.key, q));
    return keyed.filter((k) => (!departmentId || k.worker.department_id === departmentId) && matches(k)).map((k) => k.worker);
  }, [keyed, query, departmentId, byNationalId]);
  const visible = pageSlice(filtered, page, PAGE_SIZE);
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
            <Button onClick={() => setDialog({ kind: 'create' })}>Yeni İşçi</Button>
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
        rows={visible}
        rowKey={(w) => w.id}
        rowTestId="worker-row"
        columns={WORKER_COLUMNS}
        loading={workers.isPending}
        paging={{ page, pageSize: PAGE_SIZE, total: filtered.length, onPageChange: setPage }}
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
            add={{ permission: 'create_worker', label: 'İlk İşçiyi Ekle', onClick: () => setDialog({ kind: 'create' }) }}
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
              edit={{ permission: 'edit_worker', onClick: () => setDialog({ kind: 'edit', worker: w }) }}
              remove={{ permission: 'delete_worker', onClick: () => setToDelete(w) }}
            />
          </>
        )}
      />

      <WorkerFormDialog
        open={dialog !== null}
        worker={dialog?.kind === 'edit' ? dialog.worker : null}
        departments={departments.data ?? []}
        onClose={() => setDialog(null)}
      />
      <DeleteConfirm
        row={toDelete}
        title="İşçiyi Sil"
        message={(w) => `${fullName(w)} adlı işçiyi silmek istediğinizden emin misiniz?`}
        remove={(w) => deleteWorker.mutateAsync(w.id)}
        busy={deleteWorker.isPending}
        success="İşçi başarıyla silindi"
        failure="İşçi silinirken bir hata oluştu"
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
