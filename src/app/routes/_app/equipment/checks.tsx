import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { ChecksDuePage } from '@app/features/equipment/components/checks-due-page';

export const Route = createFileRoute('/_app/equipment/checks')({
  component: () => (
    <RequirePermission permission="view_equipment">
      <ChecksDuePage />
    </RequirePermission>
  ),
});
