import * as v from 'valibot';
import { LATE_DECISIONS } from '@shared/schemas/stocktake';
import { STOCK_KINDS, STOCK_UNITS } from '@shared/stock';
import type { CountStockItem, StockCountLine, StocktakeRead } from '@shared/stocktake';
import { StocktakeSessionAnswer, WarehouseCountOverviewAnswer, FrozenItemAnswer, CountDeviceAnswer } from './shared-stocktake';
import { bool, nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const StocktakeGetAnswer = v.array(StocktakeSessionAnswer);

export const StocktakeOverviewGetAnswer = v.array(WarehouseCountOverviewAnswer);

export const StocktakeByIdItemsGetAnswer = v.array(FrozenItemAnswer);

export const ReadRowAnswer = answerOf<StocktakeRead>()(
  v.strictObject({
    id: text,
    client_id: text,
    serial_number: text,
    source: text,
    counted_at: text,
    received_at: text,
    counted_by_user: PersonRefAnswer,
    device_id: nullableText,
    late: bool,
    decision: v.nullable(v.picklist(LATE_DECISIONS)),
  }),
);

export const StocktakeByIdReadsGetAnswer = v.array(ReadRowAnswer);

export const StocktakeByIdDevicesGetAnswer = v.array(CountDeviceAnswer);

export const StocktakeByIdLateReadsPostAnswer = v.strictObject({ decided: num });

export const StockCountLineAnswer = answerOf<StockCountLine>()(
  v.strictObject({
    item_id: text,
    name: text,
    variant: nullableText,
    kind: v.picklist(STOCK_KINDS),
    unit: v.picklist(STOCK_UNITS),
    counted: num,
    expected: num,
    difference: num,
    counted_by: PersonRefAnswer,
    counted_at: text,
    movement_id: nullableText,
    settled_at: nullableText,
    corrected: num,
    late: bool,
    mine: v.nullable(num),
    counters: v.array(
      v.strictObject({
        counted_by: PersonRefAnswer,
        counted: num,
        counted_at: text,
        late: bool,
      }),
    ),
  }),
);

export const StocktakeByIdStockCountsGetAnswer = v.array(StockCountLineAnswer);

/** The stock items a count may count (GET /stocktakes/:id/stock-items). */
export const CountStockItemAnswer = answerOf<CountStockItem>()(
  v.strictObject({
    id: text,
    name: text,
    variant: nullableText,
    kind: v.picklist(STOCK_KINDS),
    unit: v.picklist(STOCK_UNITS),
    barcode: nullableText,
  }),
);
export const CountStockItemsAnswer = v.array(CountStockItemAnswer);

export const StocktakeByIdStockCountsSettlePostAnswer = v.array(StockCountLineAnswer);
