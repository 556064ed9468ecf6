// Answer shapes that several screens read, as the pickers and nested names see them.

/** A nested `{ id, name }`: brand, category, warehouse, repairer. */
export interface NamedRef {
  id: string;
  name: string;
}

/** GET /warehouses as a picker reads it. */
export type WarehouseOption = NamedRef;

/** GET /equipment as a picker reads it. */
export interface EquipmentOption {
  id: string;
  serial_number: string;
  model: string;
  status: string;
  warehouse_id: string | null;
  brand: NamedRef | null;
  category: NamedRef | null;
}

/** GET /users as a person picker reads it (callers without view_users get only these fields). */
export interface UserOption {
  id: string;
  first_name: string;
  last_name: string;
  email?: string;
}

// ——— /api/equipment ———

/**
 * GET /equipment (the list) and GET /equipment/:id: an item with the names it points to. Every item
 * has a brand (the column is required and the list joins it inner); category, warehouse and creator
 * may be absent.
 */
export interface EquipmentRow {
  id: string;
  serial_number: string;
  model: string;
  brand_id: string;
  brand: NamedRef;
  category_id: string | null;
  category: NamedRef | null;
  warehouse_id: string | null;
  warehouse: NamedRef | null;
  status: string;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
  updated_at: string;
}

// ——— /api/field-equipment: the server builds these, the hand-over screens read them ———

export interface FieldEquipmentListItem {
  id: string;
  batch_id: string;
  equipment_id: string;
  equipment: {
    id: string;
    serial_number: string;
    model: string;
    status: string;
    brand: { id: string; name: string };
    category: { id: string; name: string } | null;
    warehouse_id: string | null;
  };
  warehouse_id: string | null;
  warehouse: { id: string; name: string } | null;
  worker_id: string;
  worker: {
    id: string;
    first_name: string;
    last_name: string;
    tc_no: string;
    phone: string;
    department: { id: string; name: string } | null;
  };
  team_leader_id: string | null;
  team_leader: { id: string; first_name: string; last_name: string; tc_no: string; phone: string; department: { name: string } | null } | null;
  issued_by_user: { id: string; first_name: string; last_name: string };
  returned_by_user: { id: string; first_name: string; last_name: string } | null;
  issued_at: string;
  returned_at: string | null;
  /** Expected return day 'YYYY-MM-DD' (Europe/Istanbul) or null. */
  due_date: string | null;
  return_batch_id: string | null;
  /** intact | damaged | missing_parts; null for returns recorded before conditions existed. */
  return_condition: string | null;
  return_fault_id: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface SignedUser {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  phone: string;
  /** The copy taken when the action happened, not the user's current signature. */
  signature: string | null;
}

export interface BatchItem {
  id: string;
  status: string;
  issued_at: string;
  returned_at: string | null;
  equipment: {
    id: string;
    serial_number: string;
    model: string;
    brand: { id: string; name: string };
    category: { id: string; name: string } | null;
  };
}

export interface ReturnItem extends BatchItem {
  return_condition: string | null;
  return_note: string | null;
  return_fault_id: string | null;
}

export interface FieldEquipmentDetail extends Omit<FieldEquipmentListItem, 'issued_by_user' | 'returned_by_user'> {
  signature: string;
  issued_by_user: SignedUser;
  returned_by_user: SignedUser | null;
  /** Every record signed in the same hand-over (this one included), for the printed document. */
  batch_items: BatchItem[];
  return_note: string | null;
  /** The worker's signature drawn at return; null when none was taken (returns before it existed). */
  return_signature: string | null;
  /** Every record returned together with this one (this one included), for the return document. */
  return_items: ReturnItem[];
}

// ——— answers with the same shape on both sides ———
// `D` is the type of a timestamp: a Date where the server builds the row, an ISO string once it
// crossed the wire (the default).

export interface RepairerStatistics {
  total_repairs: number;
  total_amount: number;
  /** Whole days, rounded; null when the repairer has no repaired record with both dates. */
  average_repair_days: number | null;
  completed: number;
  not_completed: number;
  ongoing: number;
}

/** GET /roles. */
export interface RoleRow<D = string> {
  id: string;
  name: string;
  created_at: D;
  updated_at: D;
  user_count: number;
  permission_count: number;
  rolePermissions: Array<{ permissionId: string }>;
}

/** GET /brands, /categories. */
export interface CatalogRow<D = string> {
  id: string;
  name: string;
  created_at: D;
  updated_at: D;
}

/** GET /workers, /workers/:id (and the answer of creating or changing one). */
export interface WorkerRow<D = string> {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  phone: string;
  department_id: string | null;
  department: NamedRef | null;
  created_by: string | null;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: D;
  updated_at: D;
}

/** GET /warehouses with the per-status counts. */
export interface WarehouseRow {
  id: string;
  name: string;
  location: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  equipment_count: number;
  available_count: number;
  in_field_count: number;
  broken_count: number;
  scrapped_count: number;
  in_transfer_count: number;
}
