import * as v from 'valibot';
import { RETURN_CONDITIONS } from '@shared/schemas/operations';
import type {
  LocatedSerial,
  EquipmentRow,
  FieldEquipmentListItem,
  SignedUser,
  BatchItem,
  ReturnItem,
  FieldEquipmentDetail,
  IssuedRecord,
  ReturnedRecord,
  ReturnBatchAnswer,
  EquipmentOption,
  PersonContact,
  RepairerStatistics,
  UserContact,
} from '@shared/api-types';
import { CheckDueAnswer } from './shared-equipment-checks';
import { EquipmentValueAnswer } from './shared-equipment-value';
import { DocumentRefAnswer } from './shared-documents';
import { PhotoRefAnswer } from './shared-photos';
import { HandoverStockLinesAnswer } from './shared-stock';
import { NamedRefAnswer, bool, nullableNum, nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const LocatedSerialAnswer = answerOf<LocatedSerial>()(
  v.strictObject({ serial_number: text, in_scope: bool, warehouse: nullableText, id: nullableText }),
);

export const EquipmentRowAnswer = answerOf<EquipmentRow>()(
  v.strictObject({
    id: text,
    serial_number: text,
    model: text,
    brand_id: text,
    brand: NamedRefAnswer,
    category_id: nullableText,
    category: v.nullable(NamedRefAnswer),
    warehouse_id: nullableText,
    warehouse: v.nullable(NamedRefAnswer),
    status: text,
    check_due: v.optional(v.nullable(v.array(CheckDueAnswer))),
    created_by_user: v.nullable(v.strictObject({ first_name: text, last_name: text })),
    created_at: text,
    updated_at: text,
    value: v.optional(EquipmentValueAnswer),
  }),
);

export const PersonContactAnswer = answerOf<PersonContact>()(
  v.strictObject({ tc_no: text, phone: text, id: text, first_name: text, last_name: text }),
);

/** The item of a hand-over record, as its lists and detail show it. */
const HandedEquipmentAnswer = v.strictObject({
  id: text,
  serial_number: text,
  model: text,
  status: text,
  brand: NamedRefAnswer,
  category: v.nullable(NamedRefAnswer),
  warehouse_id: nullableText,
});

/** Where a hand-over record went out from and to whom (the worker and the team leader with their contact). */
const HandedToAnswer = v.strictObject({
  warehouse: v.nullable(NamedRefAnswer),
  worker_id: text,
  worker: v.strictObject({ ...PersonContactAnswer.entries, department: v.nullable(NamedRefAnswer) }),
  team_leader_id: nullableText,
  team_leader: v.nullable(v.strictObject({ ...PersonContactAnswer.entries, department: v.nullable(v.strictObject({ name: text })) })),
});

/** A hand-over record's due day, return and state. */
const RecordStateAnswer = v.strictObject({
  due_date: nullableText,
  return_batch_id: nullableText,
  return_condition: nullableText,
  return_fault_id: nullableText,
  check_override_reason: v.optional(nullableText),
  status: text,
});

export const FieldEquipmentListItemAnswer = answerOf<FieldEquipmentListItem>()(
  v.strictObject({
    id: text,
    batch_id: text,
    equipment_id: text,
    equipment: HandedEquipmentAnswer,
    warehouse_id: nullableText,
    ...HandedToAnswer.entries,
    issued_by_user: PersonRefAnswer,
    returned_by_user: v.nullable(PersonRefAnswer),
    issued_at: text,
    returned_at: nullableText,
    ...RecordStateAnswer.entries,
    created_at: text,
    updated_at: text,
    document: v.nullable(DocumentRefAnswer),
    return_document: v.nullable(DocumentRefAnswer),
  }),
);

export const SignedUserAnswer = answerOf<SignedUser>()(v.strictObject({ ...PersonContactAnswer.entries, signature: nullableText }));

export const BatchItemAnswer = answerOf<BatchItem>()(
  v.strictObject({
    id: text,
    status: text,
    check_override_reason: v.optional(nullableText),
    issued_at: text,
    returned_at: nullableText,
    equipment: v.strictObject({ id: text, serial_number: text, model: text, brand: NamedRefAnswer, category: v.nullable(NamedRefAnswer) }),
  }),
);

/** A record of the hand-over with its condition photos. */
export const HandoverItemAnswer = v.strictObject({ ...BatchItemAnswer.entries, photos: v.array(PhotoRefAnswer) });

export const ReturnItemAnswer = answerOf<ReturnItem>()(
  v.strictObject({
    return_condition: nullableText,
    return_note: nullableText,
    return_fault_id: nullableText,
    photos: v.array(PhotoRefAnswer),
    ...BatchItemAnswer.entries,
  }),
);

export const FieldEquipmentDetailAnswer = answerOf<FieldEquipmentDetail>()(
  v.strictObject({
    signature: text,
    issued_by_user: SignedUserAnswer,
    returned_by_user: v.nullable(SignedUserAnswer),
    batch_items: v.array(HandoverItemAnswer),
    stock_issue: v.optional(v.nullable(HandoverStockLinesAnswer)),
    return_note: nullableText,
    return_signature: nullableText,
    return_items: v.array(ReturnItemAnswer),
    created_at: text,
    id: text,
    equipment: HandedEquipmentAnswer,
    updated_at: text,
    batch_id: text,
    equipment_id: text,
    warehouse_id: nullableText,
    ...HandedToAnswer.entries,
    issued_at: text,
    returned_at: nullableText,
    ...RecordStateAnswer.entries,
    document: v.nullable(DocumentRefAnswer),
    return_document: v.nullable(DocumentRefAnswer),
  }),
);

export const IssuedRecordAnswer = answerOf<IssuedRecord>()(
  v.strictObject({
    id: text,
    batch_id: text,
    equipment_id: text,
    worker_id: text,
    team_leader_id: nullableText,
    warehouse_id: nullableText,
    status: text,
    issued_at: text,
    due_date: nullableText,
    created_at: text,
    updated_at: text,
    reservation_warning: v.optional(text),
    stock_issue: v.optional(
      v.strictObject({
        id: text,
        document: v.nullable(DocumentRefAnswer),
        shortfalls: v.array(v.strictObject({ movement_id: text, item_id: text, shortfall: num })),
      }),
    ),
    document: DocumentRefAnswer,
  }),
);

export const ReturnedRecordAnswer = answerOf<ReturnedRecord>()(
  v.strictObject({
    id: text,
    batch_id: text,
    equipment_id: text,
    status: text,
    returned_at: text,
    equipment_status: text,
    updated_at: text,
    return_batch_id: text,
    condition: v.picklist(RETURN_CONDITIONS),
    fault_id: nullableText,
    fault_opened: bool,
    document: DocumentRefAnswer,
  }),
);

export const ReturnBatchAnswerAnswer = answerOf<ReturnBatchAnswer>()(
  v.strictObject({
    return_batch_id: text,
    kit_shortfalls: v.optional(v.array(text)),
    returned_at: text,
    items: v.array(ReturnedRecordAnswer),
    document: DocumentRefAnswer,
  }),
);

export const EquipmentOptionAnswer = answerOf<EquipmentOption>()(
  v.strictObject({
    id: text,
    serial_number: text,
    model: text,
    status: text,
    warehouse_id: nullableText,
    brand: v.nullable(NamedRefAnswer),
    category: v.nullable(NamedRefAnswer),
  }),
);

export const RepairerStatisticsAnswer = answerOf<RepairerStatistics>()(
  v.strictObject({
    total_repairs: num,
    total_amount: num,
    average_repair_days: nullableNum,
    completed: num,
    not_completed: num,
    ongoing: num,
  }),
);

export const UserContactAnswer = answerOf<UserContact>()(
  v.strictObject({ email: text, tc_no: text, phone: text, id: text, first_name: text, last_name: text }),
);
