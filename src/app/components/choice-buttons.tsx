// One of a few choices as a row of buttons, the chosen one pressed (a report, a status).
//   <ChoiceButtons label="Rapor" choices={REPORTS.map((r) => ({ value: r, label: REPORT_LABELS[r] }))} chosen={report} onChoose={…} />
import { Button } from './button';

export function ChoiceButtons<T>({
  label,
  choices,
  chosen,
  onChoose,
  className = '',
}: {
  label: string;
  choices: readonly { value: T; label: string }[];
  chosen: T;
  onChoose: (value: T) => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`} role="group" aria-label={label}>
      {choices.map((c) => (
        <Button
          key={c.label}
          variant={c.value === chosen ? 'primary' : 'secondary'}
          aria-pressed={c.value === chosen}
          onClick={() => onChoose(c.value)}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
}
