import * as v from 'valibot';
import { FieldEquipmentListItemAnswer } from './shared-api-types';
import { DocumentRefAnswer } from './shared-documents';
import { deltaList, pageOf, nullableText, num, text } from './common';

/** GET /field-equipment: a page (`?limit=`), the whole list streamed, or what changed since. */
export const FieldEquipmentGetAnswer = v.union([pageOf(FieldEquipmentListItemAnswer), deltaList(FieldEquipmentListItemAnswer)]);

export const FieldEquipmentOverdueGetAnswer = v.array(
  v.strictObject({
    id: text,
    batch_id: text,
    equipment_id: text,
    equipment: v.strictObject({
      id: text,
      serial_number: text,
      model: text,
      status: text,
      brand: v.strictObject({ id: text, name: text }),
      category: v.nullable(v.strictObject({ id: text, name: text })),
      warehouse_id: nullableText,
    }),
    warehouse_id: nullableText,
    warehouse: v.nullable(v.strictObject({ id: text, name: text })),
    worker_id: text,
    worker: v.strictObject({
      id: text,
      first_name: text,
      last_name: text,
      tc_no: text,
      phone: text,
      department: v.nullable(v.strictObject({ id: text, name: text })),
    }),
    team_leader_id: nullableText,
    team_leader: v.nullable(
      v.strictObject({
        id: text,
        first_name: text,
        last_name: text,
        tc_no: text,
        phone: text,
        department: v.nullable(v.strictObject({ name: text })),
      }),
    ),
    issued_by_user: v.strictObject({ id: text, first_name: text, last_name: text }),
    returned_by_user: v.nullable(v.strictObject({ id: text, first_name: text, last_name: text })),
    issued_at: text,
    returned_at: nullableText,
    due_date: nullableText,
    return_batch_id: nullableText,
    return_condition: nullableText,
    return_fault_id: nullableText,
    check_override_reason: v.optional(nullableText),
    status: text,
    created_at: text,
    updated_at: text,
    document: v.nullable(DocumentRefAnswer),
    return_document: v.nullable(DocumentRefAnswer),
    days_overdue: num,
  }),
);
