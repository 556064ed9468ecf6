import { detailQuery } from '@app/lib/detail-query';
import { REPAIRERS_KEY } from './get-repairers';
import type { RepairerDetail } from './types';

const repairer = detailQuery<RepairerDetail>(REPAIRERS_KEY, '/repairers', 'Tamirci detayları yüklenirken bir hata oluştu.');
export const getRepairer = repairer.getDetail;
export const repairerQueryOptions = repairer.detailOptions;
export const useRepairer = repairer.useDetail;
