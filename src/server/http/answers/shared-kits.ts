import * as v from 'valibot';
import type { KitMember, KitStockLine, Kit } from '@shared/kits';
import { nullableText, num, text, answerOf } from './common';

export const KitMemberAnswer = answerOf<KitMember>()(
  v.strictObject({ equipment_id: text, serial_number: text, brand: nullableText, model: text, status: text }),
);

export const KitStockLineAnswer = answerOf<KitStockLine>()(v.strictObject({ stock_item_id: text, name: text, unit: text, quantity: num }));

export const KitAnswer = answerOf<Kit>()(
  v.strictObject({
    id: text,
    warehouse_id: text,
    warehouse_name: text,
    code: text,
    name: text,
    note: nullableText,
    members: v.array(KitMemberAnswer),
    stock_lines: v.array(KitStockLineAnswer),
    created_at: text,
    updated_at: text,
  }),
);
