import type { QueryClient } from '@tanstack/react-query';
import { TRANSFERS_KEY } from './get-transfers';

/** After a transfer write: transfers, and the screens that show equipment status and place. */
export function invalidateAfterTransferWrite(queryClient: QueryClient): Promise<void> {
  const keys = [TRANSFERS_KEY, ['equipment'], ['warehouses'], ['dashboard']];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
