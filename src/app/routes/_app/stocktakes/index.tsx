import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { StocktakesPage } from '@app/features/stocktake/components/stocktakes-page';

export const Route = createFileRoute('/_app/stocktakes/')({ component: StocktakesRoute });

function StocktakesRoute() {
  return (
    <RequirePermission permission="manage_stocktake">
      <StocktakesPage />
    </RequirePermission>
  );
}
