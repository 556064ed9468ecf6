import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EquipmentRow } from './get-equipment-list';

export const getEquipment = (id: string) => api.get<EquipmentRow>(`/equipment/${id}`);

export const equipmentQueryOptions = (id: string) => queryOptions({ queryKey: ['equipment', 'detail', id], queryFn: () => getEquipment(id), retry: false });

export const useEquipment = (id: string) => useQuery(equipmentQueryOptions(id));
