// Who holds each item in the field (Snipe-IT's 'Checked Out To'), read from the device's copy of
// the active hand-overs: a list of equipment names the holder of a Sahada row without a request
// per row, online and offline. Refreshed when a sync brings hand-overs made elsewhere.
import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fullName } from '@shared/format';
import { onMirrorChange, readMirror } from './offline/mirror';

interface HeldRow {
  id: string;
  equipment_id: string;
  status: string;
  worker?: { first_name: string; last_name: string } | null;
}

const HOLDERS_KEY = ['field-equipment', 'holders'] as const;

/** Equipment id → the name of the worker holding it now. */
export function useHolders(): ReadonlyMap<string, string> {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMirrorChange((tables) => {
        if (tables.includes('field_equipment')) void queryClient.invalidateQueries({ queryKey: HOLDERS_KEY });
      }),
    [queryClient],
  );
  const { data } = useQuery({
    queryKey: HOLDERS_KEY,
    queryFn: () => readMirror<HeldRow>('field_equipment').catch((): HeldRow[] => []),
    staleTime: 30_000,
  });
  return useMemo(
    () => new Map((data ?? []).filter((r) => r.status === 'active' && r.worker).map((r) => [r.equipment_id, fullName(r.worker)])),
    [data],
  );
}
