import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { ImportPage } from '@app/features/import/components/import-page';

export const Route = createFileRoute('/_app/stock/import')({
  component: () => (
    <RequirePermission permission="manage_stock_items">
      <ImportPage kind="stock" />
    </RequirePermission>
  ),
});
