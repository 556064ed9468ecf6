// A calendar day typed as gg.aa.yyyy, whatever the browser's language: the native date box shows
// the browser's own format (mm/dd/yyyy on an English tablet). The dots come by themselves while
// typing; the calendar button opens the browser's picker for choosing instead. The value in and
// out is the day as 'YYYY-MM-DD' ('' = none); a day typed half or impossible is said at once.
import { useEffect, useId, useRef, useState } from 'react';
import { controlClasses } from './field';
import { BoxLabel } from './box-label';
import { SolidIcon } from './solid-icon';

/** '12.11.2026' → '2026-11-12'; null unless a real calendar day. */
export function parseDay(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, d, mo, y] = m;
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** '2026-11-12' → '12.11.2026'. */
export function formatDay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** Dots where they belong while the digits are typed: '1211' → '12.11', '12112026' → '12.11.2026'. */
export function withDots(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
}

export const DAY_INVALID = 'Tarihi gg.aa.yyyy biçiminde girin.';

export interface DayInputProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  /** The earliest day the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  error?: string;
  describedBy?: string;
  className?: string;
  /** Shows the name above the box, as the other fields do (by default it is for readers only: a
   * field that names the day around it, as 'İade tarihi' does, hides it). */
  showLabel?: boolean;
}

export function DayInput({ label, value, onChange, min, error, describedBy, className = '', showLabel = false }: DayInputProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(formatDay(value));
  const [invalid, setInvalid] = useState(false);
  // A day set from outside (a quick pick, the calendar, a reset) shows in the box.
  useEffect(() => {
    if (parseDay(text) !== value) {
      setText(formatDay(value));
      setInvalid(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const message = error ?? (invalid ? DAY_INVALID : undefined);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <BoxLabel htmlFor={id} shown={showLabel}>
        {label}
      </BoxLabel>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="gg.aa.yyyy"
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={[describedBy, message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            const next = withDots(e.target.value);
            setText(next);
            const day = parseDay(next);
            setInvalid(next.length === 10 && !day);
            if (day) onChange(day);
            else if (next === '') onChange('');
          }}
          onBlur={() => setInvalid(text !== '' && !parseDay(text))}
          className={controlClasses(!!message, 'max-w-40 tabular-nums')}
        />
        <button
          type="button"
          aria-label={`${label}: takvimden seç`}
          onClick={() => {
            const input = picker.current;
            if (!input) return;
            if (typeof input.showPicker === 'function') input.showPicker();
            else input.click();
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 hover:bg-slate-50"
        >
          <SolidIcon
            d="M5.75 2a.75.75 0 0 1 .75.75V4h7V2.75a.75.75 0 0 1 1.5 0V4h.25A2.75 2.75 0 0 1 18 6.75v8.5A2.75 2.75 0 0 1 15.25 18H4.75A2.75 2.75 0 0 1 2 15.25v-8.5A2.75 2.75 0 0 1 4.75 4H5V2.75A.75.75 0 0 1 5.75 2Zm-1 5.5c-.69 0-1.25.56-1.25 1.25v6.5c0 .69.56 1.25 1.25 1.25h10.5c.69 0 1.25-.56 1.25-1.25v-6.5c0-.69-.56-1.25-1.25-1.25H4.75Z"
            className="size-5"
            evenOdd
          />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="sr-only"
        />
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
