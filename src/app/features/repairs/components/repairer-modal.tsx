// New / edit repairer (spec 02 §5): name, phone (10 digits without the leading 0, +90 shown), address.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { FormModal } from '@app/components/form-modal';
import { PhoneField } from '@app/components/phone-field';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { conflictMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { fieldProps } from '@app/components/field';
import { RepairerSchema, type RepairerInput } from '@shared/schemas/operations';
import { useCreateRepairer, useUpdateRepairer } from '../api/save-repairer';
import type { RepairerRow } from '../api/types';

const EMPTY: RepairerInput = { name: '', phone: '', address: '' };

export interface RepairerModalProps {
  open: boolean;
  /** Null for a new repairer. */
  repairer: RepairerRow | null;
  onClose: () => void;
}

export function RepairerModal({ open, repairer, onClose }: RepairerModalProps) {
  const create = useCreateRepairer();
  const update = useUpdateRepairer();
  const { register, handleSubmit, formState } = useDialogForm<v.InferInput<typeof RepairerSchema>, unknown, RepairerInput>(
    open,
    () => (repairer ? { name: repairer.name, phone: repairer.phone, address: repairer.address } : EMPTY),
    { resolver: valibotResolver(RepairerSchema), defaultValues: EMPTY },
    [repairer],
  );
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  const save = async (input: RepairerInput) => {
    const [save, success, failure] = repairer
      ? [
          () => update.mutateAsync({ id: repairer.id, ...input }),
          'Tamirci başarıyla güncellendi.',
          'Tamirci güncellenirken bir hata oluştu.',
        ]
      : [() => create.mutateAsync(input), 'Tamirci başarıyla oluşturuldu.', 'Tamirci oluşturulurken bir hata oluştu.'];
    await saveWithToasts(save, { success, failure: (error) => conflictMessage(error, failure), onSaved: onClose });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={repairer ? 'Tamirci Düzenle' : 'Yeni Tamirci'}
      onSubmit={handleSubmit(save)}
      submitting={isSubmitting}
    >
      <TextField label="Tamirci Adı" required autoComplete="off" {...field('name')} />
      <PhoneField required hint="Başında 0 olmadan 10 hane" {...register('phone')} error={errors.phone?.message} />
      <TextareaField label="Adres" required rows={3} {...field('address')} />
    </FormModal>
  );
}
