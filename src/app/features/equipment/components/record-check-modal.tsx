// 'Kontrol Kaydet': a check of the item (type among its category's, day, who or which firm, result,
// certificate number and file). The next due day is worked out by the server from the interval.
import { useEffect, useState } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { fieldProps, FormAlert } from '@app/components/field';
import { CHECK_RESULT_LABELS, CHECK_RESULTS } from '@shared/equipment-checks';
import { warehouseToday } from '@shared/local-day';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_SIZE_MESSAGE,
  CERTIFICATE_TYPE_MESSAGE,
  CERTIFICATE_TYPES,
  EquipmentCheckSchema,
} from '@shared/schemas/care';
import { useCheckSchedules, useRecordCheck } from '../api/equipment-checks';

const FormSchema = v.omit(EquipmentCheckSchema, ['equipment_id', 'certificate']);
type FormValues = v.InferInput<typeof FormSchema>;

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.stringify({ filename: file.name, type: file.type, data: reader.result }));
    reader.onerror = () => reject(reader.error ?? new Error('okunamadı'));
    reader.readAsDataURL(file);
  });
}

function fileProblem(file: File): string | null {
  if (!(CERTIFICATE_TYPES as readonly string[]).includes(file.type)) return CERTIFICATE_TYPE_MESSAGE;
  return file.size > CERTIFICATE_MAX_BYTES ? CERTIFICATE_SIZE_MESSAGE : null;
}

export interface RecordCheckModalProps {
  open: boolean;
  onClose: () => void;
  equipment: { id: string; category_id: string | null };
}

export function RecordCheckModal({ open, onClose, equipment }: RecordCheckModalProps) {
  const schedules = useCheckSchedules(open);
  const record = useRecordCheck();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const options = (schedules.data ?? [])
    .filter((s) => s.category_id === equipment.category_id)
    .map((s) => ({ value: s.id, label: `${s.name} (${s.interval_months} ayda bir)` }));
  const { register, handleSubmit, formState } = useDialogForm<FormValues, unknown>(
    open,
    () => ({ check_id: '', checked_on: warehouseToday(), performed_by: '', result: 'passed', certificate_no: '' }),
    { resolver: valibotResolver(FormSchema) },
  );
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setFileError(null);
  }, [open]);

  const save = async (form: v.InferOutput<typeof FormSchema>) => {
    if (file && fileProblem(file)) return;
    await saveWithToasts(
      async () =>
        record.mutateAsync({
          ...form,
          equipment_id: equipment.id,
          certificate_no: form.certificate_no ?? null,
          certificate: file ? await readFile(file) : null,
        }),
      { success: 'Kontrol kaydedildi.', failure: 'Kontrol kaydedilemedi.', onSaved: onClose },
    );
  };

  return (
    <FormModal open={open} onClose={onClose} title="Kontrol Kaydet" onSubmit={handleSubmit(save)} submitting={isSubmitting}>
      <SelectField label="Kontrol türü" required placeholder="Seçin" options={options} {...field('check_id')} />
      <TextField label="Kontrol tarihi" type="date" required max={warehouseToday()} {...field('checked_on')} />
      <TextField label="Kontrolü yapan kişi / firma" required {...field('performed_by')} />
      <SelectField
        label="Sonuç"
        required
        options={CHECK_RESULTS.map((r) => ({ value: r, label: CHECK_RESULT_LABELS[r] }))}
        {...field('result')}
      />
      <TextField label="Sertifika numarası" {...field('certificate_no')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="check-certificate" className="text-sm font-medium text-slate-700">
          Sertifika dosyası (PDF, JPG veya PNG; en fazla 10 MB)
        </label>
        <input
          id="check-certificate"
          type="file"
          accept={CERTIFICATE_TYPES.join(',')}
          className="min-h-11 text-sm"
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setFileError(chosen ? fileProblem(chosen) : null);
          }}
        />
        <FormAlert message={fileError} />
      </div>
    </FormModal>
  );
}
