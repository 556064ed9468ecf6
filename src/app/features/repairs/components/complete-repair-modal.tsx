// 'Tamiri Tamamla' (spec 02 §5): result, repairer, cost typed the Turkish way, optional invoice.
import { Controller, type DefaultValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FieldError, FieldLegend } from '@app/components/field';
import { FormModal } from '@app/components/form-modal';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { formatPhone, parseTurkishAmount } from '@shared/format';
import { CompleteRepairFormSchema, INVOICE_SIZE_MESSAGE_COMPLETE, type CompleteRepairFormInput } from '@shared/schemas/operations';
import { useCompleteRepair } from '../api/complete-repair';
import { REPAIRERS_LOAD_FAILED, useRepairers } from '../api/get-repairers';
import type { BrokenRecord, RepairerRow } from '../api/types';
import { RepairCostField } from './repair-cost-field';
import { InvoiceFileInput } from './invoice-file-input';
import { readInvoiceFile } from './invoice-file';
import { WarrantyNotice } from './warranty-notice';
import { equipmentSubtitle, equipmentTitle } from './labels';
import { OptionPicker } from './option-picker';
import { useInvoiceFile } from './use-invoice-file';
import { sortByName } from '@shared/collation';

// No result chosen yet: neither radio is checked.
const EMPTY: DefaultValues<CompleteRepairFormInput> = { repairer_id: '', repair_cost: '' };
const repairerSearchFields = (r: RepairerRow) => [r.name, r.phone, r.address];

export function CompleteRepairModal({ record, onClose }: { record: BrokenRecord | null; onClose: () => void }) {
  const open = record !== null;
  const repairers = useRepairers({ enabled: open });
  const mutation = useCompleteRepair();
  const { file, error: fileError, choose } = useInvoiceFile(open, INVOICE_SIZE_MESSAGE_COMPLETE);
  const { register, control, handleSubmit, formState } = useDialogForm<CompleteRepairFormInput, unknown>(open, () => EMPTY, {
    resolver: valibotResolver(CompleteRepairFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const save = async (input: CompleteRepairFormInput) => {
    if (!record || fileError) return;
    const { status, repairer_id } = input;
    const complete = async () =>
      mutation.mutateAsync({
        id: record.id,
        status,
        repairer_id,
        repair_cost: parseTurkishAmount(input.repair_cost),
        repair_invoice: file ? await readInvoiceFile(file) : null,
      });
    const success = status === 'scrapped' ? 'Ekipman hurdaya ayrıldı.' : 'Tamir başarıyla tamamlandı.';
    await saveWithToasts(complete, { success, failure: 'Tamir tamamlanırken bir hata oluştu.', onSaved: onClose });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Tamiri Tamamla"
      description={record ? `${equipmentTitle(record.equipment)} · ${equipmentSubtitle(record.equipment)}` : undefined}
      size="lg"
      onSubmit={handleSubmit(save)}
      submitting={isSubmitting}
      submitLabel="Tamamla"
      submittingLabel="Kaydediliyor..."
    >
      <WarrantyNotice until={record?.under_warranty_until} />
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.status ? 'complete-status-error' : undefined}>
        <FieldLegend required>Sonuç</FieldLegend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['repaired', 'Tamir Edildi', 'Ekipman kullanıma geri döner.'],
              ['scrapped', 'Hurdaya Ayrıldı', 'Ekipman hurdaya ayrılır.'],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50"
            >
              <input type="radio" value={value} {...register('status')} className="mt-0.5 size-4 accent-blue-700" />
              <span>
                <span className="font-medium text-slate-900">{label}</span>
                <span className="block text-xs text-slate-500">{hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="complete-status" error={errors.status?.message} />
      </fieldset>
      <Controller
        control={control}
        name="repairer_id"
        render={({ field }) => (
          <OptionPicker
            label="Tamirci"
            required
            items={sortByName(repairers.data ?? [])}
            value={field.value}
            onChange={field.onChange}
            getId={(r) => r.id}
            searchFields={repairerSearchFields}
            searchLabel="Tamirci ara"
            searchPlaceholder="Ad, telefon veya adres"
            emptyText="Henüz tamirci bulunmuyor. Tamirciler sekmesinden ekleyebilirsiniz."
            query={repairers}
            failedText={REPAIRERS_LOAD_FAILED}
            error={errors.repairer_id?.message}
            render={(r) => (
              <span>
                <span className="font-medium text-slate-900">{r.name}</span>
                <span className="block text-xs text-slate-500">{formatPhone(r.phone)}</span>
              </span>
            )}
          />
        )}
      />
      <RepairCostField registration={register('repair_cost')} error={errors.repair_cost?.message} />
      <InvoiceFileInput label="Fatura (isteğe bağlı)" file={file} error={fileError} onChange={choose} />
    </FormModal>
  );
}
