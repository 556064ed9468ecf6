import { StatusBadge, equipmentStatusLabel, type BadgeTone } from '@app/components/status-badge';
import { OUTCOME_LABELS, type StocktakeOutcome } from '@shared/schemas/stocktake';
import type { ReadPlace } from '../lib/count-store';

const TONES: Record<StocktakeOutcome, BadgeTone> = {
  found: 'success',
  missing: 'danger',
  elsewhere: 'warning',
  not_on_shelf: 'purple',
  out_of_scope: 'info',
  unknown: 'neutral',
};

export function OutcomeBadge({ outcome }: { outcome: StocktakeOutcome }) {
  return <StatusBadge tone={TONES[outcome]}>{OUTCOME_LABELS[outcome]}</StatusBadge>;
}

/** Where the system thinks the item is, in words. */
export function placeText(place: Pick<ReadPlace, 'outcome' | 'warehouse_name' | 'status' | 'holder'>): string {
  switch (place.outcome) {
    case 'found':
      return 'Bu depoda bekleniyordu';
    case 'missing':
      return 'Bu depoda bekleniyordu, sayılmadı';
    case 'elsewhere':
      return `${place.warehouse_name ?? 'Başka bir'} deposunda kayıtlı`;
    case 'not_on_shelf':
      return [equipmentStatusLabel(place.status ?? ''), place.holder].filter(Boolean).join(' — ');
    case 'out_of_scope':
      return 'Bu depoda kayıtlı, sayım kapsamı dışında';
    default:
      return 'Sistemde kayıtlı değil';
  }
}
