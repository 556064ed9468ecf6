import * as v from 'valibot';
import type { StockPickers } from '@server/modules/stock/stock-items.service';
import type { MovesAnswer, IssueAnswer } from '@server/modules/stock/stock-moves.service';
import type { StockTransferRow } from '@server/modules/stock/stock-transfers.service';
import { StockLevelCopyRowAnswer } from './shared-stock-device-copy';
import { MOVEMENT_AMOUNTS, StockMovementAnswer, StockShortfallAnswer, PpeCardLineAnswer, ReplacementDueRowAnswer } from './shared-stock';
import { DocumentRefAnswer } from './shared-documents';
import { bool, nullableText, num, text, PersonRefAnswer, type Wire, answerOf } from './common';

export const StockPickersAnswer = answerOf<StockPickers>()(
  v.strictObject({
    warehouses: v.array(v.strictObject({ id: text, name: text })),
    workers: v.array(PersonRefAnswer),
    categories: v.array(v.strictObject({ id: text, name: text })),
  }),
);

export const StockDeviceLevelsGetAnswer = v.array(StockLevelCopyRowAnswer);

export const StockDevicePickersGetAnswer = v.array(
  v.union([
    v.strictObject({ id: text, kind: v.literal('warehouse'), name: text }),
    v.strictObject({ id: text, kind: v.literal('worker'), first_name: text, last_name: text }),
  ]),
);

/** A ledger row as the moves answer it (the stored row; the list's rows add names). */
export const LedgerRowAnswer = v.strictObject({
  created_at: text,
  id: text,
  warehouse_id: text,
  worker_id: nullableText,
  kind: text,
  item_id: text,
  created_by: text,
  ...MOVEMENT_AMOUNTS,
  issue_id: nullableText,
  offline: bool,
  transfer_id: nullableText,
  reverses_id: nullableText,
  shortfall: num,
});

export const MovesAnswerAnswer = answerOf<Wire<MovesAnswer>>()(v.strictObject({ movements: v.array(LedgerRowAnswer) }));

export const IssueAnswerAnswer = answerOf<Wire<IssueAnswer>>()(
  v.strictObject({
    id: text,
    warehouse_id: text,
    worker_id: text,
    offline: bool,
    created_at: text,
    document: v.nullable(DocumentRefAnswer),
    movements: v.array(LedgerRowAnswer),
    shortfalls: v.array(v.strictObject({ movement_id: text, item_id: text, shortfall: num })),
  }),
);

export const StockMovementsGetAnswer = v.array(StockMovementAnswer);

export const StockTransferRowAnswer = answerOf<StockTransferRow>()(
  v.strictObject({
    id: text,
    from_warehouse: v.strictObject({ id: text, name: text }),
    to_warehouse: v.strictObject({ id: text, name: text }),
    status: v.picklist(['cancelled', 'in_transit', 'received']),
    note: nullableText,
    created_at: text,
    closed_at: nullableText,
    created_by: v.nullable(PersonRefAnswer),
    lines: v.array(v.strictObject({ item_id: text, name: text, variant: nullableText, unit: text, quantity: num, unit_cost: num })),
  }),
);

export const StockTransfersGetAnswer = v.array(StockTransferRowAnswer);

export const StockShortfallsGetAnswer = v.array(StockShortfallAnswer);

export const StockWorkersByIdPpeGetAnswer = v.array(PpeCardLineAnswer);

export const StockReplacementsGetAnswer = v.array(ReplacementDueRowAnswer);
