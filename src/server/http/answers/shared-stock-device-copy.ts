import * as v from 'valibot';
import type { StockLevelCopyRow } from '@shared/stock-device-copy';
import { num, text, answerOf } from './common';

export const StockLevelCopyRowAnswer = answerOf<StockLevelCopyRow>()(
  v.strictObject({
    id: text,
    warehouse_id: text,
    item_id: text,
    on_hand: num,
    min_qty: num,
    reorder_qty: num,
    avg_cost: num,
  }),
);
