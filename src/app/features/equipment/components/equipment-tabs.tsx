// Tabs of the equipment area: Ekipmanlar, Markalar (view_brands), Kategoriler (view_categories),
// Kontroller (the due and overdue checks, docs/equipment-care.md).
import type { ReactNode } from 'react';
import { PageHeader } from '@app/components/page-header';
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

/**
 * The head of a tab under 'Ekipmanlar' (catalogs, checks): the page title with the tabs, then the
 * tab's own title, its one line, and its action on the right.
 */
export function EquipmentTabHead({ title, description, action }: { title: string; description: ReactNode; action?: ReactNode }) {
  return (
    <>
      <PageHeader title="Ekipmanlar">
        <EquipmentTabs />
      </PageHeader>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {action}
      </div>
    </>
  );
}
