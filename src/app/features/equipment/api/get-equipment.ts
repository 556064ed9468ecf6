import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNetworkError } from '@app/lib/api-client';
import { readMirrorRow } from '@app/lib/offline/mirror';
import type { EquipmentRow } from './get-equipment-list';

/** The server's answer; without a network the mirrored row (a scanned serial opens offline too). */
export async function getEquipment(id: string): Promise<EquipmentRow> {
  try {
    return await api.get<EquipmentRow>(`/equipment/${id}`);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const row = await readMirrorRow<EquipmentRow>('equipment', id, { names: true });
    if (!row) throw error;
    return row;
  }
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
