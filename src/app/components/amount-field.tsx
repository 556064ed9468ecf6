// A ₺ amount typed the Turkish way (a repair cost, an item's price): '₺' shown, the thousands dots
// put in while typing (amount-text.ts), the text parsed by the form's schema.
//   <AmountField label="Fiyat" registration={register('purchase_price')} error={errors.purchase_price?.message} />
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatAmountTyping } from './amount-text';
import { TextField } from './text-field';

export function AmountField({
  label,
  registration,
  error,
  required,
  placeholder = '12.500,00',
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <TextField
      label={label}
      required={required}
      prefix="₺"
      inputMode="decimal"
      placeholder={placeholder}
      autoComplete="off"
      {...registration}
      onChange={(e) => {
        e.target.value = formatAmountTyping(e.target.value);
        return registration.onChange(e);
      }}
      error={error}
    />
  );
}
