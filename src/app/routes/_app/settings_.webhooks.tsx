import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { WebhooksPage } from '@app/features/webhooks/components/webhooks-page';

export const Route = createFileRoute('/_app/settings_/webhooks')({ component: WebhooksRoute });

function WebhooksRoute() {
  return (
    <RequirePermission permission="manage_webhooks">
      <WebhooksPage />
    </RequirePermission>
  );
}
