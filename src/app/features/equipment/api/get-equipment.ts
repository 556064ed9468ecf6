import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrMirrorRow } from '@app/lib/offline/get-or-mirror-row';
import type { EquipmentRow } from './get-equipment-list';

/** The server's answer; without a network the mirrored row (a scanned serial opens offline too). */
export function getEquipment(id: string): Promise<EquipmentRow> {
  return getOrMirrorRow<EquipmentRow>(`/equipment/${id}`, 'equipment', id, { names: true });
}

export const EQUIPMENT_LOAD_FAILED = 'Ekipman detayları yüklenirken bir hata oluştu.';

export const equipmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['equipment', 'detail', id],
    queryFn: () => getEquipment(id),
    retry: false,
    meta: { errorMessage: EQUIPMENT_LOAD_FAILED },
  });

/** '' reads nothing (a form that already holds the item's answer). */
export const useEquipment = (id: string) => useQuery({ ...equipmentQueryOptions(id), enabled: id !== '' });
