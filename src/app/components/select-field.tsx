// Labelled native select (best on touch devices); ref forwarded for react-hook-form:
//   <SelectField label="Departman" placeholder="Departman seçin" options={departments.map((d) => ({ value: d.id, label: d.name }))}
//     {...register('department_id')} error={errors.department_id?.message} />
// `placeholder` becomes a first option with the value '' (a filter's "Tüm ..." entry works the same way).
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, useFieldControl } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, hideLabel, containerClassName, id, required, className = '', ...rest },
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
      <select ref={ref} {...control} required={required} className={controlClasses(!!error, `pr-8 ${className}`)} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
