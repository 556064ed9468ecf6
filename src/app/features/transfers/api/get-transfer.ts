import { detailQuery } from '@app/lib/detail-query';
import { TRANSFERS_KEY } from './get-transfers';
import type { TransferDetail } from './types';

const transfer = detailQuery<TransferDetail>(TRANSFERS_KEY, '/transfers', 'Transfer detayları yüklenirken bir hata oluştu.');
export const getTransfer = transfer.getDetail;
export const transferQueryOptions = transfer.detailOptions;
export const useTransfer = transfer.useDetail;
