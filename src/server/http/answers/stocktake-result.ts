// GET /stocktakes/:id/result: JSON text the database builds (stocktake-result.service.ts), so no
// handler hands it to `c.json`; written by hand and checked against the shared `StocktakeResult`.
import * as v from 'valibot';
import { LATE_DECISIONS, SETTLE_ACTIONS, STOCKTAKE_OUTCOMES } from '@shared/schemas/stocktake';
import type { StocktakeResult } from '@shared/stocktake';
import { StocktakeCountersAnswer } from './shared-schemas-stocktake';
import { FrozenItemAnswer, StocktakeSessionAnswer } from './shared-stocktake';
import { count, nullableText, text, PersonRefAnswer, answerOf } from './common';

const place = {
  outcome: v.picklist(STOCKTAKE_OUTCOMES),
  model: nullableText,
  brand_name: nullableText,
  warehouse_name: nullableText,
  status: nullableText,
  holder: nullableText,
  check_state: v.optional(v.nullable(v.picklist(['missing', 'failed', 'overdue', 'due_soon', 'valid']))),
};

const ResultRowAnswer = v.strictObject({
  ...place,
  serial_number: text,
  equipment_id: nullableText,
  category_name: nullableText,
  warehouse_id: nullableText,
  read_count: count,
  first_counted_at: nullableText,
  counted_by_name: nullableText,
});

const SettlementAnswer = v.strictObject({
  id: text,
  serial_number: text,
  action: v.picklist(SETTLE_ACTIONS),
  note: nullableText,
  transfer_id: nullableText,
  fault_id: nullableText,
  created_at: text,
  created_by_user: PersonRefAnswer,
});

const LateReadAnswer = v.strictObject({
  ...place,
  id: text,
  serial_number: text,
  source: text,
  counted_at: text,
  received_at: text,
  counted_by_user: PersonRefAnswer,
  decision: v.nullable(v.picklist(LATE_DECISIONS)),
  decided_at: nullableText,
  decided_by_user: v.nullable(PersonRefAnswer),
});

export const StocktakeResultAnswer = answerOf<StocktakeResult>()(
  v.strictObject({
    session: StocktakeSessionAnswer,
    counters: StocktakeCountersAnswer,
    rows: v.array(ResultRowAnswer),
    away: v.array(FrozenItemAnswer),
    settlements: v.array(SettlementAnswer),
    late_reads: v.array(LateReadAnswer),
  }),
);
