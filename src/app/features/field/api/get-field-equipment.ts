import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { FIELD_EQUIPMENT_KEY } from './get-field-equipment-list';
import type { FieldEquipmentDetail } from './types';

export function getFieldEquipment(id: string): Promise<FieldEquipmentDetail> {
  return api.get<FieldEquipmentDetail>(`/field-equipment/${encodeURIComponent(id)}`);
}

export function fieldEquipmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...FIELD_EQUIPMENT_KEY, 'detail', id],
    queryFn: () => getFieldEquipment(id),
    retry: false,
    // A document: always read fresh on opening (another user may have taken the return), and never
    // kept in localStorage (signature images, national ids).
    staleTime: 0,
    meta: { persist: false, errorMessage: 'Sahada ekipman detayları yüklenirken bir hata oluştu.' },
  });
}

export function useFieldEquipment(id: string) {
  return useQuery(fieldEquipmentQueryOptions(id));
}
