// Status values and their Turkish labels (spec 01 §4, spec 02 §4).
import { labelIn, labelledValues } from './labelled-values';

export const { values: EQUIPMENT_STATUSES, labels: EQUIPMENT_STATUS_LABELS } = labelledValues({
  available: 'Müsait',
  in_field: 'Sahada',
  broken: 'Arızalı',
  scrapped: 'Hurda',
  in_transfer: 'Transferde',
});
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

export const FIELD_STATUSES = ['active', 'returned'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];
/** The hand-over lists' filter: a status, or the active ones past their expected return day. */
export const FIELD_FILTER_STATUSES = [...FIELD_STATUSES, 'overdue'] as const;
export type FieldFilterStatus = (typeof FIELD_FILTER_STATUSES)[number];

/** List and history badge: active 'Sahada', returned 'İade Edildi'. */
export function fieldStatusLabel(status: string): string {
  return labelIn<FieldStatus>({ active: 'Sahada', returned: 'İade Edildi' }, status);
}
/** Worker history badge: active 'Üzerinde', returned 'İade Edildi'. */
export function workerHistoryStatusLabel(status: string): string {
  return labelIn<FieldStatus>({ active: 'Üzerinde', returned: 'İade Edildi' }, status);
}

export const { values: BROKEN_STATUSES, labels: BROKEN_STATUS_LABELS } = labelledValues({
  pending: 'Beklemede',
  in_repair: 'Tamirde',
  repaired: 'Tamir Edildi',
  scrapped: 'Hurdaya Ayrıldı',
});
export type BrokenStatus = (typeof BROKEN_STATUSES)[number];
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
