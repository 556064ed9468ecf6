// A create/edit dialog's form in one place: react-hook-form filled from the record each time the
// dialog opens (useDialogForm), the fields' props (fieldProps), and FormModal's props, whose title
// and toasts follow whether a record is edited (null: a new one). The dialog closes after a
// successful save only; after a failure it stays open with the reason toasted (saveWithToasts).
//   const { field, modal } = useRecordForm({ open, onClose }, warehouse, {
//     create: { title: 'Yeni Depo', success: 'Depo başarıyla oluşturuldu.', failure: 'Depo oluşturulurken bir hata oluştu.' },
//     edit: { title: 'Depoyu Düzenle', success: 'Depo başarıyla güncellendi.', failure: 'Depo güncellenirken bir hata oluştu.' },
//     valuesOf: (w) => (w ? { name: w.name } : EMPTY), resolver: valibotResolver(WarehouseSchema), defaultValues: EMPTY,
//     save: (input, w) => (w ? update.mutateAsync({ id: w.id, input }) : create.mutateAsync(input)),
//   });
//   <FormModal {...modal}><TextField label="Depo Adı" {...field('name')} required /></FormModal>
import type { DefaultValues, FieldValues, UseFormProps } from 'react-hook-form';
import { fieldProps } from '@app/components/field';
import { saveWithToasts, type SaveToasts } from './save-with-toasts';
import { useDialogForm } from './use-dialog-form';

/** A dialog's title and toasts for one of its two modes. */
export interface RecordTexts extends Pick<SaveToasts, 'success' | 'failure'> {
  title: string;
}

export interface RecordFormOptions<TRecord, TValues extends FieldValues, TOutput> extends UseFormProps<TValues, unknown, TOutput> {
  /** The title and toasts of a new record's dialog. */
  create: RecordTexts;
  /** The title and toasts of an edited record's dialog. */
  edit: RecordTexts;
  /** The values the dialog opens with: the record's, or (null) a new one's. */
  valuesOf: (record: TRecord | null) => TValues | DefaultValues<TValues>;
  /** Creates (record null) or updates the record; the form's checked values. */
  save: (values: TOutput, record: TRecord | null) => Promise<unknown>;
  /** What the values are read from besides the record (a late answer refills untouched fields). */
  refillWhenChanged?: readonly unknown[];
}

export function useRecordForm<TRecord, TValues extends FieldValues, TOutput = TValues>(
  { open, onClose }: { open: boolean; onClose: () => void },
  record: TRecord | null,
  { create, edit, valuesOf, save, refillWhenChanged = [], ...options }: RecordFormOptions<TRecord, TValues, TOutput>,
) {
  const form = useDialogForm<TValues, unknown, TOutput>(open, () => valuesOf(record), options, [record, ...refillWhenChanged]);
  const { title, success, failure } = record === null ? create : edit;
  const submit = (checked: TOutput) => saveWithToasts(() => save(checked, record), { success, failure, onSaved: onClose });
  return {
    form,
    field: fieldProps(form.register, form.formState.errors),
    modal: { open, onClose, title, onSubmit: form.handleSubmit(submit), submitting: form.formState.isSubmitting },
  };
}
