// Shapes of the /api/field-equipment answers (and the picker lists the issue form reads).
import type { CheckDue } from '@shared/equipment-checks';
import type { FieldEquipmentListItem, NamedRef, WarehouseRow } from '@shared/api-types';
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

/**
 * A hand-over as the screens hold it: the server's row (`FieldEquipmentListItem`), or one kept in
 * the mirror by an older version or drawn on the device by the outbox overlay, which may lack the
 * later fields and the ids of the nested people.
 */
export type FieldEquipmentRecord = Omit<
  FieldEquipmentListItem,
  | 'equipment'
  | 'worker'
  | 'team_leader'
  | 'issued_by_user'
  | 'returned_by_user'
  | 'due_date'
  | 'return_batch_id'
  | 'return_condition'
  | 'return_fault_id'
> &
  Partial<Pick<FieldEquipmentListItem, 'due_date' | 'return_batch_id' | 'return_condition' | 'return_fault_id'>> & {
    equipment: Omit<FieldEquipmentListItem['equipment'], 'status'> & { status?: string };
    worker: FieldWorker;
    team_leader: (FieldWorker & { id: string }) | null;
    issued_by_user: PersonName;
    returned_by_user: PersonName | null;
  };

export type PickerWarehouse = Pick<WarehouseRow, 'id' | 'name' | 'location'>;

export interface PickerEquipment {
  id: string;
  serial_number: string;
  model: string;
  status: string;
  warehouse_id: string | null;
  /** Picks the category's own terms for the hand-over (docs/documents.md). */
  category_id?: string | null;
  brand: { name: string } | null;
  category: { name: string } | null;
  check_due?: CheckDue[] | null;
}

export type PickerDepartment = NamedRef;
