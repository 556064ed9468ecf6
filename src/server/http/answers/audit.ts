import * as v from 'valibot';
import { nullableText, num, text } from './common';

export const EquipmentActivityByIdActivityGetAnswer = v.array(
  v.strictObject({
    id: num,
    entity: text,
    action: text,
    entity_id: nullableText,
    before: v.nullable(v.record(text, v.unknown())),
    after: v.nullable(v.record(text, v.unknown())),
    created_at: text,
    user: v.nullable(v.strictObject({ first_name: text, last_name: text })),
  }),
);
