// API tokens (Ayarlar → API Anahtarları): the list, making one (its token comes back once) and revoking.
import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { unkeptQuery } from '@app/lib/detail-query';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';
import type { ApiTokenCall, ApiTokenCreateInput, ApiTokenCreated, ApiTokenRow } from '@shared/api-tokens';

const API_TOKENS_KEY = ['api-tokens'] as const;

export function useApiTokens() {
  // Never kept on the device: the list names other systems' access.
  return useQuery(unkeptQuery<ApiTokenRow[]>(API_TOKENS_KEY, '/api-tokens', 'API anahtarları yüklenirken bir hata oluştu.'));
}

export function useCreateApiToken() {
  return useRefreshingMutation((input: ApiTokenCreateInput) => api.post<ApiTokenCreated>('/api-tokens', input), [API_TOKENS_KEY], {
    afterFailureToo: true,
  });
}

export function useRevokeApiToken() {
  return useRefreshingMutation((id: string) => api.post<ApiTokenRow>(`/api-tokens/${id}/revoke`, {}), [API_TOKENS_KEY], {
    afterFailureToo: true,
  });
}

/** The latest calls made with a token (read when its dialog opens; never kept on the device). */
export function useApiTokenCalls(id: string | null) {
  return useQuery({
    ...unkeptQuery<ApiTokenCall[]>(
      [...API_TOKENS_KEY, id, 'calls'],
      `/api-tokens/${id}/calls`,
      'Anahtarın çağrıları yüklenirken bir hata oluştu.',
    ),
    enabled: id !== null,
  });
}
