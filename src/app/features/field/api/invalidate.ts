import type { QueryClient } from '@tanstack/react-query';
import { FIELD_EQUIPMENT_KEY } from './get-field-equipment-list';
import { PICKERS_KEY } from './get-issue-pickers';

/**
 * After a hand-over or a return: this area's lists, the pickers, and the other screens that show
 * equipment status or hand-overs (equipment, workers, warehouses, dashboard) under their usual keys;
 * the fault lists too, since a return as Hasarlı opens a fault report; stock, since a hand-over may carry stock lines.
 */
export function invalidateAfterFieldWrite(queryClient: QueryClient): Promise<void> {
  const keys = [
    FIELD_EQUIPMENT_KEY,
    PICKERS_KEY,
    ['equipment'],
    ['workers'],
    ['warehouses'],
    ['dashboard'],
    ['broken-equipment'],
    ['stock'],
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
