// Labelled multi-line input for notes and descriptions; ref forwarded for react-hook-form:
//   <TextareaField label="Açıklama" rows={3} {...register('notes')} error={errors.notes?.message} />
import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { controlClasses, describedBy, FieldFrame } from './field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, hideLabel, containerClassName, id, required, className = '', rows = 3, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required} hideLabel={hideLabel} className={containerClassName}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={controlClasses(!!error, `resize-y ${className}`)}
        {...rest}
      />
    </FieldFrame>
  );
});
