import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { ImportPage } from '@app/features/import/components/import-page';

export const Route = createFileRoute('/_app/workers/import')({
  component: () => (
    <RequirePermission permission="create_worker">
      <ImportPage kind="workers" />
    </RequirePermission>
  ),
});
