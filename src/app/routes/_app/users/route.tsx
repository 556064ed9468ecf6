import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { UsersLayout } from '@app/features/users/components/users-layout';

export const Route = createFileRoute('/_app/users')({ component: pageBehind('view_users', UsersLayout) });
