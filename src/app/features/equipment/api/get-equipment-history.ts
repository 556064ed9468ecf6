// The three histories of the equipment detail (field, breakdown, transfer), one page of 10 at a
// time from the server. Offline: what the device holds of this item (its active hand-over in the
// mirror; faults and transfers are not mirrored), with the note that older history needs a connection.
import { useState } from 'react';
import { readMirror } from '@app/lib/offline/mirror';
import { usePagedHistory } from '@app/lib/paged-history';
import type { BrokenRow, FieldEquipmentListItem, TransferRow } from '@shared/api-types';

// Each history's page is the list's own rows (the hand-over, fault and transfer lists filtered by
// the item); these are the fields the item's page reads of them. Offline: the item's active
// hand-over from the mirror.
export type FieldHistoryRow = Pick<
  FieldEquipmentListItem,
  | 'id'
  | 'worker'
  | 'warehouse'
  | 'issued_by_user'
  | 'returned_by_user'
  | 'issued_at'
  | 'returned_at'
  | 'due_date'
  | 'return_condition'
  | 'status'
>;
export type BrokenHistoryRow = Pick<
  BrokenRow,
  | 'id'
  | 'issue'
  | 'warehouse'
  | 'assigned_to_user'
  | 'assigned_by_user'
  | 'repairer'
  | 'repair_cost'
  | 'status'
  | 'created_at'
  | 'resolved_at'
>;
export type TransferHistoryRow = Pick<
  TransferRow,
  'id' | 'from_warehouse' | 'to_warehouse' | 'issuer' | 'assigned_to_user' | 'receiver' | 'status' | 'created_at' | 'completed_at'
>;

export interface HistoryKinds {
  'field-history': FieldHistoryRow;
  'broken-history': BrokenHistoryRow;
  'transfer-history': TransferHistoryRow;
}

export const EQUIPMENT_HISTORY_PAGE_SIZE = 10;

/** What the device holds of each history: the item's active hand-over; faults and transfers are not mirrored. */
const ON_DEVICE: { [K in keyof HistoryKinds]: (id: string) => Promise<HistoryKinds[K][]> } = {
  'field-history': async (id) =>
    (await readMirror<FieldHistoryRow & { equipment_id: string }>('field_equipment')).filter(
      (r) => r.equipment_id === id && r.status === 'active',
    ),
  'broken-history': async () => [],
  'transfer-history': async () => [],
};

function onDevice<K extends keyof HistoryKinds>(id: string, kind: K): Promise<HistoryKinds[K][]> {
  const read: (id: string) => Promise<HistoryKinds[K][]> = ON_DEVICE[kind];
  return read(id);
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

/** One history of the item a page at a time, with its page turning: what a HistoryTable takes. */
export function useEquipmentHistoryPages<K extends keyof HistoryKinds>(id: string, kind: K) {
  const [page, setPage] = useState(1);
  return { history: useEquipmentHistoryPage(id, kind, page), page, onPageChange: setPage };
}
