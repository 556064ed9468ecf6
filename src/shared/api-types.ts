// Answer shapes that several screens read, as the pickers and nested names see them.
import type { CheckDue } from './equipment-checks';
import type { EquipmentValue } from './equipment-value';
import type { DocumentRef, Numbered } from './documents';
import type { HandoverStockLines } from './stock';
import type { ReturnCondition } from './schemas/operations';
import type { PhotoRef } from './photos';

/** A nested `{ id, name }`: brand, category, warehouse, repairer. */
export interface NamedRef {
  id: string;
  name: string;
}

/** A person as list rows name them (users and workers alike). */
export interface PersonRef {
  id: string;
  first_name: string;
  last_name: string;
}

/** A person as a detail shows them, with national id and phone. */
export interface PersonContact extends PersonRef {
  tc_no: string;
  phone: string;
}

/** A user as a transfer's detail shows them: with e-mail too. */
export interface UserContact extends PersonContact {
  email: string;
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
/** GET /equipment/locate?serial=…: a registered serial and whether it is in the user's warehouses. */
export interface LocatedSerial {
  serial_number: string;
  in_scope: boolean;
  /** The name of the warehouse that holds it. */
  warehouse: string | null;
  /** Only for an item in the user's warehouses. */
  id: string | null;
}

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
  /** The state of each check the category requires (docs/equipment-care.md); null when none. */
  check_due?: CheckDue[] | null;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
  updated_at: string;
  /** Value and warranty: only the item's own answer (GET /equipment/:id, a write's answer) carries it, never a list row. */
  value?: EquipmentValue;
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
  team_leader: {
    id: string;
    first_name: string;
    last_name: string;
    tc_no: string;
    phone: string;
    department: { name: string } | null;
  } | null;
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
  /** Why the item was handed over although a required check had run out (docs/equipment-care.md); null otherwise. */
  check_override_reason?: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  /** The hand-over document (TES-…); null only on a row drawn on the device before it was sent. */
  document: DocumentRef | null;
  /** The return document (İAD-…) once returned. */
  return_document: DocumentRef | null;
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
  /** Handed over although a required check had run out: the written reason (docs/equipment-care.md). */
  check_override_reason?: string | null;
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

/** A record of the hand-over with the condition photos taken when it was handed over. */
export interface HandoverItem extends BatchItem {
  photos: PhotoRef[];
}

export interface ReturnItem extends BatchItem {
  return_condition: string | null;
  return_note: string | null;
  return_fault_id: string | null;
  /** The condition photos taken at the return (references, never bytes). */
  photos: PhotoRef[];
}

export interface FieldEquipmentDetail extends Omit<FieldEquipmentListItem, 'issued_by_user' | 'returned_by_user'> {
  signature: string;
  issued_by_user: SignedUser;
  returned_by_user: SignedUser | null;
  /** Every record signed in the same hand-over (this one included), for the printed document. */
  batch_items: HandoverItem[];
  /** Stock lines signed with this batch (docs/stock.md), printed on its paper; null or absent when none. */
  stock_issue?: HandoverStockLines | null;
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

/** POST /field-equipment (one item of a signing). */
export interface IssuedRecord extends Numbered {
  id: string;
  batch_id: string;
  equipment_id: string;
  worker_id: string;
  team_leader_id: string | null;
  warehouse_id: string | null;
  status: string;
  issued_at: string;
  /** Expected return day 'YYYY-MM-DD' (Europe/Istanbul) or null. */
  due_date: string | null;
  created_at: string;
  updated_at: string;
  /** Someone else reserved the item for days this hand-over overlaps (a warning, docs/planning.md). */
  reservation_warning?: string;
  /** The stock lines signed with it (docs/stock.md): their KKD- document and any shortfall (offline). */
  stock_issue?: {
    id: string;
    document: DocumentRef | null;
    shortfalls: Array<{ movement_id: string; item_id: string; shortfall: number }>;
  };
}

/** One record of a return (PUT /field-equipment/:id/return, POST /field-equipment/returns). */
export interface ReturnedRecord extends Numbered {
  id: string;
  batch_id: string;
  equipment_id: string;
  status: string;
  returned_at: string;
  equipment_status: string;
  updated_at: string;
  return_batch_id: string;
  condition: ReturnCondition;
  /** The fault report the damaged return opened, or the one already open for the item. */
  fault_id: string | null;
  /** True when this return opened `fault_id` (false when it was open already). */
  fault_opened: boolean;
}

/** POST /field-equipment/returns: every record returned together. */
export interface ReturnBatchAnswer extends Numbered {
  return_batch_id: string;
  /** Kits returned short: what stays with the worker, one sentence per kit (docs/planning.md "Kits"). */
  kit_shortfalls?: string[];
  returned_at: string;
  items: ReturnedRecord[];
}

// ——— /api/transfers, /api/broken-equipment, /api/repairers: in transfer-repair-types.ts ———
export * from './transfer-repair-types';

// ——— /api/users, /api/permissions, /api/departments: in user-types.ts ———
export * from './user-types';

/** One page of a list paged on the server (DESIGN.md §6): the items and the counts beside them. */
export interface PageAnswer<T> {
  items: T[];
  /** Every record the user may see. */
  total: number;
  /** Those matching search and filters. */
  filtered: number;
  page: number;
  page_size: number;
  /** Pass as `after` with `page + 1` for the next page; null on the last page. */
  next_cursor: string | null;
}
