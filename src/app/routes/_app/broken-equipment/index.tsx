import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { BrokenEquipmentPage, type BrokenTab } from '@app/features/repairs/components/broken-equipment-page';
import { isUuid } from '@shared/uuid';

interface BrokenSearch {
  tab?: BrokenTab;
  /** Opens 'Arıza Bildir' with this item filled in (the scan's action sheet). */
  bildir?: string;
}

export const Route = createFileRoute('/_app/broken-equipment/')({
  // The list is the initial tab unless another one is passed in (`?tab=repairers`).
  validateSearch: (search: Record<string, unknown>): BrokenSearch => ({
    ...(search.tab === 'repairers' ? { tab: 'repairers' as const } : {}),
    ...(typeof search.bildir === 'string' && isUuid(search.bildir) ? { bildir: search.bildir } : {}),
  }),
  component: BrokenEquipmentRoute,
});

function BrokenEquipmentRoute() {
  const { tab, bildir } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequirePermission permission="view_malfunctions">
      <BrokenEquipmentPage
        tab={tab ?? 'list'}
        reportItemId={bildir}
        onTabChange={(next) => void navigate({ search: next === 'repairers' ? { tab: 'repairers' } : {}, replace: true })}
      />
    </RequirePermission>
  );
}
