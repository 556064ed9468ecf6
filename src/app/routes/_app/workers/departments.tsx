import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { DepartmentsPage } from '@app/features/workers/components/departments-page';

export const Route = createFileRoute('/_app/workers/departments')({
  component: () => (
    <RequirePermission permission="manage_departments">
      <DepartmentsPage />
    </RequirePermission>
  ),
});
