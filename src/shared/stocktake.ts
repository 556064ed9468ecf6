// Answer shapes of /api/stocktakes, defined once for the server that builds them and the app that
// reads them (docs/stocktake.md). Timestamps are ISO strings.
import type { PersonRef } from './api-types';
import type { DocumentRef } from './documents';
import type { SettleAction, StocktakeCounters, StocktakeOutcome } from './schemas/stocktake';

export type { PersonRef };

/** A read the server holds (GET /stocktakes/:id/reads, and the answer of sending one). */
export interface StocktakeRead<D = string> {
  id: string;
  client_id: string;
  serial_number: string;
  source: string;
  counted_at: D;
  received_at: D;
  counted_by_user: PersonRef;
}

export interface StocktakeSession {
  id: string;
  warehouse_id: string;
  warehouse_name: string;
  categories: Array<{ id: string; name: string }>;
  note: string | null;
  status: 'open' | 'closed';
  counters: StocktakeCounters | null;
  started_at: string;
  closed_at: string | null;
  started_by_user: PersonRef | null;
  closed_by_user: PersonRef | null;
  expected_count: number;
  read_count: number;
  counters_users: PersonRef[];
  /** The count's number (SAY-…), given when it starts. */
  document: DocumentRef | null;
}

/** An item of the frozen set: `expected` on the shelf, or `away` (Sahada, Transferde) with its holder. */
export interface FrozenItem {
  equipment_id: string;
  kind: 'expected' | 'away';
  serial_number: string;
  model: string;
  brand_name: string;
  category_name: string | null;
  status: string;
  holder: string | null;
}

export interface ResultRow {
  serial_number: string;
  outcome: StocktakeOutcome;
  equipment_id: string | null;
  model: string | null;
  brand_name: string | null;
  category_name: string | null;
  status: string | null;
  warehouse_id: string | null;
  warehouse_name: string | null;
  holder: string | null;
  read_count: number;
  first_counted_at: string | null;
  counted_by_name: string | null;
}

export interface WarehouseCountOverview {
  warehouse_id: string;
  warehouse_name: string;
  open_session_id: string | null;
  last_session_id: string | null;
  last_closed_at: string | null;
  last_counters: StocktakeCounters | null;
}

export interface SettleAnswer {
  done: Array<{ serial_number: string; transfer_id: string | null; fault_id: string | null }>;
  failed: Array<{ serial_number: string; error: string }>;
}

/** A discrepancy settled after the close (GET /stocktakes/{id}/result, `settlements`). */
export interface Settlement {
  id: string;
  serial_number: string;
  action: SettleAction;
  note: string | null;
  transfer_id: string | null;
  fault_id: string | null;
  created_at: string;
  created_by_user: PersonRef;
}

/** GET /stocktakes/{id}/result. */
export interface StocktakeResult {
  session: StocktakeSession;
  counters: StocktakeCounters;
  rows: ResultRow[];
  away: FrozenItem[];
  settlements: Settlement[];
}
