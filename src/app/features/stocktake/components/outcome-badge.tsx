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

type Place = Pick<ReadPlace, 'outcome' | 'warehouse_name' | 'status' | 'holder'>;

/** Where the system thinks the item is, in words (a whole sentence: CSV and the printed report). */
export function placeText(place: Place): string {
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

/**
 * What the outcome's label does not already say, for a screen that shows the label beside it:
 * the other warehouse, or the status and holder; nothing for the rest.
 */
export function placeDetail(place: Place): string | null {
  if (place.outcome === 'elsewhere') return place.warehouse_name;
  if (place.outcome === 'not_on_shelf') return placeText(place) || null;
  return null;
}

/**
 * A serial number: never broken inside, never translated. Browsers' page translation skips the
 * `notranslate` class; a `translate="no"` prop would not do here, since Preact sets the element's
 * boolean `translate` property and "no" is truthy (the attribute would read "yes").
 */
export function Serial({ value, className = '' }: { value: string; className?: string }) {
  return <span className={`notranslate whitespace-nowrap font-mono font-semibold text-slate-900 ${className}`}>{value}</span>;
}
