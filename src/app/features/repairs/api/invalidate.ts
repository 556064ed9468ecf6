import type { QueryClient } from '@tanstack/react-query';
import { BROKEN_KEY } from './get-broken-equipment-list';
import { REPAIRERS_KEY } from './get-repairers';

/**
 * After a fault write: this area's lists and details, repairer statistics, and the other screens
 * that show equipment status (equipment, warehouses, field, dashboard) under their usual keys.
 */
export function invalidateAfterRepairWrite(queryClient: QueryClient): Promise<void> {
  const keys = [BROKEN_KEY, REPAIRERS_KEY, ['equipment'], ['warehouses'], ['field-equipment'], ['dashboard']];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
