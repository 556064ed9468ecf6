// The item's activity timeline, read from the server's append-only audit trail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@shared/activity';
import { api } from '@app/lib/api-client';

export const getEquipmentActivity = (id: string) => api.get<ActivityEntry[]>(`/equipment/${id}/activity`);

export const equipmentActivityQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['equipment', 'activity', id], queryFn: () => getEquipmentActivity(id), retry: false });

export const useEquipmentActivity = (id: string) => useQuery(equipmentActivityQueryOptions(id));
