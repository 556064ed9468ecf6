import * as v from 'valibot';
import type { BrokenDetail, RepairerDetail, TransferDetail } from '@shared/transfer-repair-types';
import { PhotoRefAnswer } from './shared-photos';
import { EquipmentOptionAnswer, PersonContactAnswer, RepairerStatisticsAnswer, UserContactAnswer } from './shared-api-types';
import { DocumentRefAnswer } from './shared-documents';
import { TransferRowAnswer } from './lists';
import { NamedRefAnswer, bool, nullableNum, nullableText, text, type Expect, type Same } from './common';

export const BrokenDetailAnswer = v.strictObject({
  repair_invoice: nullableText,
  photos: v.array(PhotoRefAnswer),
  id: text,
  equipment_id: text,
  equipment: EquipmentOptionAnswer,
  warehouse_id: nullableText,
  warehouse: v.nullable(NamedRefAnswer),
  issue: text,
  status: text,
  reported_by_user: v.nullable(PersonContactAnswer),
  assigned_to_user: v.nullable(PersonContactAnswer),
  assigned_by_user: v.nullable(PersonContactAnswer),
  assigned_at: nullableText,
  repairer: v.nullable(v.strictObject({ id: text, name: text, phone: text, address: text })),
  repair_cost: nullableNum,
  repair_cost_updated_by_user: v.nullable(PersonContactAnswer),
  repair_cost_updated_at: nullableText,
  has_invoice: bool,
  invoice_uploaded_by_user: v.nullable(PersonContactAnswer),
  invoice_uploaded_at: nullableText,
  created_at: text,
  resolved_at: nullableText,
  updated_at: text,
  document: v.nullable(DocumentRefAnswer),
  under_warranty_until: v.optional(nullableText),
});

export const RepairerDetailAnswer = v.strictObject({
  statistics: RepairerStatisticsAnswer,
  id: text,
  name: text,
  phone: text,
  address: text,
  created_at: text,
  updated_at: text,
});

/** A transfer's row, its people with their contact. */
export const TransferDetailAnswer = v.strictObject({
  ...TransferRowAnswer.entries,
  issuer: UserContactAnswer,
  assigned_to_user: UserContactAnswer,
  receiver: v.nullable(UserContactAnswer),
});

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof BrokenDetailAnswer>, BrokenDetail>>,
  Expect<Same<v.InferOutput<typeof RepairerDetailAnswer>, RepairerDetail>>,
  Expect<Same<v.InferOutput<typeof TransferDetailAnswer>, TransferDetail>>,
];
