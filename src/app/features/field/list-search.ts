// The field list's address: `/field-equipment?ara=kırıcı&durum=gecikmis&depo=<id>&sayfa=2`
// (`durum=gecikmis` is the dashboard's 'Tümünü Gör'). A national id or a phone typed in the search
// stays on the page: never in the browser's history or a server log.
import { choiceParam, idParam, pageParam, textParam, withoutPersonalNumbers } from '@app/lib/list-search';

export type FieldStatusFilter = '' | 'active' | 'returned' | 'overdue';

/** The list answers its title: what is in the field now. Returned hand-overs only when picked ('İade Edildi', 'Tüm Durumlar'). */
export const DEFAULT_FIELD_STATUS: FieldStatusFilter = 'active';

export const FIELD_LIST_SEARCH = {
  query: textParam('ara', { keep: withoutPersonalNumbers }),
  status: choiceParam<FieldStatusFilter>(
    'durum',
    { tumu: '', sahada: 'active', 'iade-edildi': 'returned', gecikmis: 'overdue' },
    DEFAULT_FIELD_STATUS,
  ),
  warehouseId: idParam('depo'),
  page: pageParam(),
};
