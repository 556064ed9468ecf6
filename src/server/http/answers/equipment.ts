import * as v from 'valibot';
import { FieldEquipmentListItemAnswer } from './shared-api-types';
import { nullableText, num } from './common';

export const EquipmentByIdFieldHistoryGetAnswer = v.strictObject({
  items: v.array(FieldEquipmentListItemAnswer),
  total: num,
  filtered: num,
  page: num,
  page_size: num,
  next_cursor: nullableText,
});
