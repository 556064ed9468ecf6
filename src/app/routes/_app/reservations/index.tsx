import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { TodayPage } from '@app/features/reservations/components/today-page';

export const Route = createFileRoute('/_app/reservations/')({ component: pageBehind('view_reservations', TodayPage) });
