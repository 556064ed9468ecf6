// A Turkish mobile number: 10 digits typed without the leading 0, '+90' shown before them.
//   <PhoneField required {...register('phone')} error={errors.phone?.message} />
import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'prefix'> & { label?: TextFieldProps['label'] };

export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label = 'Telefon', placeholder = '5XX XXX XX XX', autoComplete = 'off', ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      prefix="+90"
      inputMode="numeric"
      maxLength={10}
      placeholder={placeholder}
      autoComplete={autoComplete}
      {...rest}
    />
  );
});
