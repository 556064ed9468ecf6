// /login is a page of its own (login.html, served for /login by the server, the service worker and
// the dev server): the app only ever leaves for it with a full page load. The app's own route is
// reached by in-app navigations (a guard, a sign-out, a 401) and goes there.
import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '../components/spinner';
import { safeRedirect } from '../features/auth/safe-redirect';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginRoute,
});

/**
 * The address of the sign-in page. When this very document was loaded for /login, whatever served
 * it (an older service worker) does not know the sign-in page yet: its file is asked for instead.
 */
function signInPageHref(search: string): string {
  const loaded = performance.getEntriesByType('navigation')[0]?.name;
  const servedTheApp = loaded !== undefined && new URL(loaded).pathname === '/login';
  return `${servedTheApp ? '/login.html' : '/login'}${search}`;
}

function LoginRoute() {
  const { redirect } = Route.useSearch();
  useEffect(() => {
    window.location.replace(signInPageHref(redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''));
  }, [redirect]);
  return <Spinner block />;
}
