// The three histories of the equipment detail (field, breakdown, transfer).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface Person {
  id: string;
  first_name: string;
  last_name: string;
}
interface Named {
  id: string;
  name: string;
}

export interface FieldHistoryRow {
  id: string;
  worker: Person | null;
  warehouse: Named | null;
  issued_by_user: Person | null;
  returned_by_user: Person | null;
  issued_at: string;
  returned_at: string | null;
  /** Expected return day 'YYYY-MM-DD' (Europe/Istanbul) or null. */
  due_date?: string | null;
  return_condition?: string | null;
  status: string;
}

export interface BrokenHistoryRow {
  id: string;
  issue: string;
  warehouse: Named | null;
  assigned_to_user: Person | null;
  assigned_by_user: Person | null;
  repairer: Named | null;
  repair_cost: number | null;
  status: string;
  created_at: string;
  resolved_at: string | null;
}

export interface TransferHistoryRow {
  id: string;
  from_warehouse: Named | null;
  to_warehouse: Named | null;
  issuer: Person | null;
  assigned_to_user: Person | null;
  receiver: Person | null;
  status: string;
  created_at: string;
  completed_at: string | null;
}

export interface HistoryKinds {
  'field-history': FieldHistoryRow;
  'broken-history': BrokenHistoryRow;
  'transfer-history': TransferHistoryRow;
}

export const getEquipmentHistory = <K extends keyof HistoryKinds>(id: string, kind: K) => api.get<HistoryKinds[K][]>(`/equipment/${id}/${kind}`);

export const equipmentHistoryQueryOptions = <K extends keyof HistoryKinds>(id: string, kind: K) =>
  queryOptions({ queryKey: ['equipment', 'history', id, kind], queryFn: () => getEquipmentHistory(id, kind), retry: false });

export const useEquipmentHistory = <K extends keyof HistoryKinds>(id: string, kind: K) => useQuery(equipmentHistoryQueryOptions(id, kind));
