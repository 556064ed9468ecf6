// Answers of /api/stocktakes (src/server/modules/stocktake/), declared in
// src/shared/stocktake.ts.
export type {
  CountDevice,
  CountStockItem,
  FrozenItem,
  ItemPlace,
  LateRead,
  PersonRef,
  ResultRow,
  SettleAnswer,
  Settlement,
  StockCountLine,
  StocktakeRead,
  StocktakeResult,
  StocktakeSession,
  WarehouseCountOverview,
} from '@shared/stocktake';
