import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken } from '../lib/session-store';
import { UnauthorizedPage } from '../features/auth/components/unauthorized-page';

// No permission needed, but like every page except /login it needs a signed-in user.
export const Route = createFileRoute('/unauthorized')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: UnauthorizedPage,
});
