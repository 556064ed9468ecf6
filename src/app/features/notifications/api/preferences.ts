import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { PreferencesAnswer, PreferencesInput } from '@shared/notifications';
import { NOTIFICATIONS_KEY } from '@app/lib/notifications-query';

const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

export const getPreferences = () => api.get<PreferencesAnswer>('/notifications/preferences');
export const savePreferences = (input: PreferencesInput) => api.put<PreferencesAnswer>('/notifications/preferences', input);

export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: getPreferences,
    meta: { errorMessage: 'Bildirim tercihleri yüklenirken bir hata oluştu.' },
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_KEY, answer),
  });
}

export function useInvalidatePreferences() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
}
