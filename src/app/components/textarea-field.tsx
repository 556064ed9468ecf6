// Labelled multi-line input for notes and descriptions; ref forwarded for react-hook-form:
//   <TextareaField label="Açıklama" rows={3} {...register('notes')} error={errors.notes?.message} />
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { controlClasses, LabelledControl, splitLabelled, type LabelledFieldProps } from './field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, LabelledFieldProps {}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { className = '', rows = 3, ...props },
  ref,
) {
  const { frame, rest } = splitLabelled(props);
  return (
    <LabelledControl {...frame}>
      {(control) => (
        <textarea ref={ref} {...control} rows={rows} className={controlClasses(!!frame.error, `resize-y ${className}`)} {...rest} />
      )}
    </LabelledControl>
  );
});
