// Labelled text input that works with react-hook-form's register (ref forwarded):
//   <TextField label="TC Kimlik No" inputMode="numeric" maxLength={11}
//     {...register('tc_no')} error={errors.tc_no?.message} />   (a phone: PhoneField)
// `prefix` is shown inside the box before the value (the value itself stays without it).
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClasses, LabelledControl, splitLabelled, type LabelledFieldProps } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'>, LabelledFieldProps {
  prefix?: ReactNode;
  /** Content at the right end inside the box (e.g. a show/hide button). */
  suffix?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { prefix, suffix, className = '', type = 'text', ...props },
  ref,
) {
  const { frame, rest } = splitLabelled(props);
  return (
    <LabelledControl {...frame}>
      {(control) => {
        const input = (
          <input
            ref={ref}
            {...control}
            type={type}
            className={controlClasses(!!frame.error, `${prefix ? 'pl-14' : ''} ${suffix ? 'pr-12' : ''} ${className}`)}
            {...rest}
          />
        );
        return prefix || suffix ? (
          <div className="relative">
            {prefix ? (
              <span className="pointer-events-none absolute inset-y-0 left-0 flex w-12 items-center justify-center border-r border-slate-200 text-sm text-slate-500">
                {prefix}
              </span>
            ) : null}
            {input}
            {suffix ? <span className="absolute inset-y-0 right-0 flex items-center">{suffix}</span> : null}
          </div>
        ) : (
          input
        );
      }}
    </LabelledControl>
  );
});
