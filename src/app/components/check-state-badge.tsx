// A required check's state as a badge with its Turkish label (colour is never the only signal):
// the equipment screens and a count's result (docs/equipment-care.md).
import { CHECK_STATE_LABELS, type CheckState } from '@shared/equipment-checks';
import { StatusBadge, type BadgeTone } from './status-badge';

const TONE: Record<CheckState, BadgeTone> = {
  missing: 'danger',
  failed: 'danger',
  overdue: 'danger',
  due_soon: 'warning',
  valid: 'success',
};

export function CheckStateBadge({ state }: { state: CheckState }) {
  return <StatusBadge tone={TONE[state]}>{CHECK_STATE_LABELS[state]}</StatusBadge>;
}
