// Shapes of the /api/field-equipment answers (and the picker lists the issue form reads).
import type { NamedRef } from '@shared/api-types';
export type { BatchItem, FieldEquipmentDetail, NamedRef, ReturnItem, SignedUser } from '@shared/api-types';

export interface PersonName {
  id?: string;
  first_name: string;
  last_name: string;
}

export interface FieldWorker {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  phone: string;
  department: { id?: string; name: string } | null;
}

export interface FieldEquipmentRecord {
  id: string;
  batch_id: string;
  equipment_id: string;
  equipment: {
    id: string;
    serial_number: string;
    model: string;
    status?: string;
    brand: NamedRef;
    category: NamedRef | null;
    warehouse_id: string | null;
  };
  warehouse_id: string | null;
  warehouse: NamedRef | null;
  worker_id: string;
  worker: FieldWorker;
  team_leader_id: string | null;
  team_leader: (FieldWorker & { id: string }) | null;
  issued_by_user: PersonName;
  returned_by_user: PersonName | null;
  issued_at: string;
  returned_at: string | null;
  /** Expected return day 'YYYY-MM-DD' (Europe/Istanbul); absent on rows mirrored by an older version. */
  due_date?: string | null;
  return_batch_id?: string | null;
  /** intact | damaged | missing_parts; null for returns recorded before conditions existed. */
  return_condition?: string | null;
  return_fault_id?: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface PickerWarehouse {
  id: string;
  name: string;
  location?: string | null;
}

export interface PickerEquipment {
  id: string;
  serial_number: string;
  model: string;
  status: string;
  warehouse_id: string | null;
  brand: { name: string } | null;
  category: { name: string } | null;
}

export interface PickerDepartment {
  id: string;
  name: string;
}
