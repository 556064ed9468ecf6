// API tokens (Ayarlar → API Anahtarları): the list, making one (its token comes back once) and revoking.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { ApiTokenCall, ApiTokenCreateInput, ApiTokenCreated, ApiTokenRow } from '@shared/api-tokens';

const API_TOKENS_KEY = ['api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: API_TOKENS_KEY,
    queryFn: () => api.get<ApiTokenRow[]>('/api-tokens'),
    // Never kept on the device: the list names other systems' access.
    meta: { errorMessage: 'API anahtarları yüklenirken bir hata oluştu.', persist: false },
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreateInput) => api.post<ApiTokenCreated>('/api-tokens', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ApiTokenRow>(`/api-tokens/${id}/revoke`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}

/** The latest calls made with a token (read when its dialog opens; never kept on the device). */
export function useApiTokenCalls(id: string | null) {
  return useQuery({
    queryKey: [...API_TOKENS_KEY, id, 'calls'],
    queryFn: () => api.get<ApiTokenCall[]>(`/api-tokens/${id}/calls`),
    enabled: id !== null,
    meta: { errorMessage: 'Anahtarın çağrıları yüklenirken bir hata oluştu.', persist: false },
  });
}
