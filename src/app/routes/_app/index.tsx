import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '@app/features/dashboard/components/dashboard-page';
import { StocktakeDueBlock } from '@app/features/stocktake/components/stocktake-due-block';

export const Route = createFileRoute('/_app/')({ component: DashboardRoute });

// Blocks of other areas are put together here: a feature does not import another feature.
function DashboardRoute() {
  return <Dashboard blocks={<StocktakeDueBlock />} />;
}
