// Departments tab (spec 01 §2): search by name, table of name and date, edit/delete; delete asks
// with the browser's confirmation. CSV of the filtered rows.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { ExportCsvButton } from '@app/components/export-csv-button';
import { FormModal } from '@app/components/form-modal';
import { SearchInput } from '@app/components/search-input';
import { dateColumn, ListEmpty, ListView } from '@app/components/list-view';
import { TextField } from '@app/components/text-field';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useRecordForm } from '@app/lib/use-record-form';
import { sortByName } from '@shared/collation';
import { formatDateTime } from '@shared/format';
import { DepartmentSchema, type DepartmentInput } from '@shared/schemas/workers';
import { searchRows } from '@shared/search';
import { useCreateDepartment } from '../api/create-department';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartments, type DepartmentRow } from '../api/get-departments';
import { useUpdateDepartment } from '../api/update-department';
import { WorkersHeader } from './workers-header';
import { EditDeleteActions } from '@app/components/edit-delete-actions';

type DialogState = { kind: 'create' } | { kind: 'edit'; department: DepartmentRow } | null;

export function DepartmentsPage() {
  const departments = useDepartments();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const deleteDepartment = useDeleteDepartment();

  const filtered = useMemo(() => searchRows(sortByName(departments.data ?? []), query, (d) => [d.name]), [departments.data, query]);

  async function remove(d: DepartmentRow) {
    if (!window.confirm(`'${d.name}' departmanını silmek istediğinizden emin misiniz?`)) return;
    await saveWithToasts(() => deleteDepartment.mutateAsync(d.id), {
      success: 'Departman başarıyla silindi',
      failure: 'Departman silinirken bir hata oluştu',
    });
  }

  return (
    <div>
      <WorkersHeader
        title="Departmanlar"
        actions={
          <Can permission="create_department">
            <Button onClick={() => setDialog({ kind: 'create' })}>Yeni Departman</Button>
          </Can>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput className="flex-1" label="Departman ara" placeholder="Departman adı ile ara" value={query} onChange={setQuery} />
        <ExportCsvButton
          name="departmanlar"
          rows={filtered}
          disabled={filtered.length === 0}
          columns={[
            { header: 'Departman Adı', value: (d) => d.name },
            { header: 'Kayıt Tarihi', value: (d) => formatDateTime(d.created_at) },
          ]}
        />
      </div>
      <ListView
        caption="Departmanlar"
        rows={filtered}
        rowKey={(d) => d.id}
        columns={[
          {
            id: 'name',
            header: 'Departman Adı',
            priority: 1,
            minWidth: 180,
            cell: (d) => <span className="font-medium text-slate-900">{d.name}</span>,
          },
          dateColumn('created', 'Kayıt Tarihi', (d: DepartmentRow) => d.created_at),
        ]}
        loading={departments.isPending}
        filtered={query.trim() !== ''}
        empty={
          <ListEmpty
            title="Henüz departman bulunmuyor"
            add={{ permission: 'create_department', label: 'İlk Departmanı Ekle', onClick: () => setDialog({ kind: 'create' }) }}
          />
        }
        actionsWidth={200}
        actions={(d) => (
          <>
            <EditDeleteActions
              name={d.name}
              edit={{ permission: 'edit_department', onClick: () => setDialog({ kind: 'edit', department: d }) }}
              remove={{ permission: 'delete_department', onClick: () => void remove(d) }}
            />
          </>
        )}
      />
      <DepartmentFormDialog
        open={dialog !== null}
        department={dialog?.kind === 'edit' ? dialog.department : null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function DepartmentFormDialog({ open, department, onClose }: { open: boolean; department: DepartmentRow | null; onClose: () => void }) {
  const createDepartment = useCreateDepartment();
  const updateDepartment = useUpdateDepartment();
  const { field, modal } = useRecordForm({ open, onClose }, department, {
    create: { title: 'Yeni Departman', success: 'Departman başarıyla oluşturuldu', failure: 'Departman oluşturulurken bir hata oluştu' },
    edit: { title: 'Departmanı Düzenle', success: 'Departman başarıyla güncellendi', failure: 'Departman güncellenirken bir hata oluştu' },
    valuesOf: (d) => ({ name: d?.name ?? '' }),
    resolver: valibotResolver(DepartmentSchema),
    defaultValues: { name: '' },
    save: (input: DepartmentInput, d) => (d ? updateDepartment.mutateAsync({ id: d.id, input }) : createDepartment.mutateAsync(input)),
  });

  return (
    <FormModal {...modal} size="sm">
      <TextField label="Departman Adı" {...field('name')} required />
    </FormModal>
  );
}
