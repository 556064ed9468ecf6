// Pathless layout for every signed-in page: no token → /login (remembering where the user was);
// while the session loads a spinner; then the app shell around the page. A session ends only when
// the token is gone (a 401/403 or a sign-out), never because the server did not answer.
import { useEffect, useState } from 'react';
import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { getToken } from '../lib/session-store';
import { useSession } from '../lib/session';
import { AppShell } from '../components/app-shell';
import { Spinner } from '../components/spinner';
import { Button } from '../components/button';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: AppLayout,
});

function AppLayout() {
  const { user, loading, degraded, refreshUser } = useSession();
  const router = useRouter();
  const [checking, setChecking] = useState(false);

  // The session ended while a page was open (sign-out in another tab, token rejected): go to
  // /login once per change of the session, never per location change (that would nest redirects).
  useEffect(() => {
    if (loading || user || getToken()) return;
    const { pathname, href } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  }, [loading, user, router]);

  if (!loading && !user && degraded) {
    // Signed in, but the server has not answered yet and this device knows no user to show.
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
        <p className="text-lg font-medium text-slate-900">Sunucuya ulaşılamıyor.</p>
        <p className="max-w-md text-sm text-slate-600">Oturumunuz açık kalır; sunucu yanıt verince devam edebilirsiniz.</p>
        <Button
          variant="secondary"
          busy={checking}
          busyLabel="Deneniyor..."
          onClick={() => {
            setChecking(true);
            void refreshUser().finally(() => setChecking(false));
          }}
        >
          Yeniden Dene
        </Button>
      </div>
    );
  }
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
