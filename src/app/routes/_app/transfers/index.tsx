import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { TransfersPage } from '@app/features/transfers/components/transfers-page';

export const Route = createFileRoute('/_app/transfers/')({
  validateSearch: (search: Record<string, unknown>): { yeni?: 1 } => (search.yeni === 1 || search.yeni === '1' ? { yeni: 1 } : {}),
  component: TransfersRoute,
});

function TransfersRoute() {
  const { yeni } = Route.useSearch();
  return (
    <RequirePermission permission="view_transfers">
      <TransfersPage openNew={yeni === 1} />
    </RequirePermission>
  );
}
