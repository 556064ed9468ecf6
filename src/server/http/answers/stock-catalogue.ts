// The stock catalogue and a warehouse's levels (docs/stock.md), checked against the shared types.
import * as v from 'valibot';
import { STOCK_KINDS, STOCK_UNITS, type StockItem, type StockLevelRow } from '@shared/stock';
import { NamedRefAnswer, nullableText, text, answerOf } from './common';

const stockItemEntries = {
  id: text,
  name: text,
  kind: v.picklist(STOCK_KINDS),
  unit: v.picklist(STOCK_UNITS),
  barcode: nullableText,
  category: v.nullable(NamedRefAnswer),
  variant: nullableText,
  standard: nullableText,
  replacement_months: v.nullable(v.number()),
  returnable: v.boolean(),
  created_at: text,
  updated_at: text,
};

export const StockItemAnswer = answerOf<StockItem>()(v.strictObject(stockItemEntries));

export const StockLevelAnswer = answerOf<StockLevelRow>()(
  v.strictObject({
    ...stockItemEntries,
    warehouse_id: text,
    on_hand: v.number(),
    min_qty: v.number(),
    reorder_qty: v.number(),
    avg_cost: v.number(),
    value: v.number(),
    to_order: v.number(),
  }),
);
