import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { WebhooksPage } from '@app/features/webhooks/components/webhooks-page';

export const Route = createFileRoute('/_app/settings_/webhooks')({ component: pageBehind('manage_webhooks', WebhooksPage) });
