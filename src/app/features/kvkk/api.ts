// KVKK retention (docs/kvkk.md): the periods, a run now, the destruction log, a worker's legal hold
// and their data-subject export. Nothing of it is kept on the device.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { saveFile } from '@app/lib/save-file';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { DestructionLogAnswer, RetentionRun, RetentionSettings, RetentionSettingsInput, WorkerRetentionState } from '@shared/kvkk';

const KVKK_KEY = ['kvkk'] as const;
const workerKey = (id: string) => [...KVKK_KEY, 'worker', id] as const;

export function useRetentionSettings() {
  return useQuery({
    queryKey: [...KVKK_KEY, 'settings'],
    queryFn: () => api.get<RetentionSettings>('/kvkk/settings'),
    meta: { errorMessage: 'Saklama süreleri yüklenirken bir hata oluştu.', persist: false },
  });
}

export function useSaveRetention() {
  return useRefreshingMutation((input: RetentionSettingsInput) => api.put<RetentionSettings>('/kvkk/settings', input), [KVKK_KEY], {
    afterFailureToo: true,
  });
}

export function useRunRetention() {
  return useRefreshingMutation(() => api.post<RetentionRun>('/kvkk/runs', {}), [KVKK_KEY], { afterFailureToo: true });
}

export function useDestructionLog(enabled: boolean) {
  return useQuery({
    queryKey: [...KVKK_KEY, 'destructions'],
    queryFn: () => api.get<DestructionLogAnswer>('/kvkk/destructions'),
    enabled,
    meta: { errorMessage: 'İmha kaydı yüklenirken bir hata oluştu.', persist: false },
  });
}

export function useWorkerRetention(workerId: string) {
  return useQuery({
    queryKey: workerKey(workerId),
    queryFn: () => api.get<WorkerRetentionState>(`/kvkk/workers/${encodeURIComponent(workerId)}`),
    meta: { errorMessage: 'KVKK durumu yüklenirken bir hata oluştu.', persist: false },
  });
}

export function useLegalHold(workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hold, reason }: { hold: boolean; reason: string }) =>
      api.post<WorkerRetentionState>(`/kvkk/workers/${encodeURIComponent(workerId)}/${hold ? 'hold' : 'release'}`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workerKey(workerId) }),
  });
}

/** Downloads the worker's data-subject export as a JSON file. */
export async function downloadWorkerExport(workerId: string): Promise<void> {
  const file = await api.get<unknown>(`/kvkk/workers/${encodeURIComponent(workerId)}/export`);
  saveFile(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `kvkk-isci-${workerId}.json`);
}
