// Answer shapes of /api/transfers, /api/broken-equipment and /api/repairers (re-exported by api-types.ts).
import type { DocumentRef } from './documents';
import type { PhotoRef } from './photos';
import type { EquipmentOption, NamedRef, PersonContact, PersonRef, RepairerStatistics, UserContact } from './api-types';

// ——— /api/transfers ———

/**
 * A transfer. List rows (GET /transfers, a page) name their people only; the detail and the answer
 * of creating or completing one (`TransferDetail`) add e-mail, national id and phone.
 */
export interface TransferRow<D = string, P extends PersonRef = PersonRef> {
  id: string;
  equipment_id: string;
  equipment: EquipmentOption;
  from_warehouse_id: string;
  to_warehouse_id: string;
  from_warehouse: NamedRef;
  to_warehouse: NamedRef;
  issuer: P;
  assigned_to: string;
  assigned_to_user: P;
  receiver: P | null;
  status: string;
  created_at: D;
  completed_at: D | null;
  updated_at: D;
  document: DocumentRef | null;
}

/** GET /transfers/:id, and the answer of POST /transfers and PUT /transfers/:id/complete. */
export type TransferDetail<D = string> = TransferRow<D, UserContact>;

// ——— /api/broken-equipment and /api/repairers ———

/** GET /repairers (and the answer of creating or changing one). */
export interface RepairerRow<D = string> {
  id: string;
  name: string;
  phone: string;
  address: string;
  created_at: D;
  updated_at: D;
}

/** GET /repairers/:id. */
export interface RepairerDetail<D = string> extends RepairerRow<D> {
  statistics: RepairerStatistics;
}

/**
 * A fault report. List rows (GET /broken-equipment, a page, a repairer's history, the answer of
 * every write) name their people only and say whether an invoice exists; the detail
 * (`BrokenDetail`) adds national id and phone, and the invoice itself.
 */
export interface BrokenRow<D = string, P extends PersonRef = PersonRef> {
  id: string;
  equipment_id: string;
  equipment: EquipmentOption;
  warehouse_id: string | null;
  warehouse: NamedRef | null;
  issue: string;
  status: string;
  reported_by_user: P | null;
  assigned_to_user: P | null;
  assigned_by_user: P | null;
  assigned_at: D | null;
  repairer: Omit<RepairerRow, 'created_at' | 'updated_at'> | null;
  repair_cost: number | null;
  repair_cost_updated_by_user: P | null;
  repair_cost_updated_at: D | null;
  has_invoice: boolean;
  invoice_uploaded_by_user: P | null;
  invoice_uploaded_at: D | null;
  created_at: D;
  resolved_at: D | null;
  updated_at: D;
  document: DocumentRef | null;
  /** The item's warranty end when the fault was reported on or before it (docs/equipment-care.md); else null. */
  under_warranty_until?: string | null;
}

/** GET /broken-equipment/:id: the invoice text `{ filename, type, data }` or null. */
export interface BrokenDetail<D = string> extends BrokenRow<D, PersonContact> {
  repair_invoice: string | null;
  /** The damage photos (references, never bytes): the report's own and, for a Hasarlı return, the return's. */
  photos: PhotoRef[];
}
