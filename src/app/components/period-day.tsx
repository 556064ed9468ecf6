// A day of a report's period with its visible name above it, as the selects beside it have
// (DayInput names it for readers only). 'Stok Raporları' and 'Raporlar' use it.
import { DayInput } from './day-input';

export function PeriodDay({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <DayInput label={label} value={value} onChange={(day) => day && onChange(day)} />
    </div>
  );
}
