// 'Beklenen İade Tarihi' on the issue form: quick picks (Bugün, Yarın, 1 hafta, 1 ay) counted from
// the warehouse's local day, a day typed as gg.aa.yyyy (or chosen from the calendar), and the chosen
// day written out in Turkish. Empty = no expected return day.
import { FieldError } from '@app/components/field';
import { useId } from 'react';
import { DUE_DATE_QUICK_PICKS, dueDateFor, formatLocalDay, warehouseToday } from '@shared/local-day';
import { DayInput } from '@app/components/day-input';

export interface DueDateFieldProps {
  value: string;
  onChange: (day: string) => void;
  error?: string;
}

export function DueDateField({ value, onChange, error }: DueDateFieldProps) {
  const id = useId();
  const today = warehouseToday();
  const chosen = value ? formatLocalDay(value, 'long') : null;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-state${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Beklenen İade Tarihi (isteğe bağlı)</legend>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Hızlı seçim">
        {DUE_DATE_QUICK_PICKS.map((pick) => {
          const day = dueDateFor(pick.key, today);
          const active = value === day;
          return (
            <button
              key={pick.key}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(day)}
              className={`inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {pick.label}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DayInput label="İade tarihi" value={value} min={today} onChange={onChange} describedBy={`${id}-state`} />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Tarihi kaldır
          </button>
        ) : null}
      </div>
      <p id={`${id}-state`} className="text-sm text-slate-600" aria-live="polite">
        {chosen ? (
          <>
            İade tarihi: <strong className="font-semibold text-slate-900">{chosen}</strong>
          </>
        ) : (
          'İade tarihi belirlenmedi.'
        )}
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
