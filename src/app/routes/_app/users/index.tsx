import { createFileRoute } from '@tanstack/react-router';
import { UsersTab } from '@app/features/users/components/users-tab';

export const Route = createFileRoute('/_app/users/')({ component: UsersTab });
