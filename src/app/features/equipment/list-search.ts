// The equipment list's address: `/equipment?ara=matkap&durum=arizali&marka=<id>&kategori=<id>&depo=<id>&sayfa=2`.
import { choiceParam, idParam, pageParam, textParam } from '@app/lib/list-search';
import type { EquipmentFilters } from './filter-equipment';

export const EQUIPMENT_LIST_SEARCH = {
  query: textParam(),
  status: choiceParam<string>('durum', { musait: 'available', sahada: 'in_field', arizali: 'broken', hurda: 'scrapped' }, 'all'),
  brandId: idParam('marka'),
  categoryId: idParam('kategori'),
  warehouseId: idParam('depo'),
  page: pageParam(),
};

export type EquipmentListSearch = EquipmentFilters & { page: number };
