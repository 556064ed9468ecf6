import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { IncomingRequestsPage } from '@app/features/requests/components/incoming-requests-page';

export const Route = createFileRoute('/_app/incoming-requests')({ component: pageBehind('approve_request', IncomingRequestsPage) });
