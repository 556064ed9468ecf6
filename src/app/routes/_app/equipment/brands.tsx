import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { CatalogPage } from '@app/features/equipment/components/catalog-page';

export const Route = createFileRoute('/_app/equipment/brands')({
  component: () => (
    <RequirePermission permission="view_brands">
      <CatalogPage kind="brands" />
    </RequirePermission>
  ),
});
