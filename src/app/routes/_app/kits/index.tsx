import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { KitsPage } from '@app/features/kits/components/kits-page';

export const Route = createFileRoute('/_app/kits/')({
  component: KitsRoute,
});

function KitsRoute() {
  return (
    <RequirePermission permission="view_kits">
      <KitsPage />
    </RequirePermission>
  );
}
