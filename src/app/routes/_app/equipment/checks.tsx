import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { ChecksDuePage } from '@app/features/equipment/components/checks-due-page';

export const Route = createFileRoute('/_app/equipment/checks')({ component: pageBehind('view_equipment', ChecksDuePage) });
