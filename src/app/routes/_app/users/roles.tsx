import { createFileRoute } from '@tanstack/react-router';
import { RolesTab } from '@app/features/users/components/roles-tab';

export const Route = createFileRoute('/_app/users/roles')({ component: RolesTab });
