import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { WarehouseInput } from '@shared/schemas/inventory';
import { WAREHOUSES_QUERY_ROOT, type WarehouseRow } from './get-warehouses';

export const createWarehouse = (input: WarehouseInput) => api.post<WarehouseRow>('/warehouses', input);

export function useCreateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWarehouse, onSuccess: () => queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_ROOT }) });
}
