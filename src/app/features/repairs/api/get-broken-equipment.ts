import { detailQuery } from '@app/lib/detail-query';
import { BROKEN_KEY } from './get-broken-equipment-list';
import type { BrokenDetail } from './types';

// The detail may carry a 20 MB invoice: never persisted (see query-client), kept briefly.
const broken = detailQuery<BrokenDetail>(BROKEN_KEY, '/broken-equipment', 'Arıza detayları yüklenirken bir hata oluştu.', {
  gcTime: 60_000,
});
export const getBrokenEquipment = broken.getDetail;
export const brokenEquipmentQueryOptions = broken.detailOptions;
export const useBrokenEquipment = broken.useDetail;
