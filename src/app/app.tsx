// App root: error boundary → persisted query cache → session → router, plus the toast host; the
// offline start-up (outbox replay, mirror sync) runs from here while a user is signed in.
// The router context carries the QueryClient (loaders: ensureQueryData) and the session.
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { routeTree } from './route-tree.gen';
import { clearQueryCache, persistOptions, queryClient } from './lib/query-client';
import { SessionProvider, cachedUserId, useSession } from './lib/session';
import { setUnauthorizedHandler } from './lib/api-client';
import { loadSonner } from './lib/toast';
import { afterFirstPaint, markFirstScreenDrawn } from './lib/after-first-paint';
import { AppErrorBoundary, ErrorFallback } from './components/error-fallback';
import { NotFoundPage } from './components/not-found';
import { Spinner } from './components/spinner';
import { UpdatePrompt } from './components/update-prompt';

export const router = createRouter({
  routeTree,
  context: { queryClient, session: undefined! },
  defaultPreload: 'intent',
  // Query data is cached by TanStack Query; the router need not cache loader results itself.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: ({ error, reset }) => <ErrorFallback error={error} reset={reset} />,
  defaultNotFoundComponent: NotFoundPage,
  defaultPendingComponent: () => <Spinner block />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The first route on screen: what the first screen does not need may load now (lib/after-first-paint.ts).
const stopWatchingFirstScreen = router.subscribe('onResolved', () => {
  stopWatchingFirstScreen();
  markFirstScreenDrawn();
});

// Any 401/403 (the api client has already cleared the token) → the sign-in page, without a reload.
setUnauthorizedHandler(() => {
  const { pathname, href } = router.state.location;
  if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
});

/**
 * Toasts per spec 01 §9: 4000 ms, at most 3 visible, 14 px gap. Below the lg breakpoint they start
 * under the 64 px top bar, so they never cover its outbox button or the menu. Width 356 px and the 200 ms close
 * animation are sonner 2.0.8's fixed values (TOAST_WIDTH, TIME_BEFORE_UNMOUNT). Its swipe-to-dismiss
 * threshold is 45 px (SWIPE_THRESHOLD, not configurable) rather than the spec's 20 px.
 */
/** The top bar's height (4rem) plus a gap. */
const TOAST_TOP_OFFSET = 72;

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function AppToaster() {
  // sonner is fetched once the first screen is drawn (or with an earlier toast, lib/toast.ts); its
  // Toaster then shows the toasts asked for before it was there.
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  if (!ready) return null;
  // Portalled outside #root, which turns inert while a modal is open: toasts stay live then.
  return createPortal(
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        richColors
        closeButton
        duration={4000}
        visibleToasts={3}
        gap={14}
        offset={{ top: TOAST_TOP_OFFSET, right: 16 }}
        mobileOffset={{ top: TOAST_TOP_OFFSET, left: 16, right: 16 }}
        dir="ltr"
        containerAriaLabel="Bildirimler"
        toastOptions={{ duration: 4000, closeButtonAriaLabel: 'Bildirimi kapat' }}
      />
    </Suspense>,
    document.body,
  );
}

/**
 * The outbox replay and the mirror sync run while someone is signed in (as long as the shell shows);
 * their code, and the device copy's engine (Dexie) with it, loads once the first screen is drawn.
 */
function useOfflineStart(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = afterFirstPaint(() => {
      void import('./lib/offline/start').then((m) => {
        if (live) stop = m.startOffline();
      });
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [signedIn]);
}

function RoutedApp() {
  const session = useSession();
  useOfflineStart(session.user !== null && !session.loading);
  useEffect(() => {
    void router.invalidate();
  }, [session.user]);
  return <RouterProvider router={router} context={{ queryClient, session }} />;
}

export function App() {
  // The persisted cache belongs to one user: the buster is fixed for this page load.
  const [options] = useState(() => persistOptions(cachedUserId()));
  return (
    <AppErrorBoundary>
      {/* What was restored shows at once, but is refreshed: a reload must never hide a change made
          just before it (the last second of writes may not have been persisted yet). */}
      <PersistQueryClientProvider client={queryClient} persistOptions={options} onSuccess={() => queryClient.invalidateQueries()}>
        <SessionProvider onSignedOut={clearQueryCache}>
          <RoutedApp />
        </SessionProvider>
      </PersistQueryClientProvider>
      <AppToaster />
      {/* Outside the shell, so a waiting release is offered on the sign-in page too. */}
      <UpdatePrompt />
    </AppErrorBoundary>
  );
}
