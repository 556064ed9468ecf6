import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { ApiTokensPage } from '@app/features/settings/components/api-tokens-page';

export const Route = createFileRoute('/_app/settings_/api-tokens')({ component: pageBehind('manage_api_tokens', ApiTokensPage) });
