// Labelled native select (best on touch devices); ref forwarded for react-hook-form:
//   <SelectField label="Departman" placeholder="Departman seçin" options={departments.map((d) => ({ value: d.id, label: d.name }))}
//     {...register('department_id')} error={errors.department_id?.message} />
// `placeholder` becomes a first option with the value '' (a filter's "Tüm ..." entry works the same way).
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClasses, LabelledControl, splitLabelled, type LabelledFieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, LabelledFieldProps {
  options: readonly SelectOption[];
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder, className = '', ...props },
  ref,
) {
  const { frame, rest } = splitLabelled(props);
  return (
    <LabelledControl {...frame}>
      {(control) => (
        <select ref={ref} {...control} className={controlClasses(!!frame.error, `pr-8 ${className}`)} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
});
