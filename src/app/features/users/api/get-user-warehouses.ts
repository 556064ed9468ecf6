import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { WarehouseOption } from './get-warehouse-options';

export const userWarehousesQueryKey = (userId: string) => ['users', 'warehouses', userId] as const;

export const getUserWarehouses = (userId: string) => api.get<WarehouseOption[]>(`/users/${userId}/warehouses`);

export const userWarehousesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userWarehousesQueryKey(userId), queryFn: () => getUserWarehouses(userId), staleTime: 0 });

export const useUserWarehouses = (userId: string | null, enabled: boolean) =>
  useQuery({ ...userWarehousesQueryOptions(userId ?? ''), enabled: enabled && !!userId });
