import * as v from 'valibot';
import type { StocktakeSession, WarehouseCountOverview, FrozenItem, CountDevice, SettleAnswer } from '@shared/stocktake';
import { StocktakeCountersAnswer } from './shared-schemas-stocktake';
import { DocumentRefAnswer } from './shared-documents';
import { bool, nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const StocktakeSessionAnswer = answerOf<StocktakeSession>()(
  v.strictObject({
    id: text,
    warehouse_id: text,
    warehouse_name: text,
    categories: v.array(v.strictObject({ id: text, name: text })),
    note: nullableText,
    status: v.picklist(['open', 'closed']),
    counters: v.nullable(StocktakeCountersAnswer),
    started_at: text,
    closed_at: nullableText,
    started_by_user: v.nullable(PersonRefAnswer),
    closed_by_user: v.nullable(PersonRefAnswer),
    expected_count: num,
    read_count: num,
    late_pending: num,
    counters_users: v.array(PersonRefAnswer),
    document: v.nullable(DocumentRefAnswer),
  }),
);

export const WarehouseCountOverviewAnswer = answerOf<WarehouseCountOverview>()(
  v.strictObject({
    warehouse_id: text,
    warehouse_name: text,
    open_session_id: nullableText,
    last_session_id: nullableText,
    last_closed_at: nullableText,
    last_counters: v.nullable(StocktakeCountersAnswer),
  }),
);

export const FrozenItemAnswer = answerOf<FrozenItem>()(
  v.strictObject({
    equipment_id: text,
    kind: v.picklist(['expected', 'away']),
    serial_number: text,
    model: text,
    brand_name: text,
    category_name: nullableText,
    status: text,
    holder: nullableText,
    check_state: v.optional(v.nullable(v.picklist(['missing', 'failed', 'overdue', 'due_soon', 'valid']))),
  }),
);

export const CountDeviceAnswer = answerOf<CountDevice>()(
  v.strictObject({
    device_id: text,
    user: PersonRefAnswer,
    own: bool,
    last_seen_at: text,
    last_read_at: nullableText,
    pending: num,
    silent: bool,
  }),
);

export const SettleAnswerAnswer = answerOf<SettleAnswer>()(
  v.strictObject({
    done: v.array(v.strictObject({ serial_number: text, transfer_id: nullableText, fault_id: nullableText })),
    failed: v.array(v.strictObject({ serial_number: text, error: text })),
  }),
);
