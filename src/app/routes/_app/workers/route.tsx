import { createFileRoute, Outlet } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';

export const Route = createFileRoute('/_app/workers')({ component: pageBehind('view_workers', Outlet) });
