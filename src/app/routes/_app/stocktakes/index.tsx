import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { StocktakesPage } from '../../../features/stocktake/components/stocktakes-page';

export const Route = createFileRoute('/_app/stocktakes/')({ component: StocktakesRoute });

function StocktakesRoute() {
  return (
    <RequirePermission permission="manage_stocktake">
      <StocktakesPage />
    </RequirePermission>
  );
}
