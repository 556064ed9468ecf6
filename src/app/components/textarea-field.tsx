// Labelled multi-line input for notes and descriptions; ref forwarded for react-hook-form:
//   <TextareaField label="Açıklama" rows={3} {...register('notes')} error={errors.notes?.message} />
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, useFieldControl } from './field';

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
  const control = useFieldControl(id, error, hint);
  return (
    <FieldFrame
      id={control.id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      <textarea
        ref={ref}
        {...control}
        rows={rows}
        required={required}
        className={controlClasses(!!error, `resize-y ${className}`)}
        {...rest}
      />
    </FieldFrame>
  );
});
