// An item's own photos (docs/equipment-care.md "Photos"): listed by reference, added one at a time
// once reduced on the device, removed by users holding `edit_equipment`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoRef } from '@shared/photos';
import { api } from '@app/lib/api-client';

const key = (equipmentId: string) => ['equipment-photos', equipmentId] as const;

export const useItemPhotos = (equipmentId: string) =>
  useQuery({
    queryKey: key(equipmentId),
    queryFn: () => api.get<PhotoRef[]>(`/equipment/${encodeURIComponent(equipmentId)}/photos`),
    meta: { errorMessage: 'Fotoğraflar yüklenemedi.' },
  });

export function useItemPhotoWrites(equipmentId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(equipmentId) });
  const add = useMutation({
    mutationFn: (dataUrl: string) => api.post<PhotoRef>(`/equipment/${encodeURIComponent(equipmentId)}/photos`, { photo: dataUrl }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (photoId: string) => api.delete<{ message: string }>(`/photos/${encodeURIComponent(photoId)}`),
    onSettled: refresh,
  });
  return { add, remove };
}
