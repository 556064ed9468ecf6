// A form field's props in one spread: react-hook-form's registration and the field's message.
//   const field = fieldProps(register, errors);
//   <TextField label="Depo Adı" {...field('name')} required />
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/** The message react-hook-form holds for `name` (a dotted path reaches into nested values). */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  const found: unknown = get(errors, name);
  return typeof found === 'object' && found !== null && 'message' in found && typeof found.message === 'string' ? found.message : undefined;
}

export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({ ...register(name), error: messageAt(errors, name) });
}
