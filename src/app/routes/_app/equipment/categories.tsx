import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { CatalogPage } from '@app/features/equipment/components/catalog-page';

export const Route = createFileRoute('/_app/equipment/categories')({
  component: () => (
    <RequirePermission permission="view_categories">
      <CatalogPage kind="categories" />
    </RequirePermission>
  ),
});
