// Shapes of the /api/broken-equipment and /api/repairers answers (spec 02 §3).
import type { EquipmentOption, NamedRef, RepairerStatistics } from '@shared/api-types';

export type { RepairerStatistics };
export type { NamedRef, WarehouseOption, EquipmentOption, UserOption } from '@shared/api-types';

export interface PersonRef {
  id: string;
  first_name: string;
  last_name: string;
  tc_no?: string;
  phone?: string;
  email?: string;
}

/** The item a fault report is about, as the picker reads it. */
export type BrokenEquipmentInfo = EquipmentOption;

export interface Repairer {
  id: string;
  name: string;
  phone: string;
  address: string;
  created_at: string;
  updated_at?: string;
}

export interface BrokenRecord {
  id: string;
  equipment_id: string;
  /** Null only on a row standing for a report still waiting in the outbox. */
  equipment: BrokenEquipmentInfo | null;
  warehouse_id: string | null;
  warehouse: NamedRef | null;
  issue: string;
  status: string;
  reported_by_user: PersonRef | null;
  assigned_to_user: PersonRef | null;
  assigned_by_user: PersonRef | null;
  assigned_at: string | null;
  repairer: Omit<Repairer, 'created_at'> | null;
  repair_cost: number | null;
  repair_cost_updated_by_user: PersonRef | null;
  repair_cost_updated_at: string | null;
  has_invoice: boolean;
  invoice_uploaded_by_user: PersonRef | null;
  invoice_uploaded_at: string | null;
  created_at: string;
  resolved_at: string | null;
  updated_at: string;
  /** Set on rows that stand for a report waiting in the outbox (see lib/offline/overlay.ts). */
  offline?: unknown;
}

/** The detail adds the invoice text `{ filename, type, data }`. */
export interface BrokenDetail extends Omit<BrokenRecord, 'equipment'> {
  equipment: BrokenEquipmentInfo;
  repair_invoice: string | null;
}

export interface RepairerDetail extends Repairer {
  statistics: RepairerStatistics;
}
