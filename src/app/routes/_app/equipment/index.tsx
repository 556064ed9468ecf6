import { createFileRoute } from '@tanstack/react-router';
import { prefetchEquipmentFirstPage } from '@app/lib/reference-data';
import { EQUIPMENT_PAGE_SIZE } from '@app/features/equipment/api/get-equipment-list';
import { EquipmentPage } from '@app/features/equipment/components/equipment-page';

export const Route = createFileRoute('/_app/equipment/')({
  // Not awaited: the mirror is read while the session and the page's code load.
  loader: () => prefetchEquipmentFirstPage(EQUIPMENT_PAGE_SIZE),
  component: EquipmentPage,
});
