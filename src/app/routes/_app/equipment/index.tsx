import { createFileRoute } from '@tanstack/react-router';
import { EQUIPMENT_PAGE_SIZE } from '@app/features/equipment/api/get-equipment-list';
import { EquipmentPage } from '@app/features/equipment/components/equipment-page';
import { EQUIPMENT_LIST_SEARCH } from '@app/features/equipment/list-search';
import { listSearchValidator } from '@app/lib/list-search';

export const Route = createFileRoute('/_app/equipment/')({
  validateSearch: listSearchValidator(EQUIPMENT_LIST_SEARCH),
  // Not awaited: the mirror is read while the session and the page's code load (the reading code
  // loads with it, off the first screen: every route's loader is part of the app's first script).
  loader: () => void import('@app/lib/reference-data').then((m) => m.prefetchEquipmentFirstPage(EQUIPMENT_PAGE_SIZE)),
  component: EquipmentPage,
});
