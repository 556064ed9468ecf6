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
  if (record.status === 'pending')
    return (
      <button
        type="button"
        onClick={() => onAssign(record)}
        className={buttonClasses('secondary', 'whitespace-nowrap')}
        aria-label={`Tamir Ata: ${name}`}
      >
        Tamir Ata
      </button>
    );
  if (record.status === 'in_repair')
    return (
      <button
        type="button"
        onClick={() => onComplete(record)}
        className={buttonClasses('primary', 'whitespace-nowrap')}
        aria-label={`Tamamla: ${name}`}
      >
        Tamamla
      </button>
    );
  return null;
}
