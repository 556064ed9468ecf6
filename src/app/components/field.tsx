// Shared label/hint/error frame for the form controls (text, select, textarea). Errors are linked
// with aria-describedby and announced; a required field gets a '*' that screen readers skip.
import { useId, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Hides the label visually (still read by screen readers), e.g. in compact filter bars. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A control's id (the caller's, or one made here) and the attributes tying it to its error and hint. */
export function useFieldControl(id: string | undefined, error?: string, hint?: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(controlId, error, hint) };
}

/** What every labelled control (text, select, textarea) takes besides its element's own attributes. */
export interface LabelledFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Hides the label visually (still read by screen readers), e.g. in compact filter bars. */
  hideLabel?: boolean;
  containerClassName?: string;
}

type FrameProps = LabelledFieldProps & { id?: string; required?: boolean };

/** A labelled control's props split into the frame's and the ones left for its element. */
export function splitLabelled<P extends FrameProps>(props: P) {
  const { label, error, hint, hideLabel, containerClassName, id, required, ...rest } = props;
  return { frame: { label, error, hint, hideLabel, containerClassName, id, required }, rest };
}

/**
 * FieldFrame around one control: makes the control's id and the attributes tying it to its error and
 * hint, and hands them (with `required`) to `children`, which draws the control.
 */
export function LabelledControl({
  children,
  ...frame
}: FrameProps & { children: (control: ReturnType<typeof useFieldControl> & { required?: boolean }) => ReactNode }) {
  const control = useFieldControl(frame.id, frame.error, frame.hint);
  return (
    <FieldFrame
      id={control.id}
      label={frame.label}
      error={frame.error}
      hint={frame.hint}
      required={frame.required}
      hideLabel={frame.hideLabel}
      className={frame.containerClassName}
    >
      {children({ ...control, required: frame.required })}
    </FieldFrame>
  );
}

export function FieldFrame({ id, label, error, hint, required, hideLabel, className = '', children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      {/* The '*' sits outside the <label>, so the field's name stays exactly the label text. */}
      <div className={hideLabel ? 'sr-only' : 'flex items-baseline gap-0.5'}>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-sm text-red-600">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, announced, with the id `<field id>-error` its control names in aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** A fieldset's legend (a group of boxes or a list to choose from), with the '*' screen readers skip when required; `after` follows it. */
export function FieldLegend({ children, required, after }: { children: ReactNode; required?: boolean; after?: ReactNode }) {
  return (
    <legend className="mb-1.5 text-sm font-medium text-slate-700">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      ) : null}
      {after}
    </legend>
  );
}

/** A form's own message (not one field's), announced; nothing while there is none. */
export function FormAlert({ message }: { message: ReactNode }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export function controlClasses(hasError: boolean, extra = ''): string {
  return `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm ${
    hasError ? 'border-red-500' : 'border-slate-300'
  } ${extra}`;
}

/** The message react-hook-form holds for `name` (a dotted path reaches into nested values). */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  let found: unknown = errors;
  for (const key of name.split('.'))
    found = typeof found === 'object' && found !== null ? (found as Record<string, unknown>)[key] : undefined;
  return typeof found === 'object' && found !== null && 'message' in found && typeof found.message === 'string' ? found.message : undefined;
}

/**
 * A form control's props in one spread: react-hook-form's registration and the field's message.
 *   const field = fieldProps(register, errors);
 *   <TextField label="Depo Adı" {...field('name')} required />
 */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({ ...register(name), error: messageAt(errors, name) });
}
