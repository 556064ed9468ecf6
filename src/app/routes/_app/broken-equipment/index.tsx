import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { BrokenEquipmentPage, type BrokenTab } from '@app/features/repairs/components/broken-equipment-page';
import { isUuid } from '@shared/uuid';
import { BROKEN_LIST_SEARCH } from '@app/features/repairs/list-search';
import { listSearchValidator } from '@app/lib/list-search';

/** The list's search, status and page (features/repairs/list-search.ts), and: */
type BrokenSearch = ReturnType<typeof listSearch> & {
  tab?: BrokenTab;
  /** Opens 'Arıza Bildir' with this item filled in (the scan's action sheet). */
  bildir?: string;
};
const listSearch = listSearchValidator(BROKEN_LIST_SEARCH);

export const Route = createFileRoute('/_app/broken-equipment/')({
  // The list is the initial tab unless another one is passed in (`?tab=repairers`).
  validateSearch: (search: Record<string, unknown>): BrokenSearch => ({
    ...listSearch(search),
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
