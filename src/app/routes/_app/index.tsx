import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Dashboard } from '@app/features/dashboard/components/dashboard-page';
import { prefetchAfterSignIn } from '@app/features/dashboard/api/get-dashboard-data';
import { getStoredPermissions, justSignedIn } from '@app/lib/session-store';
import { PickCountBlock } from '@app/features/reservations/components/pick-count-block';
import { StocktakeDueBlock } from '@app/features/stocktake/components/stocktake-due-block';

// Drawn after the dashboard's own cards: kept out of the first screen's JS (docs/performance.md "First JS").
const ChecksDueBlock = lazy(() =>
  import('@app/features/equipment/components/checks-due-block').then((m) => ({ default: m.ChecksDueBlock })),
);
// Under the lists, once they are drawn (before, the slot would sit in view above them); it loads the
// charts themselves only when scrolled near (charts-slot.tsx).
const DashboardChartsSlot = lazy(() => import('@app/features/dashboard/components/charts-slot'));

export const Route = createFileRoute('/_app/')({
  loader: ({ context, preload }) => {
    if (!preload && justSignedIn()) prefetchAfterSignIn(context.queryClient, getStoredPermissions());
  },
  component: DashboardRoute,
});

// Blocks of other areas are put together here: a feature does not import another feature.
function DashboardRoute() {
  return (
    <Dashboard
      blocks={
        <>
          <PickCountBlock />
          <Suspense fallback={null}>
            <ChecksDueBlock />
          </Suspense>
          <StocktakeDueBlock />
        </>
      }
      after={
        <Suspense fallback={null}>
          <DashboardChartsSlot />
        </Suspense>
      }
    />
  );
}
