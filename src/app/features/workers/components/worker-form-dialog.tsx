// Create/edit worker dialog: first name, last name, national id, phone (+90), department.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { PhoneField } from '@app/components/phone-field';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { fieldProps } from '@app/components/field';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useDialogForm(
    open,
    () =>
      worker
        ? {
            first_name: worker.first_name,
            last_name: worker.last_name,
            tc_no: worker.tc_no,
            phone: worker.phone,
            department_id: worker.department_id ?? '',
          }
        : EMPTY,
    { resolver: valibotResolver(worker ? WorkerUpdateSchema : WorkerSchema), defaultValues: EMPTY },
    [worker],
  );
  const field = fieldProps(register, errors);

  async function save(values: WorkerInput) {
    await saveWithToasts(() => (worker ? updateWorker.mutateAsync({ id: worker.id, input: values }) : createWorker.mutateAsync(values)), {
      success: worker ? 'İşçi başarıyla güncellendi' : 'İşçi başarıyla oluşturuldu',
      failure: worker ? 'İşçi güncellenirken bir hata oluştu' : 'İşçi oluşturulurken bir hata oluştu',
      onSaved: onClose,
    });
  }

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={worker ? 'İşçiyi Düzenle' : 'Yeni İşçi'}
      onSubmit={(e) => void handleSubmit(save)(e)}
      submitting={isSubmitting}
    >
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
