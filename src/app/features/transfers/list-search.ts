// The transfers list's address: `/transfers?ara=bodrum&durum=transferde&depo=<id>&sayfa=2`.
import { choiceParam, idParam, pageParam, textParam } from '@app/lib/list-search';

export type TransferStatusFilter = '' | 'in_transit' | 'completed';

export const TRANSFER_LIST_SEARCH = {
  query: textParam(),
  status: choiceParam<TransferStatusFilter>('durum', { transferde: 'in_transit', tamamlandi: 'completed' }, ''),
  warehouseId: idParam('depo'),
  page: pageParam(),
};
