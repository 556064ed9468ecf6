import { referenceKey, useReference } from '@app/lib/reference-data';
import type { WorkerRow } from '@shared/api-types';

export type { WorkerRow };

/** Every worker query starts with this, so one invalidation refreshes lists and details. */
export const WORKERS_QUERY_ROOT = ['workers'] as const;
export const WORKERS_QUERY_KEY = referenceKey('workers');

/** The workers list (reference data: from the device's mirror, refreshed from the server). */
export const useWorkers = () => useReference<WorkerRow>('workers', { errorMessage: 'İşçiler yüklenirken bir hata oluştu' });
