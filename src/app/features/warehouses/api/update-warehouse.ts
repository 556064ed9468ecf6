import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { WarehouseInput } from '@shared/schemas/inventory';
import { WAREHOUSES_QUERY_ROOT, type WarehouseRow } from './get-warehouses';

export const updateWarehouse = ({ id, input }: { id: string; input: WarehouseInput }) => api.put<WarehouseRow>(`/warehouses/${id}`, input);

export function useUpdateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouse,
    // Equipment rows carry the warehouse name.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_ROOT }), queryClient.invalidateQueries({ queryKey: ['equipment'] })]),
  });
}
