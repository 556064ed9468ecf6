import { createFileRoute } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { ApiTokensPage } from '@app/features/settings/components/api-tokens-page';

export const Route = createFileRoute('/_app/settings_/api-tokens')({ component: ApiTokensRoute });

function ApiTokensRoute() {
  return (
    <RequirePermission permission="manage_api_tokens">
      <ApiTokensPage />
    </RequirePermission>
  );
}
