import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { NewRequestPage } from '@app/features/requests/components/new-request-page';

export const Route = createFileRoute('/_app/requests/new')({ component: pageBehind('create_request', NewRequestPage) });
