import * as v from 'valibot';
import type { DueCheckRow, DueChecksAnswer, EquipmentCheckRow } from '@shared/care-types';
import { bool, nullableText, num, text, answerOf } from './common';

export const DueCheckRowAnswer = answerOf<DueCheckRow>()(
  v.strictObject({
    equipment_id: text,
    serial_number: text,
    model: text,
    brand: text,
    category: nullableText,
    warehouse_id: nullableText,
    warehouse: nullableText,
    name: text,
    due_on: nullableText,
    checked_on: nullableText,
    failed: bool,
    state: v.picklist(['missing', 'failed', 'overdue', 'due_soon', 'valid']),
  }),
);

export const DueChecksAnswerAnswer = answerOf<DueChecksAnswer>()(
  v.strictObject({
    items: v.array(DueCheckRowAnswer),
    total: num,
    overdue: num,
    due_soon: num,
    today: text,
  }),
);

export const EquipmentCheckRowAnswer = answerOf<EquipmentCheckRow>()(
  v.strictObject({
    id: text,
    equipment_id: text,
    check_id: nullableText,
    check_name: text,
    checked_on: text,
    performed_by: text,
    result: v.picklist(['failed', 'passed']),
    certificate_no: nullableText,
    next_due_on: nullableText,
    certificate: v.nullable(v.strictObject({ filename: text, type: text, size: num })),
    created_by_user: v.nullable(v.strictObject({ first_name: text, last_name: text })),
    created_at: text,
  }),
);
