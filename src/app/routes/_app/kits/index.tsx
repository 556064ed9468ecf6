import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { KitsPage } from '@app/features/kits/components/kits-page';

export const Route = createFileRoute('/_app/kits/')({ component: pageBehind('view_kits', KitsPage) });
