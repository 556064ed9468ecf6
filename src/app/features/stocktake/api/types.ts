// Answers of /api/stocktakes (src/server/modules/stocktake/stocktake.service.ts), declared in
// src/shared/stocktake.ts.
export type { FrozenItem, PersonRef, ResultRow, SettleAnswer, Settlement, StocktakeRead, StocktakeResult, StocktakeSession, WarehouseCountOverview } from '@shared/stocktake';
