// Shapes of the /api/transfers answers (spec 02 §3).
import type { EquipmentOption, NamedRef } from '@shared/api-types';
export type { NamedRef, WarehouseOption, EquipmentOption, UserOption } from '@shared/api-types';

export interface TransferPerson {
  id: string;
  first_name: string;
  last_name: string;
  email?: string;
  tc_no?: string;
  phone?: string;
}

export interface Transfer {
  id: string;
  equipment_id: string;
  equipment: EquipmentOption;
  from_warehouse_id: string;
  to_warehouse_id: string;
  from_warehouse: NamedRef;
  to_warehouse: NamedRef;
  issuer: TransferPerson;
  assigned_to: string;
  assigned_to_user: TransferPerson;
  receiver: TransferPerson | null;
  status: string;
  created_at: string;
  completed_at: string | null;
}
