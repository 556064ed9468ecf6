// Answer shapes of /api/stocktakes, defined once for the server that builds them and the app that
// reads them (docs/stocktake.md). Timestamps are ISO strings.
import type { PersonRef } from './api-types';
import type { DocumentRef } from './documents';
import type { CheckState } from './equipment-checks';
import type { LateDecision, SettleAction, StocktakeCounters, StocktakeOutcome } from './schemas/stocktake';
import type { StockKind, StockUnit } from './stock';

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
  device_id: string | null;
  /** Reached the server after the close: counted only once someone takes it into the result. */
  late: boolean;
  decision: LateDecision | null;
}

/** Where the system places an item: its outcome and what the books say of it. */
export interface ItemPlace {
  outcome: StocktakeOutcome;
  model: string | null;
  brand_name: string | null;
  warehouse_name: string | null;
  status: string | null;
  holder: string | null;
  /** The item's worst required-check state (from the frozen set or the device's copy). */
  check_state?: CheckState | null;
}

/** A read that arrived after the close (GET /stocktakes/{id}/result, `late_reads`). */
export interface LateRead extends ItemPlace {
  id: string;
  serial_number: string;
  source: string;
  counted_at: string;
  received_at: string;
  counted_by_user: PersonRef;
  decision: LateDecision | null;
  decided_at: string | null;
  decided_by_user: PersonRef | null;
  /** `outcome`: what the serial's row is, or becomes once taken ('found' for an item that was missing). */
}

/** A counter's device on a count (GET /stocktakes/{id}/devices): the close names the silent ones. */
export interface CountDevice {
  device_id: string;
  user: PersonRef;
  /** The asking user's own other device. */
  own: boolean;
  last_seen_at: string;
  last_read_at: string | null;
  /** Reads it said it still held when last heard from. */
  pending: number;
  /** Not heard from for SILENT_AFTER_MS while counting. */
  silent: boolean;
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
  /** Reads that arrived after the close and wait for a decision. */
  late_pending: number;
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
  /** The item's worst required-check state today (docs/equipment-care.md); null when none is required. */
  check_state?: CheckState | null;
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
  /** The item's worst required-check state today (docs/equipment-care.md); null when none is required. */
  check_state?: CheckState | null;
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

/**
 * The result of a count: GET /stocktakes/{id}/result, each row an object naming its fields. A
 * 20,000-row answer is sent gzip-compressed (the API's compression), which takes the repeated
 * names away on the wire.
 */
export interface StocktakeResult {
  session: StocktakeSession;
  counters: StocktakeCounters;
  rows: ResultRow[];
  away: FrozenItem[];
  settlements: Settlement[];
  late_reads: LateRead[];
}

/**
 * Which rows an answer carries (`?rows=`): every row, or the differences only — the found items
 * are most of a big count and its screen shows them only when asked (counters are always whole).
 */
export const RESULT_ROW_SCOPES = ['all', 'differences'] as const;
export type ResultRowScope = (typeof RESULT_ROW_SCOPES)[number];

// ——— Stock lines of a count (docs/stock.md "In the stocktake") ———

/** A stock item as the count screen lists it (no quantity: the books are not shown while counting). */
export interface CountStockItem {
  id: string;
  name: string;
  variant: string | null;
  kind: StockKind;
  unit: StockUnit;
  barcode: string | null;
}

/** One counter's number for a stock item of a count (docs/stock.md "In the stocktake"). */
export interface StockCounterCount {
  counted_by: PersonRef;
  counted: number;
  counted_at: string;
  /** It reached the server after the count was closed. */
  late: boolean;
}

/**
 * A stock line of a count: the item's figure (every counter's number added up), what the books said
 * when it was counted, and its settling.
 */
export interface StockCountLine {
  item_id: string;
  name: string;
  variant: string | null;
  kind: StockKind;
  unit: StockUnit;
  /** Every counter's number added up. */
  counted: number;
  /** What the books said when it was counted. */
  expected: number;
  difference: number;
  /** The last counter to send a number. */
  counted_by: PersonRef;
  counted_at: string;
  /** The last count-correction movement written for it (none when there was no difference). */
  movement_id: string | null;
  /** Set once every number of the item is settled; a late number opens it again. */
  settled_at: string | null;
  /** What settlings already wrote; a further settling writes difference − corrected. */
  corrected: number;
  /** A number of the item reached the server after the close. */
  late: boolean;
  /** The caller's own number (null when they counted none). */
  mine: number | null;
  /** Each counter's number, first counted first. */
  counters: StockCounterCount[];
}
