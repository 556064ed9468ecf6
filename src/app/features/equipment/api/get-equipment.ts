import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '@app/lib/detail-query';
import { getOrMirrorRow } from '@app/lib/offline/get-or-mirror-row';
import type { EquipmentRow } from './get-equipment-list';

/** The server's answer; without a network the mirrored row (a scanned serial opens offline too). */
export function getEquipment(id: string): Promise<EquipmentRow> {
  return getOrMirrorRow<EquipmentRow>(`/equipment/${id}`, 'equipment', id, { names: true });
}

export const EQUIPMENT_LOAD_FAILED = 'Ekipman detayları yüklenirken bir hata oluştu.';

export const equipmentQueryOptions = detailQuery<EquipmentRow>(['equipment'], '/equipment', EQUIPMENT_LOAD_FAILED, {
  retry: false,
  read: getEquipment,
}).detailOptions;

/** '' reads nothing (a form that already holds the item's answer). */
export const useEquipment = (id: string) => useQuery({ ...equipmentQueryOptions(id), enabled: id !== '' });
