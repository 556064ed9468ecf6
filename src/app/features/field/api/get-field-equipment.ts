import { detailQuery } from '@app/lib/detail-query';
import { FIELD_EQUIPMENT_KEY } from './get-field-equipment-list';
import type { FieldEquipmentDetail } from './types';

// A document: always read fresh on opening (another user may have taken the return), and never
// kept in localStorage (signature images, national ids).
const record = detailQuery<FieldEquipmentDetail>(
  FIELD_EQUIPMENT_KEY,
  '/field-equipment',
  'Sahada ekipman detayları yüklenirken bir hata oluştu.',
  { retry: false, staleTime: 0, persist: false },
);
export const getFieldEquipment = record.getDetail;
export const fieldEquipmentQueryOptions = record.detailOptions;
export const useFieldEquipment = record.useDetail;
