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
  // Only the pairs are kept (not the copy's every hand-over), and never in localStorage: the device
  // copy is their home, and the persister would serialise a large list on every save.
  const { data } = useQuery({
    queryKey: HOLDERS_KEY,
    queryFn: async (): Promise<Array<[string, string]>> => {
      const rows = await readMirror<HeldRow>('field_equipment').catch((): HeldRow[] => []);
      return rows.filter((r) => r.status === 'active' && r.worker).map((r) => [r.equipment_id, fullName(r.worker)]);
    },
    staleTime: 30_000,
    meta: { persist: false },
  });
  return useMemo(() => new Map(data ?? []), [data]);
}
