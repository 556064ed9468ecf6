import { createFileRoute } from '@tanstack/react-router';
import { RolesTab } from '../../../features/users/components/roles-tab';

export const Route = createFileRoute('/_app/users/roles')({ component: RolesTab });
