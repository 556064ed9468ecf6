import { detailQuery } from '@app/lib/detail-query';
import type { WorkerRow } from './get-workers';

const worker = detailQuery<WorkerRow>(['workers'], '/workers', 'İşçi detayları yüklenirken bir hata oluştu', { staleTime: 0 });
export const getWorker = worker.getDetail;
export const workerQueryOptions = worker.detailOptions;
export const useWorker = worker.useDetail;
