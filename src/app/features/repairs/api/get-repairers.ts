import { useReference } from '@app/lib/reference-data';
import type { RepairerRow } from './types';

export const REPAIRERS_KEY = ['repairers'] as const;

export const REPAIRERS_LOAD_FAILED = 'Tamirciler yüklenirken bir hata oluştu.';

/** The repairers list (reference data: from the device's mirror, refreshed from the server). */
export function useRepairers(options: { enabled?: boolean } = {}) {
  return useReference<RepairerRow>('repairers', {
    enabled: options.enabled ?? true,
    errorMessage: REPAIRERS_LOAD_FAILED,
  });
}
