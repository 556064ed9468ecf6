// CSV columns of the history exports, built on the server from the whole filtered set (the list
// screens hold one page only). Times are written on the warehouses' clock (Europe/Istanbul),
// whatever the server's own time zone.
import type { CsvColumn } from './csv';
import { formatCurrency, formatDateTime, fullName } from './format';
import { daysOverdue, formatLocalDay } from './local-day';
import { returnConditionLabel } from './schemas/operations';
import { brokenStatusLabel, transferStatusLabel, workerHistoryStatusLabel } from './status';

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '');

interface Named {
  name: string;
}
interface Person {
  first_name: string;
  last_name: string;
}
interface ItemInfo {
  serial_number: string;
  model: string;
  brand: Named | null;
  category: Named | null;
}
const title = (e: ItemInfo | null) => (e ? [e.brand?.name, e.model].filter(Boolean).join(' ') : '');

export interface FieldExportRow {
  equipment: ItemInfo;
  warehouse: Named | null;
  worker: Person & { phone: string; department: Named | null };
  issued_by_user: Person;
  returned_by_user: Person | null;
  issued_at: string;
  returned_at: string | null;
  due_date: string | null;
  status: string;
}

export const FIELD_CSV_COLUMNS: readonly CsvColumn<FieldExportRow>[] = [
  { header: 'Seri No', value: (r) => r.equipment.serial_number },
  { header: 'Marka', value: (r) => r.equipment.brand?.name ?? '' },
  { header: 'Model', value: (r) => r.equipment.model },
  { header: 'Kategori', value: (r) => r.equipment.category?.name ?? '' },
  { header: 'Depo', value: (r) => r.warehouse?.name ?? '' },
  { header: 'İşçi', value: (r) => fullName(r.worker) },
  { header: 'Telefon', value: (r) => r.worker.phone },
  { header: 'Departman', value: (r) => r.worker.department?.name ?? '' },
  { header: 'Teslim Eden', value: (r) => fullName(r.issued_by_user) },
  { header: 'Teslim Tarihi', value: (r) => when(r.issued_at) },
  { header: 'Beklenen İade Tarihi', value: (r) => (r.due_date ? formatLocalDay(r.due_date) : '') },
  { header: 'Teslim Alan', value: (r) => (r.returned_by_user ? fullName(r.returned_by_user) : '') },
  { header: 'İade Tarihi', value: (r) => when(r.returned_at) },
  { header: 'Durum', value: (r) => (r.status === 'active' ? 'Sahada' : 'İade Edildi') },
];

export interface WorkerHistoryExportRow {
  equipment: ItemInfo;
  issued_at: string;
  returned_at: string | null;
  due_date?: string | null;
  return_condition?: string | null;
  status: string;
}

/** A worker's equipment history (the worker detail's 'CSV İndir'). */
export const WORKER_HISTORY_CSV_COLUMNS: readonly CsvColumn<WorkerHistoryExportRow>[] = [
  { header: 'Marka', value: (h) => h.equipment.brand?.name ?? '' },
  { header: 'Model', value: (h) => h.equipment.model },
  { header: 'Kategori', value: (h) => h.equipment.category?.name ?? '-' },
  { header: 'Seri Numarası', value: (h) => h.equipment.serial_number },
  { header: 'Teslim Tarihi', value: (h) => when(h.issued_at) },
  { header: 'Beklenen İade Tarihi', value: (h) => formatLocalDay(h.due_date) },
  { header: 'İade Tarihi', value: (h) => (h.returned_at ? when(h.returned_at) : '-') },
  { header: 'İade Durumu', value: (h) => (h.status === 'active' ? '-' : returnConditionLabel(h.return_condition)) },
  { header: 'Durum', value: (h) => workerHistoryStatusLabel(h.status) },
];

export interface BrokenExportRow {
  equipment: ItemInfo | null;
  warehouse: Named | null;
  issue: string;
  repairer: Named | null;
  repair_cost: number | string | null;
  assigned_to_user: Person | null;
  assigned_by_user: Person | null;
  status: string;
  created_at: string;
  resolved_at: string | null;
}

export const BROKEN_CSV_COLUMNS: readonly CsvColumn<BrokenExportRow>[] = [
  { header: 'Seri No', value: (r) => r.equipment?.serial_number ?? '' },
  { header: 'Ekipman', value: (r) => title(r.equipment) },
  { header: 'Kategori', value: (r) => r.equipment?.category?.name ?? '' },
  { header: 'Depo', value: (r) => r.warehouse?.name ?? '' },
  { header: 'Arıza', value: (r) => r.issue },
  { header: 'Tamirci', value: (r) => r.repairer?.name ?? '' },
  { header: 'Tamir Maliyeti (TRY)', value: (r) => (r.repair_cost === null ? '' : formatCurrency(r.repair_cost)) },
  { header: 'Atanan Kişi', value: (r) => (r.assigned_to_user ? fullName(r.assigned_to_user) : '') },
  { header: 'Atayan', value: (r) => (r.assigned_by_user ? fullName(r.assigned_by_user) : '') },
  { header: 'Durum', value: (r) => brokenStatusLabel(r.status) },
  { header: 'Bildirim Tarihi', value: (r) => when(r.created_at) },
  { header: 'Çözüm Tarihi', value: (r) => when(r.resolved_at) },
];

export interface TransferExportRow {
  equipment: ItemInfo;
  from_warehouse: Named;
  to_warehouse: Named;
  issuer: Person;
  assigned_to_user: Person;
  receiver: Person | null;
  status: string;
  created_at: string;
  completed_at: string | null;
}

export const TRANSFER_CSV_COLUMNS: readonly CsvColumn<TransferExportRow>[] = [
  { header: 'Seri No', value: (t) => t.equipment.serial_number },
  { header: 'Ekipman', value: (t) => title(t.equipment) },
  { header: 'Kaynak Depo', value: (t) => t.from_warehouse.name },
  { header: 'Hedef Depo', value: (t) => t.to_warehouse.name },
  { header: 'Gönderen', value: (t) => fullName(t.issuer) },
  { header: 'Transferi Gerçekleştirecek Kişi', value: (t) => fullName(t.assigned_to_user) },
  { header: 'Teslim Alan', value: (t) => (t.receiver ? fullName(t.receiver) : '') },
  { header: 'Durum', value: (t) => transferStatusLabel(t.status) },
  { header: 'Oluşturulma Tarihi', value: (t) => when(t.created_at) },
  { header: 'Tamamlanma Tarihi', value: (t) => when(t.completed_at) },
];

/** The overdue export adds how many days each item is late (on the warehouses' day `today`). */
export function overdueCsvColumns(today: string): readonly CsvColumn<FieldExportRow>[] {
  return [...FIELD_CSV_COLUMNS, { header: 'Gecikme (gün)', value: (r) => daysOverdue(r, today) }];
}
