// Tabs of the equipment area: Ekipmanlar, Markalar (view_brands), Kategoriler (view_categories),
// Kontroller (the due and overdue checks, docs/equipment-care.md).
import { Tabs } from '@app/components/tabs';
import { useSession } from '@app/lib/session';

export function EquipmentTabs() {
  const { can } = useSession();
  return (
    <Tabs
      label="Ekipman sekmeleri"
      tabs={[
        { to: '/equipment', label: 'Ekipmanlar' },
        { to: '/equipment/brands', label: 'Markalar', visible: can('view_brands') },
        { to: '/equipment/categories', label: 'Kategoriler', visible: can('view_categories') },
        { to: '/equipment/checks', label: 'Kontroller' },
      ]}
    />
  );
}
