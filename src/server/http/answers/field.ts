import * as v from 'valibot';
import { FieldEquipmentListItemAnswer } from './shared-api-types';
import { deltaList, num, pageOf } from './common';

/** GET /field-equipment: a page (`?limit=`), the whole list streamed, or what changed since. */
export const FieldEquipmentGetAnswer = v.union([pageOf(FieldEquipmentListItemAnswer), deltaList(FieldEquipmentListItemAnswer)]);

/** GET /field-equipment/overdue: the list's rows with how many days each is late. */
export const FieldEquipmentOverdueGetAnswer = v.array(v.strictObject({ ...FieldEquipmentListItemAnswer.entries, days_overdue: num }));
