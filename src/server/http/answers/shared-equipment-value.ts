import * as v from 'valibot';
import type { RepairCostReportRow, RepairCostReport, EquipmentValue } from '@shared/equipment-value';
import { nullableNum, nullableText, num, text, answerOf } from './common';

export const RepairCostReportRowAnswer = answerOf<RepairCostReportRow>()(
  v.strictObject({
    id: text,
    serial_number: text,
    model: text,
    brand: v.strictObject({ id: text, name: text }),
    category: v.nullable(v.strictObject({ id: text, name: text })),
    warehouse: v.nullable(v.strictObject({ id: text, name: text })),
    status: text,
    purchase_price: num,
    repair_cost_total: num,
    repair_count: num,
    ratio: num,
  }),
);

export const RepairCostReportAnswer = answerOf<RepairCostReport>()(
  v.strictObject({ items: v.array(RepairCostReportRowAnswer), priced: num }),
);

export const EquipmentValueAnswer = answerOf<EquipmentValue>()(
  v.strictObject({
    purchase_date: nullableText,
    purchase_price: nullableNum,
    supplier: nullableText,
    invoice_number: nullableText,
    warranty_until: nullableText,
    repair_cost_total: num,
    repair_count: num,
  }),
);
