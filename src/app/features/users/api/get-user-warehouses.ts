import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { UserWarehouse } from '@shared/api-types';

export const userWarehousesQueryKey = (userId: string) => ['users', 'warehouses', userId] as const;

export const getUserWarehouses = (userId: string) => api.get<UserWarehouse[]>(`/users/${userId}/warehouses`);

export const userWarehousesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userWarehousesQueryKey(userId), queryFn: () => getUserWarehouses(userId), staleTime: 0 });

export const useUserWarehouses = (userId: string | null, enabled: boolean) =>
  useQuery({ ...userWarehousesQueryOptions(userId ?? ''), enabled: enabled && !!userId });
