import * as v from 'valibot';
import { STOCK_KINDS } from '@shared/stock';
import type {
  ConsumptionRow,
  ConsumptionReport,
  PpeIssuedRow,
  PpeIssuedReport,
  StockValueRow,
  StockValueReport,
} from '@shared/stock-reports';
import { nullableText, num, text, answerOf } from './common';

export const ConsumptionRowAnswer = answerOf<ConsumptionRow>()(
  v.strictObject({
    group_id: nullableText,
    group_name: text,
    department_name: nullableText,
    item_id: text,
    item_name: text,
    variant: nullableText,
    kind: v.picklist(STOCK_KINDS),
    unit: text,
    issued: num,
    returned: num,
    consumed: num,
    cost: num,
  }),
);

export const ConsumptionReportAnswer = answerOf<ConsumptionReport>()(
  v.strictObject({
    from: text,
    to: text,
    by: v.picklist(['warehouse', 'worker', 'department']),
    rows: v.array(ConsumptionRowAnswer),
  }),
);

export const PpeIssuedRowAnswer = answerOf<PpeIssuedRow>()(
  v.strictObject({
    worker_id: text,
    worker_name: text,
    department_name: nullableText,
    item_id: text,
    item_name: text,
    variant: nullableText,
    standard: nullableText,
    unit: text,
    quantity: num,
    issues: num,
    last_issued_on: text,
    next_replacement_on: nullableText,
  }),
);

export const PpeIssuedReportAnswer = answerOf<PpeIssuedReport>()(
  v.strictObject({ from: text, to: text, rows: v.array(PpeIssuedRowAnswer) }),
);

export const StockValueRowAnswer = answerOf<StockValueRow>()(
  v.strictObject({
    warehouse_id: text,
    warehouse_name: text,
    items: num,
    consumable: num,
    ppe: num,
    spare_part: num,
    value: num,
  }),
);

export const StockValueReportAnswer = answerOf<StockValueReport>()(v.strictObject({ rows: v.array(StockValueRowAnswer) }));
