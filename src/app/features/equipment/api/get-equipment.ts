import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNetworkError } from '@app/lib/api-client';
import { offlineDb } from '@app/lib/offline/db';
import { withNames } from '@app/lib/offline/mirror';
import type { EquipmentRow } from './get-equipment-list';

/** The server's answer; without a network the mirrored row (a scanned serial opens offline too). */
export async function getEquipment(id: string): Promise<EquipmentRow> {
  try {
    return await api.get<EquipmentRow>(`/equipment/${id}`);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const row = await (await offlineDb()).mirror('equipment').get(id).catch(() => undefined);
    if (!row) throw error;
    const [named] = await withNames([row]);
    return named as unknown as EquipmentRow;
  }
}

export const EQUIPMENT_LOAD_FAILED = 'Ekipman detayları yüklenirken bir hata oluştu.';

export const equipmentQueryOptions = (id: string) => queryOptions({ queryKey: ['equipment', 'detail', id], queryFn: () => getEquipment(id), retry: false, meta: { errorMessage: EQUIPMENT_LOAD_FAILED } });

export const useEquipment = (id: string) => useQuery(equipmentQueryOptions(id));
