// New / edit repairer (spec 02 §5): name, phone (10 digits without the leading 0, +90 shown), address.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { toast } from 'sonner';
import { FormModal } from '@app/components/form-modal';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { ApiError } from '@app/lib/api-client';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof RepairerSchema>, unknown, RepairerInput>({ resolver: valibotResolver(RepairerSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (open) reset(repairer ? { name: repairer.name, phone: repairer.phone, address: repairer.address } : EMPTY);
  }, [open, repairer, reset]);

  const save = async (input: RepairerInput) => {
    try {
      if (repairer) {
        await update.mutateAsync({ id: repairer.id, ...input });
        toast.success('Tamirci başarıyla güncellendi.');
      } else {
        await create.mutateAsync(input);
        toast.success('Tamirci başarıyla oluşturuldu.');
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.message) toast.error(error.message);
      else toast.error(repairer ? 'Tamirci güncellenirken bir hata oluştu.' : 'Tamirci oluşturulurken bir hata oluştu.');
    }
  };

  const phone = register('phone');
  return (
    <FormModal open={open} onClose={onClose} title={repairer ? 'Tamirci Düzenle' : 'Yeni Tamirci'} onSubmit={handleSubmit(save)} submitting={isSubmitting}>
      <TextField label="Tamirci Adı" required autoComplete="off" {...register('name')} error={errors.name?.message} />
      <TextField
        label="Telefon"
        required
        prefix="+90"
        inputMode="numeric"
        maxLength={10}
        placeholder="5XX XXX XX XX"
        autoComplete="off"
        hint="Başında 0 olmadan 10 hane"
        {...phone}
        onChange={(e) => {
          // Digits only, and a leading 0 typed out of habit is dropped.
          e.target.value = e.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
          return phone.onChange(e);
        }}
        error={errors.phone?.message}
      />
      <TextareaField label="Adres" required rows={3} {...register('address')} error={errors.address?.message} />
    </FormModal>
  );
}
