import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { MyRequestsPage } from '@app/features/requests/components/my-requests-page';

export const Route = createFileRoute('/_app/requests/')({
  component: () => (
    <RequirePermission permission="create_request">
      <MyRequestsPage />
    </RequirePermission>
  ),
});
