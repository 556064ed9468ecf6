// New / edit repairer (spec 02 §5): name, phone (10 digits without the leading 0, +90 shown), address.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormModal } from '@app/components/form-modal';
import { PhoneField } from '@app/components/phone-field';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { conflictMessage } from '@app/lib/api-client';
import { useRecordForm } from '@app/lib/use-record-form';
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
  const { field, modal } = useRecordForm({ open, onClose }, repairer, {
    create: {
      title: 'Yeni Tamirci',
      success: 'Tamirci başarıyla oluşturuldu.',
      failure: (error: unknown) => conflictMessage(error, 'Tamirci oluşturulurken bir hata oluştu.'),
    },
    edit: {
      title: 'Tamirci Düzenle',
      success: 'Tamirci başarıyla güncellendi.',
      failure: (error: unknown) => conflictMessage(error, 'Tamirci güncellenirken bir hata oluştu.'),
    },
    valuesOf: (r) => (r ? { name: r.name, phone: r.phone, address: r.address } : EMPTY),
    resolver: valibotResolver(RepairerSchema),
    defaultValues: EMPTY,
    save: (input: RepairerInput, r) => (r ? update.mutateAsync({ id: r.id, ...input }) : create.mutateAsync(input)),
  });

  return (
    <FormModal {...modal}>
      <TextField label="Tamirci Adı" required autoComplete="off" {...field('name')} />
      <PhoneField required hint="Başında 0 olmadan 10 hane" {...field('phone')} />
      <TextareaField label="Adres" required rows={3} {...field('address')} />
    </FormModal>
  );
}
