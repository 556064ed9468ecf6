import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { BrokenDetailPage } from '@app/features/repairs/components/broken-detail-page';

export const Route = createFileRoute('/_app/broken-equipment/$id')({
  component: BrokenDetailRoute,
});

function BrokenDetailRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission="view_malfunctions">
      <BrokenDetailPage key={id} id={id} />
    </RequirePermission>
  );
}
