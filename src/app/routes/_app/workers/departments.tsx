import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { DepartmentsPage } from '@app/features/workers/components/departments-page';

export const Route = createFileRoute('/_app/workers/departments')({ component: pageBehind('manage_departments', DepartmentsPage) });
