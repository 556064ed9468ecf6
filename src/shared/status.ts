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

/** A status's label from its table; a status this app does not know yet (a newer server) is shown as it came, never as another one. */
function labelIn<S extends string>(labels: Record<S, string>, status: string): string {
  return Object.hasOwn(labels, status) ? labels[status as S] : status;
}

/** List and history badge: active 'Sahada', returned 'İade Edildi'. */
export function fieldStatusLabel(status: string): string {
  return labelIn<FieldStatus>({ active: 'Sahada', returned: 'İade Edildi' }, status);
}
/** Worker history badge: active 'Üzerinde', returned 'İade Edildi'. */
export function workerHistoryStatusLabel(status: string): string {
  return labelIn<FieldStatus>({ active: 'Üzerinde', returned: 'İade Edildi' }, status);
}

export const BROKEN_STATUSES = ['pending', 'in_repair', 'repaired', 'scrapped'] as const;
export type BrokenStatus = (typeof BROKEN_STATUSES)[number];
export const BROKEN_STATUS_LABELS: Record<BrokenStatus, string> = {
  pending: 'Beklemede',
  in_repair: 'Tamirde',
  repaired: 'Tamir Edildi',
  scrapped: 'Hurdaya Ayrıldı',
};
export function brokenStatusLabel(status: string): string {
  return labelIn(BROKEN_STATUS_LABELS, status);
}
/** The broken list filter offers reported/assigned/repaired; they mean pending/in_repair/repaired. */
export const BROKEN_FILTER_TO_STATUS = { reported: 'pending', assigned: 'in_repair', repaired: 'repaired' } as const;

export const TRANSFER_STATUSES = ['in_transit', 'completed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export function transferStatusLabel(status: string): string {
  return labelIn<TransferStatus>({ in_transit: 'Transferde', completed: 'Tamamlandı' }, status);
}
