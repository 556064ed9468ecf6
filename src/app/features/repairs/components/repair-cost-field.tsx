// 'Tamir Maliyeti' as completing a repair and correcting its cost both ask it: '₺' shown, typed the
// Turkish way (thousands dots put in while typing), the text parsed by the caller.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@app/components/text-field';
import { formatAmountTyping } from '@app/components/amount-text';

export function RepairCostField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Tamir Maliyeti"
      required
      prefix="₺"
      inputMode="decimal"
      placeholder="50.000,00"
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
