// The long lists whose JSON the database builds (a page, the whole list streamed, the equipment
// list's modes): written by hand, since no handler hands their rows to `c.json`, and checked
// against the shared row types the screens read.
import * as v from 'valibot';
import type { BrokenRow, PageAnswer, TransferRow } from '@shared/api-types';
import type { EquipmentValue } from '@shared/equipment-value';
import { EquipmentOptionAnswer, EquipmentRowAnswer } from './shared-api-types';
import { CheckDueAnswer } from './shared-equipment-checks';
import { DocumentRefAnswer } from './shared-documents';
import { EquipmentValueAnswer } from './shared-equipment-value';
import { NamedRefAnswer, pageOf, bool, count, nullableNum, nullableText, text, PersonRefAnswer, answerOf } from './common';

/** A device mirror's row (`fields=ids`): ids instead of the names they point to. */
const SlimEquipmentAnswer = v.strictObject({
  id: text,
  serial_number: text,
  model: text,
  brand_id: text,
  category_id: nullableText,
  warehouse_id: nullableText,
  status: text,
  check_due: v.nullable(v.array(CheckDueAnswer)),
  created_by: nullableText,
  created_at: text,
  updated_at: text,
});

/** GET /equipment: the whole list, what changed since, or the mirror's slim rows (whole or a page). */
export const EquipmentListAnswer = v.union([
  v.array(EquipmentRowAnswer),
  v.strictObject({ items: v.array(EquipmentRowAnswer), deleted: v.array(text), server_time: text }),
  v.strictObject({
    items: v.array(SlimEquipmentAnswer),
    deleted: v.array(text),
    server_time: text,
    next_cursor: nullableText,
    total: v.optional(count),
  }),
]);

/** GET /equipment/values: each item's value and repair totals, for the CSV. */
export const EquipmentValuesAnswer = answerOf<Array<EquipmentValue & { id: string }>>()(
  v.array(v.strictObject({ id: text, ...EquipmentValueAnswer.entries })),
);

export const TransferRowAnswer = v.strictObject({
  id: text,
  equipment_id: text,
  equipment: EquipmentOptionAnswer,
  from_warehouse_id: text,
  to_warehouse_id: text,
  from_warehouse: NamedRefAnswer,
  to_warehouse: NamedRefAnswer,
  issuer: PersonRefAnswer,
  assigned_to: text,
  assigned_to_user: PersonRefAnswer,
  receiver: v.nullable(PersonRefAnswer),
  status: text,
  created_at: text,
  completed_at: nullableText,
  updated_at: text,
  document: v.nullable(DocumentRefAnswer),
});

export const TransferListAnswer = v.union([v.array(TransferRowAnswer), pageOf(TransferRowAnswer)]);

/** A fault report's fields, its people answered by `person` (a name here, with contact in the detail). */
export function brokenRowEntries<P extends v.GenericSchema>(person: P) {
  return {
    id: text,
    equipment_id: text,
    equipment: EquipmentOptionAnswer,
    warehouse_id: nullableText,
    warehouse: v.nullable(NamedRefAnswer),
    issue: text,
    status: text,
    reported_by_user: person,
    assigned_to_user: person,
    assigned_by_user: person,
    assigned_at: nullableText,
    repairer: v.nullable(v.strictObject({ id: text, name: text, phone: text, address: text })),
    repair_cost: nullableNum,
    repair_cost_updated_by_user: person,
    repair_cost_updated_at: nullableText,
    has_invoice: bool,
    invoice_uploaded_by_user: person,
    invoice_uploaded_at: nullableText,
    created_at: text,
    resolved_at: nullableText,
    updated_at: text,
    document: v.nullable(DocumentRefAnswer),
    under_warranty_until: v.optional(nullableText),
  };
}

export const BrokenRowAnswer = answerOf<BrokenRow>()(v.strictObject(brokenRowEntries(v.nullable(PersonRefAnswer))));

export const BrokenListAnswer = v.union([v.array(BrokenRowAnswer), pageOf(BrokenRowAnswer)]);

export const TransferPageAnswer = answerOf<PageAnswer<TransferRow>>()(pageOf(TransferRowAnswer));
export const BrokenPageAnswer = pageOf(BrokenRowAnswer);
