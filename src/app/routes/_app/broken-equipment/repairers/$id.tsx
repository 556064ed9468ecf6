import { Navigate, createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { useSession } from '@app/lib/session';
import { RepairerDetailPage } from '@app/features/repairs/components/repairer-detail-page';

export const Route = createFileRoute('/_app/broken-equipment/repairers/$id')({
  component: RepairerDetailRoute,
});

function RepairerDetailRoute() {
  const { id } = Route.useParams();
  const { can } = useSession();
  // Spec 02: without view_repairer_detail the user is sent to /unauthorized.
  if (!can('view_repairer_detail')) return <Navigate to="/unauthorized" replace />;
  return (
    <RequirePermission permission="view_malfunctions">
      <RepairerDetailPage key={id} id={id} />
    </RequirePermission>
  );
}
