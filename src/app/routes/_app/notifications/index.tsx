import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@app/features/notifications/components/notifications-page';

// Every signed-in user has a bell; the list is theirs alone.
export const Route = createFileRoute('/_app/notifications/')({ component: NotificationsPage });
