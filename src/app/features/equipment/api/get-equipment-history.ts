// The three histories of the equipment detail (field, breakdown, transfer), one page of 10 at a
// time from the server. Offline: what the device holds of this item (its active hand-over in the
// mirror; faults and transfers are not mirrored), with the note that older history needs a connection.
import { readMirror } from '@app/lib/offline/mirror';
import { usePagedHistory } from '@app/lib/paged-history';

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

export const EQUIPMENT_HISTORY_PAGE_SIZE = 10;

async function onDevice<K extends keyof HistoryKinds>(id: string, kind: K): Promise<HistoryKinds[K][]> {
  if (kind !== 'field-history') return [];
  const rows = (await readMirror('field_equipment')) as unknown as Array<FieldHistoryRow & { equipment_id: string }>;
  return rows.filter((r) => r.equipment_id === id && r.status === 'active') as unknown as HistoryKinds[K][];
}

export function useEquipmentHistoryPage<K extends keyof HistoryKinds>(id: string, kind: K, page: number) {
  return usePagedHistory<HistoryKinds[K]>({
    queryKey: ['equipment', 'history', id, kind],
    path: `/equipment/${encodeURIComponent(id)}/${kind}`,
    params: {},
    page,
    pageSize: EQUIPMENT_HISTORY_PAGE_SIZE,
    enabled: id.length === 36,
    offlineRows: () => onDevice(id, kind),
  });
}
