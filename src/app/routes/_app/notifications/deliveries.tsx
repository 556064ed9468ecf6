import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { DeliveriesPage } from '@app/features/notifications/components/deliveries-page';

export const Route = createFileRoute('/_app/notifications/deliveries')({ component: pageBehind('manage_notifications', DeliveriesPage) });
