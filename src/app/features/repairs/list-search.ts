// The fault list's address: `/broken-equipment?ara=hilti&durum=tamirde&sayfa=2`.
import { choiceParam, pageParam, textParam } from '@app/lib/list-search';
import type { BROKEN_FILTER_TO_STATUS } from '@shared/status';

export type BrokenStatusFilter = '' | keyof typeof BROKEN_FILTER_TO_STATUS;

export const BROKEN_LIST_SEARCH = {
  query: textParam(),
  status: choiceParam<BrokenStatusFilter>('durum', { bildirildi: 'reported', tamirde: 'assigned', 'tamir-edildi': 'repaired' }, ''),
  page: pageParam(),
};
