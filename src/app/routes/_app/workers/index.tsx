import { createFileRoute } from '@tanstack/react-router';
import { WorkersListPage } from '@app/features/workers/components/workers-list-page';

export const Route = createFileRoute('/_app/workers/')({ component: WorkersListPage });
