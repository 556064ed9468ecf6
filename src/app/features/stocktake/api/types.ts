// Answers of /api/stocktakes (src/server/modules/stocktake/stocktake.service.ts).
import type { SettleAction, StocktakeCounters } from '../../../../shared/schemas/stocktake';
import type { FrozenItem, PersonRef, ResultRow, StocktakeSession } from '../../../../shared/stocktake';

export type { FrozenItem, PersonRef, ResultRow, SettleAnswer, StocktakeSession, WarehouseCountOverview } from '../../../../shared/stocktake';

export interface ServerRead {
  id: string;
  client_id: string;
  serial_number: string;
  source: string;
  counted_at: string;
  received_at: string;
  counted_by_user: PersonRef;
}

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

export interface StocktakeResult {
  session: StocktakeSession;
  counters: StocktakeCounters;
  rows: ResultRow[];
  away: Array<Omit<FrozenItem, 'kind'>>;
  settlements: Settlement[];
}

