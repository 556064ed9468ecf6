import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '../../../components/require-permission';
import { DepartmentsPage } from '../../../features/workers/components/departments-page';

export const Route = createFileRoute('/_app/workers/departments')({
  component: () => (
    <RequirePermission permission="manage_departments">
      <DepartmentsPage />
    </RequirePermission>
  ),
});
