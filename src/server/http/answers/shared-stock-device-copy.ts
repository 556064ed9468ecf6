import * as v from 'valibot';
import type { StockLevelCopyRow } from '@shared/stock-device-copy';
import { num, text, type Expect, type Same } from './common';

export const StockLevelCopyRowAnswer = v.strictObject({
  id: text,
  warehouse_id: text,
  item_id: text,
  on_hand: num,
  min_qty: num,
  reorder_qty: num,
  avg_cost: num,
});

export type AnswerTypeChecks = [Expect<Same<v.InferOutput<typeof StockLevelCopyRowAnswer>, StockLevelCopyRow>>];
