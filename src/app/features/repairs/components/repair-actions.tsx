// The repair step a fault report offers next, on its list row and on its detail page:
// 'Tamir Ata' while pending, 'Tamamla' while in repair, nothing once resolved.
import { buttonClasses } from '@app/components/button';
import type { BrokenRecord } from '../api/types';
import { equipmentTitle } from './labels';

export function RepairActions<R extends Pick<BrokenRecord, 'status' | 'equipment'>>({
  record,
  onAssign,
  onComplete,
}: {
  record: R;
  onAssign: (record: R) => void;
  onComplete: (record: R) => void;
}) {
  const name = `${equipmentTitle(record.equipment)} ${record.equipment?.serial_number ?? ''}`.trim();
  const step =
    record.status === 'pending'
      ? { label: 'Tamir Ata', variant: 'secondary' as const, run: onAssign }
      : record.status === 'in_repair'
        ? { label: 'Tamamla', variant: 'primary' as const, run: onComplete }
        : null;
  if (!step) return null;
  return (
    <button
      type="button"
      onClick={() => step.run(record)}
      className={buttonClasses(step.variant, 'whitespace-nowrap')}
      aria-label={`${step.label}: ${name}`}
    >
      {step.label}
    </button>
  );
}
