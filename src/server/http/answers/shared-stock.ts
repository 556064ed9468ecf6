import * as v from 'valibot';
import { MOVEMENT_KINDS, STOCK_KINDS, STOCK_UNITS } from '@shared/stock';
import type {
  HandoverStockLines,
  StockLevelRow,
  StockMovement,
  StockShortfall,
  PpeCardLine,
  StockIssueRecord,
  ReplacementDueRow,
} from '@shared/stock';
import { bool, nullableNum, nullableText, num, text, PersonRefAnswer, answerOf } from './common';

/** A line of stock given to a worker, as the hand-over and the stock issue show it. */
const IssuedStockLineAnswer = v.strictObject({
  movement_id: text,
  item_id: text,
  name: text,
  kind: v.picklist(STOCK_KINDS),
  stock_code: text,
  standard: nullableText,
  variant: nullableText,
  unit: v.picklist(STOCK_UNITS),
  quantity: num,
  next_replacement_on: nullableText,
});

export const HandoverStockLinesAnswer = answerOf<HandoverStockLines>()(
  v.strictObject({
    id: text,
    document: v.nullable(v.strictObject({ id: text, number: text })),
    ppe_briefed: bool,
    lines: v.array(IssuedStockLineAnswer),
  }),
);

export const StockLevelRowAnswer = answerOf<StockLevelRow>()(
  v.strictObject({
    warehouse_id: text,
    on_hand: num,
    min_qty: num,
    reorder_qty: num,
    avg_cost: num,
    value: num,
    to_order: num,
    id: text,
    name: text,
    kind: v.picklist(STOCK_KINDS),
    unit: v.picklist(STOCK_UNITS),
    barcode: nullableText,
    category: v.nullable(v.strictObject({ id: text, name: text })),
    variant: nullableText,
    standard: nullableText,
    replacement_months: nullableNum,
    returnable: bool,
    created_at: text,
    updated_at: text,
  }),
);

/** A stock movement's amounts, prices and notes, as the ledger row and the movement list answer them. */
export const MOVEMENT_AMOUNTS = {
  quantity: num,
  delta: num,
  balance_after: num,
  unit_cost: nullableNum,
  unit_price: nullableNum,
  supplier: nullableText,
  invoice_no: nullableText,
  reason: nullableText,
  note: nullableText,
};

export const StockMovementAnswer = answerOf<StockMovement>()(
  v.strictObject({
    id: text,
    kind: v.picklist(MOVEMENT_KINDS),
    item_id: text,
    item_name: text,
    warehouse_id: text,
    ...MOVEMENT_AMOUNTS,
    worker: v.nullable(PersonRefAnswer),
    issue_id: nullableText,
    transfer_id: nullableText,
    reverses_id: nullableText,
    shortfall: num,
    offline: bool,
    created_by: v.nullable(PersonRefAnswer),
    created_at: text,
  }),
);

export const StockShortfallAnswer = answerOf<StockShortfall>()(
  v.strictObject({
    movement_id: text,
    item_id: text,
    item_name: text,
    unit: v.picklist(STOCK_UNITS),
    warehouse_id: text,
    warehouse_name: text,
    shortfall: num,
    on_hand: num,
    worker: v.nullable(PersonRefAnswer),
    created_at: text,
    resolved_at: nullableText,
    resolution_note: nullableText,
  }),
);

export const PpeCardLineAnswer = answerOf<PpeCardLine>()(
  v.strictObject({
    item_id: text,
    name: text,
    kind: v.picklist(STOCK_KINDS),
    unit: v.picklist(STOCK_UNITS),
    variant: nullableText,
    standard: nullableText,
    returnable: bool,
    held: num,
    last_issued_at: text,
    next_replacement_on: nullableText,
    issues: v.array(
      v.strictObject({
        id: text,
        issue_id: text,
        quantity: num,
        at: text,
        document: v.nullable(v.strictObject({ id: text, number: text })),
        warehouse_name: text,
      }),
    ),
  }),
);

export const StockIssueRecordAnswer = answerOf<StockIssueRecord>()(
  v.strictObject({
    id: text,
    created_at: text,
    offline: bool,
    ppe_briefed: bool,
    warehouse: v.strictObject({ id: text, name: text }),
    worker: v.strictObject({ id: text, first_name: text, last_name: text, tc_no: text, phone: text, department: nullableText }),
    issued_by: PersonRefAnswer,
    signature: text,
    issuer_signature: nullableText,
    document: v.nullable(v.strictObject({ id: text, number: text })),
    lines: v.array(IssuedStockLineAnswer),
  }),
);

export const ReplacementDueRowAnswer = answerOf<ReplacementDueRow>()(
  v.strictObject({
    worker: PersonRefAnswer,
    item_id: text,
    name: text,
    variant: nullableText,
    standard: nullableText,
    unit: v.picklist(STOCK_UNITS),
    held: num,
    last_issued_on: text,
    due_on: text,
    days_overdue: num,
    issue_id: text,
    document: v.nullable(v.strictObject({ id: text, number: text })),
  }),
);
