// Pathless layout for every signed-in page: no token → /login (remembering where the user was);
// while the session loads a spinner; then the app shell around the page.
import { useEffect } from 'react';
import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { getToken } from '../lib/session-store';
import { useSession } from '../lib/session';
import { AppShell } from '../components/app-shell';
import { Spinner } from '../components/spinner';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: AppLayout,
});

function AppLayout() {
  const { user, loading } = useSession();
  const router = useRouter();

  // The session ended while a page was open (sign-out in another tab, token rejected): go to
  // /login once per change of the session, never per location change (that would nest redirects).
  useEffect(() => {
    if (loading || user) return;
    const { pathname, href } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  }, [loading, user, router]);

  if (loading || !user) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" showLabel />
      </div>
    );
  }
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
