import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { MyRequestsPage } from '@app/features/requests/components/my-requests-page';

export const Route = createFileRoute('/_app/requests/')({ component: pageBehind('create_request', MyRequestsPage) });
