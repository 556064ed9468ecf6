// 'Tamir Ata' (spec 02 §5): the person who follows the repair, searchable by first or last name.
import { Controller } from 'react-hook-form';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormModal } from '@app/components/form-modal';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { fullName } from '@shared/format';
import { AssignRepairSchema, type AssignRepairInput } from '@shared/schemas/operations';
import { useAssignRepair } from '../api/assign-repair';
import { useUserOptions } from '../api/get-pickers';
import type { BrokenRecord, UserOption } from '../api/types';
import { WarrantyNotice } from './warranty-notice';
import { equipmentSubtitle, equipmentTitle } from './labels';
import { OptionPicker } from './option-picker';
import { sortByKey } from '@shared/collation';
import { NOT_FOUND } from '@shared/not-found';
import { LOAD_FAILED } from '@app/lib/load-errors';

const userSearchFields = (u: UserOption) => [u.first_name, u.last_name];

export function AssignRepairModal({ record, onClose }: { record: BrokenRecord | null; onClose: () => void }) {
  const open = record !== null;
  const users = useUserOptions(open);
  const mutation = useAssignRepair();
  const { control, handleSubmit, formState } = useDialogForm<v.InferInput<typeof AssignRepairSchema>, unknown, AssignRepairInput>(
    open,
    () => ({ assigned_to: '' }),
    {
      resolver: valibotResolver(AssignRepairSchema),
      defaultValues: { assigned_to: '' },
    },
  );
  const { errors, isSubmitting } = formState;
  const save = async (input: AssignRepairInput) => {
    if (!record) return;
    await saveWithToasts(() => mutation.mutateAsync({ id: record.id, assigned_to: input.assigned_to }), {
      success: 'Tamir başarıyla atandı.',
      failure: 'Tamir atanırken bir hata oluştu.',
      onSaved: onClose,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Tamir Ata"
      description={record ? `${equipmentTitle(record.equipment)} · ${equipmentSubtitle(record.equipment)}` : undefined}
      onSubmit={handleSubmit(save)}
      submitting={isSubmitting}
      submitLabel="Ata"
      submittingLabel="Atanıyor..."
    >
      <WarrantyNotice until={record?.under_warranty_until} />
      <Controller
        control={control}
        name="assigned_to"
        render={({ field }) => (
          <OptionPicker
            label="Kişi"
            required
            items={sortByKey(users.data ?? [], (u) => [u.first_name, u.last_name])}
            value={field.value ?? ''}
            onChange={field.onChange}
            getId={(u) => u.id}
            searchFields={userSearchFields}
            searchLabel="Kişi ara"
            searchPlaceholder="Ad veya soyad"
            emptyText={NOT_FOUND.user}
            query={users}
            failedText={LOAD_FAILED.users}
            error={errors.assigned_to?.message}
            render={(u) => (
              <span>
                <span className="font-medium text-slate-900">{fullName(u)}</span>
                {u.email ? <span className="block text-xs text-slate-500">{u.email}</span> : null}
              </span>
            )}
          />
        )}
      />
    </FormModal>
  );
}
