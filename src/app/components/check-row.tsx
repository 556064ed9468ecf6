// A checkbox and its text as one tap target (at least 44 px high): the form's yes/no choices. Other
// attributes (disabled, aria-invalid) go to the checkbox.
//   <CheckRow checked={save} onChange={setSave} className="text-sm text-slate-800">İmzamı kaydet</CheckRow>
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'className'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Added to the label's own layout classes (text size, colour, padding). */
  className?: string;
  children: ReactNode;
}

export function CheckRow({ checked, onChange, className, children, ...input }: CheckRowProps) {
  return (
    <label
      className={
        className ? `flex min-h-11 cursor-pointer items-center gap-3 ${className}` : 'flex min-h-11 cursor-pointer items-center gap-3'
      }
    >
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-blue-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...input}
      />
      {children}
    </label>
  );
}
