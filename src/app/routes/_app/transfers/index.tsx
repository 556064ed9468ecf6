import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { TransfersPage } from '@app/features/transfers/components/transfers-page';
import { isUuid } from '@shared/uuid';
import { TRANSFER_LIST_SEARCH } from '@app/features/transfers/list-search';
import { listSearchValidator } from '@app/lib/list-search';

/** The list's search, status, warehouse and page (features/transfers/list-search.ts); `?yeni=1` opens 'Yeni Transfer' (the dashboard), `&ekipman=<id>` with that item filled in, `&set=<id>` with that kit's members (the scan's action sheet). */
type TransfersSearch = ReturnType<typeof listSearch> & { yeni?: 1; ekipman?: string; set?: string };
const listSearch = listSearchValidator(TRANSFER_LIST_SEARCH);

export const Route = createFileRoute('/_app/transfers/')({
  validateSearch: (search: Record<string, unknown>): TransfersSearch => ({
    ...listSearch(search),
    ...(search.yeni === 1 || search.yeni === '1' ? { yeni: 1 as const } : {}),
    ...(typeof search.ekipman === 'string' && isUuid(search.ekipman) ? { ekipman: search.ekipman } : {}),
    ...(typeof search.set === 'string' && isUuid(search.set) ? { set: search.set } : {}),
  }),
  component: TransfersRoute,
});

function TransfersRoute() {
  const { yeni, ekipman } = Route.useSearch();
  return (
    <RequirePermission permission="view_transfers">
      <TransfersPage openNew={yeni === 1} newItemId={ekipman} />
    </RequirePermission>
  );
}
