// Status values and their Turkish labels (spec 01 §4, spec 02 §4).

export const EQUIPMENT_STATUSES = ['available', 'in_field', 'broken', 'scrapped', 'in_transfer'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  available: 'Müsait',
  in_field: 'Sahada',
  broken: 'Arızalı',
  scrapped: 'Hurda',
  in_transfer: 'Transferde',
};

export const FIELD_STATUSES = ['active', 'returned'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];
/** The hand-over lists' filter: a status, or the active ones past their expected return day. */
export const FIELD_FILTER_STATUSES = [...FIELD_STATUSES, 'overdue'] as const;
export type FieldFilterStatus = (typeof FIELD_FILTER_STATUSES)[number];
/** List and history badge: active 'Sahada', anything else 'İade Edildi'. */
export function fieldStatusLabel(status: string): string {
  return status === 'active' ? 'Sahada' : 'İade Edildi';
}
/** Worker history badge: active 'Üzerinde', otherwise 'İade Edildi'. */
export function workerHistoryStatusLabel(status: string): string {
  return status === 'active' ? 'Üzerinde' : 'İade Edildi';
}

export const BROKEN_STATUSES = ['pending', 'in_repair', 'repaired', 'scrapped'] as const;
export type BrokenStatus = (typeof BROKEN_STATUSES)[number];
export const BROKEN_STATUS_LABELS: Record<BrokenStatus, string> = {
  pending: 'Beklemede',
  in_repair: 'Tamirde',
  repaired: 'Tamir Edildi',
  scrapped: 'Hurdaya Ayrıldı',
};
/** A status this app does not know yet (a newer server) is shown as it came, never as another one. */
export function brokenStatusLabel(status: string): string {
  return Object.hasOwn(BROKEN_STATUS_LABELS, status) ? BROKEN_STATUS_LABELS[status as BrokenStatus] : status;
}
/** The broken list filter offers reported/assigned/repaired; they mean pending/in_repair/repaired. */
export const BROKEN_FILTER_TO_STATUS = { reported: 'pending', assigned: 'in_repair', repaired: 'repaired' } as const;

export const TRANSFER_STATUSES = ['in_transit', 'completed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export function transferStatusLabel(status: string): string {
  return status === 'in_transit' ? 'Transferde' : 'Tamamlandı';
}
