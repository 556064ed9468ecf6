import type { TransferRow } from '../api/types';

/** 'Bosch Matkap X' */
export function equipmentTitle(e: Pick<TransferRow['equipment'], 'model' | 'brand'>): string {
  return [e.brand?.name, e.model].filter(Boolean).join(' ');
}

export const linkClasses =
  'rounded font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
