// The signed-in shell (spec 01 §2 "App shell"): a fixed sidebar from the lg breakpoint up; below it
// a top bar whose menu button opens the same sidebar as a slide-over (focus trapped, closes on
// Escape, backdrop click and navigation). The offline banner sits in the flow above the page, so
// it never covers a control. Signing out with work still waiting on the device asks first.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { toast } from '../lib/toast';
import { useSession } from '../lib/session';
import { errorMessage } from '../lib/api-client';
import { useConnection } from '@app/lib/offline/use-outbox';
import { OfflineBanner, OfflineIndicator } from './offline/offline-indicator';
import { NotificationBell } from './notification-bell';
import { offlineDb, watch, type OfflineDatabase } from '../lib/offline/db';
import { GlobalScanHost } from './scanner/global-scan';
import { initials } from '@shared/format';
import { useFocusTrap, usePresence, useScrollLock } from './use-focus-trap';
import { icon, isNavActive, visibleNavEntries } from './nav-entries';
import { OutlineIcon } from './outline-icon';
import { SolidIcon, CLOSE_ICON } from './solid-icon';

function Brand() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-blue-700 text-white">
        <OutlineIcon
          d="M21 7.5l-9-5.25L3 7.5m18 0-9 5.25m9-5.25v9l-9 5.25M3 7.5l9 5.25M3 7.5v9l9 5.25m0-9v9"
          strokeWidth={1.8}
          className="size-5"
        />
      </span>
      <span className="whitespace-nowrap text-lg font-semibold tracking-tight text-slate-900">Depo Takip</span>
    </Link>
  );
}

// Asked only when signing out: loaded then, not with the first screen.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
/** This user's entries (and those of no one) still on the device: read whole, so only when signing out. */
const unsentOf = (userId: string | undefined) => (db: OfflineDatabase) => db.outbox.filter((e) => !e.owner || e.owner === userId).count();

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [asking, setAsking] = useState(false);
  // Kept mounted once asked, so that the question closes with its animation.
  const [asked, setAsked] = useState(false);
  if (asking && !asked) setAsked(true);
  const user = session.user;
  const connection = useConnection();
  const [unsent, setUnsent] = useState(0);
  // Counted while the question is asked (the outbox's entries are read only then).
  useEffect(() => (asking ? watch(unsentOf(user?.id), setUnsent) : undefined), [asking, user?.id]);
  const offline = connection !== 'online';

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
      setAsking(false);
      onNavigate?.();
      await navigate({ to: '/login' });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out'));
    } finally {
      setSigningOut(false);
    }
  };
  // With work waiting, or without a connection (signing in again needs one), ask first.
  const requestSignOut = async () => {
    const waiting = await offlineDb()
      .then(unsentOf(user?.id))
      .catch(() => 0);
    setUnsent(waiting);
    if (waiting > 0 || offline) setAsking(true);
    else void signOut();
  };

  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 shrink-0 items-center justify-between gap-1 border-b border-slate-200 pl-4 pr-2">
        <Brand />
        {/* In the phone's drawer the top bar behind it already has them: no second bell. */}
        {onNavigate ? null : (
          <div className="flex items-center">
            <OfflineIndicator />
            <NotificationBell />
          </div>
        )}
      </div>
      <nav aria-label="Ana menü" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {visibleNavEntries(session).map((entry) => {
            const active = isNavActive(pathname, entry.href);
            return (
              <li key={entry.href}>
                <Link
                  // Area routes are registered by their own files; the sidebar only needs the path.
                  to={entry.href as '/'}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 ${
                    active ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  <span className={active ? 'text-blue-700' : 'text-slate-400'}>{entry.icon}</span>
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {user ? (
        <div className="shrink-0 border-t border-slate-200 p-3">
          <Link
            to={'/settings' as '/'}
            onClick={onNavigate}
            className="flex min-h-11 items-center gap-3 rounded-lg p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
            aria-label={`${user.first_name} ${user.last_name}, ${user.email} — Ayarlar`}
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
            >
              {initials(user.first_name, user.last_name)}
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900">
                {user.first_name} {user.last_name}
              </span>
              <span className="block truncate text-xs text-slate-500">{user.email}</span>
            </span>
          </Link>
          <button
            type="button"
            onClick={() => void requestSignOut()}
            disabled={signingOut}
            className="mt-1 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
          >
            {icon(
              'M15.75 9V5.25A2.25 2.25 0 0 0 13.5 3h-6a2.25 2.25 0 0 0-2.25 2.25v13.5A2.25 2.25 0 0 0 7.5 21h6a2.25 2.25 0 0 0 2.25-2.25V15m3 0 3-3m0 0-3-3m3 3H9',
            )}
            {signingOut ? 'Çıkış yapılıyor...' : 'Çıkış Yap'}
          </button>
          {asked ? (
            <Suspense fallback={null}>
              <ConfirmDialog
                open={asking}
                title="Çıkış Yap"
                message={<SignOutWarning unsent={unsent} offline={offline} />}
                confirmLabel="Yine de Çıkış Yap"
                cancelLabel={unsent > 0 ? 'Bekle' : 'İptal'}
                busy={signingOut}
                busyLabel="Çıkış yapılıyor..."
                onConfirm={() => void signOut()}
                onCancel={() => {
                  setAsking(false);
                  // 'Bekle': what waits is sent now if it can be.
                  if (unsent > 0 && !offline)
                    void import('../lib/offline/outbox').then((m) => m.replayNow({ ignoreBackoff: true })).catch(() => undefined);
                }}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function SignOutWarning({ unsent, offline }: { unsent: number; offline: boolean }) {
  return (
    <span className="flex flex-col gap-2" data-testid="sign-out-warning">
      {unsent > 0 ? (
        <>
          <strong className="text-slate-900">{unsent} kayıt henüz gönderilmedi.</strong>
          <span>
            Bekleyebilirsiniz: kayıtlar {offline ? 'bağlantı gelince' : 'birazdan'} gönderilir. Çıkış yaparsanız kayıtlar bu cihazda sizin
            adınıza saklanır ve yeniden giriş yaptığınızda gönderilir.
          </span>
        </>
      ) : null}
      {offline ? <span>Çevrimdışısınız: yeniden giriş yapmak için bağlantı gerekir.</span> : null}
      {unsent === 0 && !offline ? <span>Bekleyen kayıt kalmadı.</span> : null}
    </span>
  );
}

function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mounted, visible } = usePresence(open, 200);
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, mounted && open, onClose);
  useScrollLock(mounted);
  if (!mounted) return null;
  const transition = visible ? 'duration-300 ease-out' : 'duration-200 ease-in';
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-slate-900/50 transition-opacity motion-reduce:transition-none ${transition} ${visible ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        id="mobile-sidebar"
        role="dialog"
        // Closing (still drawn while it slides out): no longer modal nor focusable, so a scan right
        // after closing reaches the shell's reader whole.
        aria-modal={open ? 'true' : undefined}
        inert={!open}
        aria-label="Menü"
        tabIndex={-1}
        className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col shadow-xl outline-none transition-transform motion-reduce:transition-none ${transition} ${visible ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Menüyü kapat"
          className="absolute right-0 top-2 z-10 inline-flex size-11 translate-x-full items-center justify-center text-white"
        >
          <SolidIcon d={CLOSE_ICON} className="size-6" />
        </button>
        <SidebarContent onNavigate={onClose} />
      </div>
    </div>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Any navigation (links, back button) closes the slide-over.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        İçeriğe geç
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 border-r border-slate-200 lg:block">
        <SidebarContent />
      </aside>
      <MobileSidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-4 lg:hidden">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Menüyü aç"
          aria-expanded={menuOpen}
          aria-controls="mobile-sidebar"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-6">
            <path strokeLinecap="round" d="M3.75 6.75h16.5M3.75 12h16.5M3.75 17.25h16.5" />
          </svg>
        </button>
        <div className="min-w-0 flex-1">
          <Brand />
        </div>
        <OfflineIndicator />
        <NotificationBell />
      </header>
      <GlobalScanHost />
      <main id="main" tabIndex={-1} className="outline-none lg:pl-72">
        <OfflineBanner />
        <div className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6 sm:py-6 lg:px-8 lg:py-8">{children}</div>
      </main>
    </div>
  );
}
