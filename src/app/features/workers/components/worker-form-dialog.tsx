// Create/edit worker dialog: first name, last name, national id, phone (+90), department.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { PhoneField } from '@app/components/phone-field';
import { useRecordForm } from '@app/lib/use-record-form';
import { WorkerSchema, WorkerUpdateSchema, type WorkerInput } from '@shared/schemas/workers';
import { useCreateWorker } from '../api/create-worker';
import type { DepartmentRow } from '../api/get-departments';
import type { WorkerRow } from '../api/get-workers';
import { useUpdateWorker } from '../api/update-worker';

const EMPTY: WorkerInput = { first_name: '', last_name: '', tc_no: '', phone: '', department_id: '' };

export interface WorkerFormDialogProps {
  open: boolean;
  worker: WorkerRow | null;
  departments: readonly DepartmentRow[];
  onClose: () => void;
}

export function WorkerFormDialog({ open, worker, departments, onClose }: WorkerFormDialogProps) {
  const createWorker = useCreateWorker();
  const updateWorker = useUpdateWorker();
  // Editing keeps a masked national id as it is (an editor without view_national_id sees it so).
  const { field, modal } = useRecordForm({ open, onClose }, worker, {
    create: { title: 'Yeni İşçi', success: 'İşçi başarıyla oluşturuldu', failure: 'İşçi oluşturulurken bir hata oluştu' },
    edit: { title: 'İşçiyi Düzenle', success: 'İşçi başarıyla güncellendi', failure: 'İşçi güncellenirken bir hata oluştu' },
    valuesOf: (w) =>
      w
        ? { first_name: w.first_name, last_name: w.last_name, tc_no: w.tc_no, phone: w.phone, department_id: w.department_id ?? '' }
        : EMPTY,
    resolver: valibotResolver(worker ? WorkerUpdateSchema : WorkerSchema),
    defaultValues: EMPTY,
    save: (input: WorkerInput, w) => (w ? updateWorker.mutateAsync({ id: w.id, input }) : createWorker.mutateAsync(input)),
  });

  return (
    <FormModal {...modal}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Ad" autoComplete="off" {...field('first_name')} required />
        <TextField label="Soyad" autoComplete="off" {...field('last_name')} required />
      </div>
      <TextField label="TC Kimlik No" inputMode="numeric" maxLength={11} {...field('tc_no')} required />
      <PhoneField {...field('phone')} required />
      <SelectField
        label="Departman"
        placeholder="Departman seçin"
        options={departments.map((d) => ({ value: d.id, label: d.name }))}
        {...field('department_id')}
        required
      />
    </FormModal>
  );
}
