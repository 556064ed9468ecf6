import * as v from 'valibot';
import type { CategoryCheckRow } from '@server/modules/care/care-checks.service';
import { EquipmentCheckRowAnswer } from './shared-care-types';
import { num, text, answerOf } from './common';

export const CategoryCheckRowAnswer = answerOf<CategoryCheckRow>()(
  v.strictObject({
    id: text,
    category_id: text,
    name: text,
    interval_months: num,
    created_at: text,
    updated_at: text,
  }),
);

export const CheckSchedulesGetAnswer = v.array(CategoryCheckRowAnswer);

export const EquipmentChecksPost201Answer = v.optional(EquipmentCheckRowAnswer);

export const EquipmentChecksByIdCertificateGetAnswer = v.strictObject({ filename: text, type: text, data: text });

export const EquipmentItemChecksByIdChecksGetAnswer = v.array(EquipmentCheckRowAnswer);
