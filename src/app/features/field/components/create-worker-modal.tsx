// 'Yeni İşçi' from the issue form (create_worker): the worker form of spec 02 §5; on success the new
// worker is chosen in the form. Offline the request waits in the outbox and the worker is chosen by
// its outbox id (docs/offline.md).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { WorkerSchema, type WorkerInput } from '@shared/schemas/workers';
import { FormModal } from '@app/components/form-modal';
import { PhoneField } from '@app/components/phone-field';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { conflictMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { useCreateWorker } from '../api/create-worker';
import { usePickerDepartments } from '../api/get-issue-pickers';
import type { FieldWorker } from '../api/types';
import { QUEUED_MESSAGE } from './field-labels';

const EMPTY: WorkerInput = { first_name: '', last_name: '', tc_no: '', phone: '', department_id: '' };

export interface CreateWorkerModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (worker: FieldWorker) => void;
}

export function CreateWorkerModal({ open, onClose, onCreated }: CreateWorkerModalProps) {
  const departments = usePickerDepartments(open);
  const mutation = useCreateWorker();
  const { register, handleSubmit, formState } = useDialogForm<WorkerInput, unknown>(open, () => EMPTY, {
    resolver: valibotResolver(WorkerSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const save = async (input: WorkerInput) => {
    const found = departments.data?.find((d) => d.id === input.department_id);
    const department = found ? { id: found.id, name: found.name } : null;
    await saveWithToasts(() => mutation.mutateAsync(input), {
      success: 'İşçi başarıyla oluşturuldu.',
      queued: QUEUED_MESSAGE,
      // A duplicate national id is worth saying precisely; anything else gets the spec's text.
      failure: (error) => conflictMessage(error, 'İşçi oluşturulurken bir hata oluştu.'),
      onSaved: (result) => {
        // A queued worker is chosen by its outbox id: a hand-over naming it is sent after it, with the server's id.
        onCreated(
          result.status === 'queued'
            ? { ...input, id: result.id, department }
            : { ...result.response, department: result.response.department ?? department },
        );
        onClose();
      },
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Yeni İşçi"
      onSubmit={handleSubmit(save)}
      submitting={isSubmitting}
      submittingLabel="Oluşturuluyor..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Ad" required autoComplete="off" {...register('first_name')} error={errors.first_name?.message} />
        <TextField label="Soyad" required autoComplete="off" {...register('last_name')} error={errors.last_name?.message} />
      </div>
      <TextField
        label="TC Kimlik No"
        required
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        {...register('tc_no')}
        error={errors.tc_no?.message}
      />
      <PhoneField required {...register('phone')} error={errors.phone?.message} />
      <SelectField
        label="Departman"
        required
        placeholder={departments.isPending ? 'Yükleniyor...' : 'Departman seçin'}
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        {...register('department_id')}
        error={errors.department_id?.message}
      />
    </FormModal>
  );
}
