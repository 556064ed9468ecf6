import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { CatalogPage } from '../../../features/equipment/components/catalog-page';

export const Route = createFileRoute('/_app/equipment/categories')({
  component: () => (
    <RequirePermission permission="view_categories">
      <CatalogPage kind="categories" />
    </RequirePermission>
  ),
});
