import { referenceKey, useReference } from '@app/lib/reference-data';

export interface WorkerRow {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  phone: string;
  department_id: string | null;
  department: { id: string; name: string } | null;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
}

/** Every worker query starts with this, so one invalidation refreshes lists and details. */
export const WORKERS_QUERY_ROOT = ['workers'] as const;
export const WORKERS_QUERY_KEY = referenceKey('workers');

/** The workers list (reference data: from the device's mirror, refreshed from the server). */
export const useWorkers = () => useReference<WorkerRow>('workers');
