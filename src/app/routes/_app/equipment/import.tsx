import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { ImportPage } from '../../../features/import/components/import-page';

export const Route = createFileRoute('/_app/equipment/import')({
  component: () => (
    <RequirePermission permission="create_equipment">
      <ImportPage kind="equipment" />
    </RequirePermission>
  ),
});
