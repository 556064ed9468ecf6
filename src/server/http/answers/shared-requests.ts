import * as v from 'valibot';
import { REQUEST_STATUSES } from '@shared/requests';
import type { RequestOptions, FieldRequestLine, FieldRequest } from '@shared/requests';
import { nullableNum, nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const PersonAnswer = PersonRefAnswer;

export const RequestOptionsAnswer = answerOf<RequestOptions>()(
  v.strictObject({
    warehouses: v.array(v.strictObject({ id: text, name: text })),
    workers: v.array(PersonAnswer),
    models: v.array(v.strictObject({ warehouse_id: text, brand_id: text, brand: text, model: text, count: num })),
    stock_items: v.array(v.strictObject({ id: text, name: text, unit: text })),
  }),
);

export const FieldRequestLineAnswer = answerOf<FieldRequestLine>()(
  v.strictObject({
    id: text,
    kind: v.picklist(['stock', 'item', 'kit', 'model']),
    equipment: v.nullable(v.strictObject({ id: text, serial_number: text, brand: text, model: text, status: text })),
    brand_id: nullableText,
    brand: nullableText,
    model: nullableText,
    stock_item: v.nullable(v.strictObject({ id: text, name: text, unit: text })),
    kit: v.nullable(v.strictObject({ id: nullableText, label: text })),
    quantity: num,
    approved: nullableNum,
  }),
);

export const FieldRequestAnswer = answerOf<FieldRequest>()(
  v.strictObject({
    id: text,
    warehouse: v.strictObject({ id: text, name: text }),
    requested_by: PersonAnswer,
    worker: v.nullable(PersonAnswer),
    site: text,
    start_day: text,
    end_day: text,
    note: nullableText,
    status: v.picklist(REQUEST_STATUSES),
    decided_by: v.nullable(PersonAnswer),
    decided_at: nullableText,
    decision_note: nullableText,
    reservation_id: nullableText,
    created_at: text,
    lines: v.array(FieldRequestLineAnswer),
  }),
);
