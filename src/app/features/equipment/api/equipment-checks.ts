// Equipment care's requests (docs/equipment-care.md): the checks categories require, an item's
// recorded checks, recording one (with its certificate), a certificate's file and the due list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DueCheckRow, DueChecksAnswer, EquipmentCheckRow } from '@shared/care-types';
import type { CheckResult } from '@shared/equipment-checks';
import type { CategoryCheckUpdateInput } from '@shared/schemas/care';
import { api } from '@app/lib/api-client';

export interface CategoryCheck {
  id: string;
  category_id: string;
  name: string;
  interval_months: number;
}

export type EquipmentCheck = EquipmentCheckRow;
export type DueCheck = DueCheckRow;
export type DueChecks = DueChecksAnswer;

const KEY = ['equipment-care'] as const;

export const checkSchedulesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'schedules'],
    queryFn: () => api.get<CategoryCheck[]>('/check-schedules'),
    meta: { errorMessage: 'Kontrol tanımları yüklenemedi.' },
  });
export const useCheckSchedules = (enabled = true) => useQuery({ ...checkSchedulesQuery(), enabled });

export const useEquipmentChecks = (equipmentId: string) =>
  useQuery({
    queryKey: [...KEY, 'item', equipmentId],
    queryFn: () => api.get<EquipmentCheck[]>(`/equipment/${encodeURIComponent(equipmentId)}/checks`),
    meta: { errorMessage: 'Kontrol kayıtları yüklenemedi.' },
  });

export const useDueChecks = (warehouseId: string | null, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'due', warehouseId ?? 'all'],
    queryFn: () => api.get<DueChecks>(`/equipment-checks/due${warehouseId ? `?warehouse_id=${encodeURIComponent(warehouseId)}` : ''}`),
    enabled,
    meta: { errorMessage: 'Kontrol listesi yüklenemedi.' },
  });

export interface RecordCheckRequest {
  equipment_id: string;
  check_id: string;
  checked_on: string;
  performed_by: string;
  result: CheckResult;
  certificate_no: string | null;
  /** `{ filename, type, data }` text, or null. */
  certificate: string | null;
}

/** Every answer that shows an item's check state (the item, the lists, the mirror's equipment). */
function refreshCare(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: KEY });
  void queryClient.invalidateQueries({ queryKey: ['equipment'] });
}

export function useRecordCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordCheckRequest) => api.post<EquipmentCheck>('/equipment-checks', body),
    onSuccess: () => refreshCare(queryClient),
  });
}

export function useSaveCategoryCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category_id, ...body }: CategoryCheckUpdateInput & { id?: string; category_id: string }) =>
      id
        ? api.put<CategoryCheck>(`/check-schedules/${encodeURIComponent(id)}`, body)
        : api.post<CategoryCheck>('/check-schedules', { ...body, category_id }),
    onSuccess: () => refreshCare(queryClient),
  });
}

export function useDeleteCategoryCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/check-schedules/${encodeURIComponent(id)}`),
    onSuccess: () => refreshCare(queryClient),
  });
}

export function getCertificate(checkId: string) {
  return api.get<{ filename: string; type: string; data: string }>(`/equipment-checks/${encodeURIComponent(checkId)}/certificate`);
}
