// Answers of /api/stocktakes (src/server/modules/stocktake/stocktake.service.ts).
import type { PersonRef } from '@shared/stocktake';

export type { FrozenItem, PersonRef, ResultRow, SettleAnswer, Settlement, StocktakeResult, StocktakeSession, WarehouseCountOverview } from '@shared/stocktake';

export interface ServerRead {
  id: string;
  client_id: string;
  serial_number: string;
  source: string;
  counted_at: string;
  received_at: string;
  counted_by_user: PersonRef;
}


