// Pathless layout for every signed-in page: no token → /login (remembering where the user was);
// while the session loads a spinner; then the app shell around the page.
import { Navigate, Outlet, createFileRoute, redirect, useLocation } from '@tanstack/react-router';
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
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" showLabel />
      </div>
    );
  }
  if (!user) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
