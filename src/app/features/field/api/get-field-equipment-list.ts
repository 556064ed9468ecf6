import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@app/lib/api-client';
import { onMirrorChange, withMirror } from '@app/lib/offline/mirror';
import type { FieldEquipmentRecord } from './types';

/** Every field query lives under this key, so one invalidation refreshes list and details. */
export const FIELD_EQUIPMENT_KEY = ['field-equipment'] as const;

/**
 * The active hand-overs (what the mirror holds): scanning to return and returning several items of
 * one worker work from them. The whole history is paged on the server (usePagedHistory).
 */
export function getFieldEquipmentList(): Promise<FieldEquipmentRecord[]> {
  return api.get<FieldEquipmentRecord[]>('/field-equipment?status=active');
}

export function fieldEquipmentListQueryOptions() {
  return queryOptions({
    queryKey: [...FIELD_EQUIPMENT_KEY, 'list'],
    queryFn: withMirror('field_equipment', getFieldEquipmentList),
    // Hand-overs change under other users' hands: the cached list shows at once, then refreshes.
    staleTime: 0,
  });
}

export function useFieldEquipmentList() {
  const queryClient = useQueryClient();
  // A background sync that brought hand-overs made on other devices refreshes the list (who holds what).
  useEffect(
    () =>
      onMirrorChange((tables) => {
        if (tables.includes('field_equipment')) void queryClient.invalidateQueries({ queryKey: [...FIELD_EQUIPMENT_KEY, 'list'] });
      }),
    [queryClient],
  );
  return useQuery(fieldEquipmentListQueryOptions());
}
