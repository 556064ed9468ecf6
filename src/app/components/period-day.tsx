// A day of a report's period with its visible name above it, as the selects beside it have.
// 'Stok Raporları' and 'Raporlar' use it.
import { DayInput } from './day-input';

export function PeriodDay({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return <DayInput showLabel label={label} value={value} onChange={(day) => day && onChange(day)} />;
}
