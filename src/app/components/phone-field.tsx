// A Turkish number: 10 digits without the leading 0, '+90' shown before them.
//   <PhoneField required {...register('phone')} error={errors.phone?.message} />
// What is typed or pasted is kept as those 10 digits: anything but digits is dropped, and so are a
// leading 0 typed out of habit and a '+90' / '90' pasted before a whole number ('0532 123 45 67' and
// '+90 532 123 45 67' are both '5321234567', not their first ten characters).
import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'prefix'> & { label?: TextFieldProps['label'] };

/** The 10 digits the field keeps of what was typed or pasted. */
export function phoneDigits(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('90')) digits = digits.slice(2);
  return digits.replace(/^0+/, '').slice(0, 10);
}

export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label = 'Telefon', placeholder = '5XX XXX XX XX', autoComplete = 'off', onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      prefix="+90"
      inputMode="numeric"
      placeholder={placeholder}
      autoComplete={autoComplete}
      {...rest}
      onChange={(e) => {
        const kept = phoneDigits(e.target.value);
        if (kept !== e.target.value) e.target.value = kept;
        return onChange?.(e);
      }}
    />
  );
});
