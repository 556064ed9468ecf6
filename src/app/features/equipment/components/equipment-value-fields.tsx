// The item's value and warranty in the create/edit dialog (docs/equipment-care.md "Value and
// warranty"): purchase day, price typed the Turkish way, supplier, invoice number, warranty end.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { AmountField } from '@app/components/amount-field';
import { DayInput } from '@app/components/day-input';
import { TextField } from '@app/components/text-field';
import type { EquipmentValue } from '@shared/equipment-value';
import { formatTurkishAmount } from '@shared/format';
import type { EquipmentFormValues } from '@shared/schemas/inventory';

type ValueFormFields = Pick<EquipmentFormValues, 'purchase_date' | 'purchase_price' | 'supplier' | 'invoice_number' | 'warranty_until'>;

/** The dialog's starting values from the item's value (null: a new item). */
export function valueFormValues(value: EquipmentValue | null): ValueFormFields {
  return {
    purchase_date: value?.purchase_date ?? '',
    purchase_price: value?.purchase_price ? formatTurkishAmount(value.purchase_price) : '',
    supplier: value?.supplier ?? '',
    invoice_number: value?.invoice_number ?? '',
    warranty_until: value?.warranty_until ?? '',
  };
}

function DayField({
  control,
  name,
  label,
  error,
}: {
  control: Control<EquipmentFormValues>;
  name: 'purchase_date' | 'warranty_until';
  label: string;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <DayInput label={label} value={field.value ?? ''} onChange={field.onChange} error={error} />}
      />
    </div>
  );
}

export function EquipmentValueFieldset({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<EquipmentFormValues>;
  control: Control<EquipmentFormValues>;
  errors: FieldErrors<EquipmentFormValues>;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2" data-testid="equipment-value-fields">
      <legend className="px-1 text-sm font-medium text-slate-700">Satın Alma ve Garanti</legend>
      <DayField control={control} name="purchase_date" label="Satın Alma Tarihi" error={errors.purchase_date?.message} />
      <AmountField label="Fiyat" registration={register('purchase_price')} error={errors.purchase_price?.message} />
      <TextField label="Tedarikçi" autoComplete="off" {...register('supplier')} error={errors.supplier?.message} />
      <TextField label="Fatura No" autoComplete="off" {...register('invoice_number')} error={errors.invoice_number?.message} />
      <DayField control={control} name="warranty_until" label="Garanti Bitişi" error={errors.warranty_until?.message} />
    </fieldset>
  );
}
