// CSV columns of an equipment list (the filtered list, a warehouse's inventory); the value columns
// are filled from GET /equipment/values when the file is made (the list's rows do not carry them).
import type { CsvColumn } from '@shared/csv';
import { valueCsvColumns } from '@shared/equipment-value';
import { formatDateTime, fullName } from '@shared/format';
import { EQUIPMENT_STATUS_LABELS, type EquipmentStatus } from '@shared/status';
import type { EquipmentRow } from '../api/get-equipment-list';

export const EQUIPMENT_CSV_COLUMNS: readonly CsvColumn<EquipmentRow>[] = [
  { header: 'Seri No', value: (e) => e.serial_number },
  { header: 'Marka', value: (e) => e.brand.name },
  { header: 'Model', value: (e) => e.model },
  { header: 'Kategori', value: (e) => e.category?.name ?? '-' },
  { header: 'Depo', value: (e) => e.warehouse?.name ?? '-' },
  { header: 'Durum', value: (e) => EQUIPMENT_STATUS_LABELS[e.status as EquipmentStatus] ?? e.status },
  { header: 'Ekleyen', value: (e) => (e.created_by_user ? fullName(e.created_by_user) : '-') },
  { header: 'Eklenme Tarihi', value: (e) => formatDateTime(e.created_at) },
  ...valueCsvColumns<EquipmentRow>(),
];
