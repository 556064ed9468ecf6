import type { TransferRow } from '../api/types';

/** 'Bosch Matkap X' */
export function equipmentTitle(e: Pick<TransferRow['equipment'], 'model' | 'brand'>): string {
  return [e.brand?.name, e.model].filter(Boolean).join(' ');
}

// The app's one link style (components/path-link.tsx), under the name this area's screens import.
export { linkClasses } from '@app/components/path-link';
