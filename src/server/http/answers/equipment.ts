import { FieldEquipmentListItemAnswer } from './shared-api-types';
import { pageOf } from './common';

export const EquipmentByIdFieldHistoryGetAnswer = pageOf(FieldEquipmentListItemAnswer);
