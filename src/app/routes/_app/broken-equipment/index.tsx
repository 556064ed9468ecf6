import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { BrokenEquipmentPage, type BrokenTab } from '@app/features/repairs/components/broken-equipment-page';

interface BrokenSearch {
  tab?: BrokenTab;
}

export const Route = createFileRoute('/_app/broken-equipment/')({
  // The list is the initial tab unless another one is passed in (`?tab=repairers`).
  validateSearch: (search: Record<string, unknown>): BrokenSearch => (search.tab === 'repairers' ? { tab: 'repairers' } : {}),
  component: BrokenEquipmentRoute,
});

function BrokenEquipmentRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequirePermission permission="view_malfunctions">
      <BrokenEquipmentPage
        tab={tab ?? 'list'}
        onTabChange={(next) => void navigate({ search: next === 'repairers' ? { tab: 'repairers' } : {}, replace: true })}
      />
    </RequirePermission>
  );
}
