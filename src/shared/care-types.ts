// Answer shapes of equipment care (docs/equipment-care.md): the server builds them, the screens read them.
import type { CheckResult, CheckState } from './equipment-checks';

/** GET /equipment-checks: a recorded check; its certificate by name only. */
export interface EquipmentCheckRow {
  id: string;
  equipment_id: string;
  check_id: string | null;
  check_name: string;
  checked_on: string;
  performed_by: string;
  result: CheckResult;
  certificate_no: string | null;
  next_due_on: string | null;
  certificate: { filename: string; type: string; size: number } | null;
  created_by_user: { first_name: string; last_name: string } | null;
  created_at: string;
}

/** GET /equipment-checks/due: one required check of an item, run out or running out. */
export interface DueCheckRow {
  equipment_id: string;
  serial_number: string;
  model: string;
  brand: string;
  category: string | null;
  warehouse_id: string | null;
  warehouse: string | null;
  name: string;
  due_on: string | null;
  checked_on: string | null;
  failed: boolean;
  state: CheckState;
}

export interface DueChecksAnswer {
  items: DueCheckRow[];
  /** All rows, even past the list's limit. */
  total: number;
  /** Run out (failed and never recorded included) and running out within 30 days. */
  overdue: number;
  due_soon: number;
  today: string;
}
