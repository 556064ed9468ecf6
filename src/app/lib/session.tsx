// The session state machine of spec 01 §4: loading starts true; with a stored token the current user
// is fetched (GET /auth/me), otherwise loading ends with no user. Sign-in (the sign-in page) stores the
// token, the user and the permissions; the app page it opens sets that user at once and fetches
// /auth/me beside the first screen (session-store.ts justSignedIn). Sign-out calls the server, then forgets them. A 401/403 anywhere clears the store
// (api-client), and the subscription below turns that into "signed out" here too.
// Only a 401/403 ends a session (DESIGN.md §4): when /auth/me gets no answer, times out, is aborted
// or answers 5xx, the token stays, the last known user is used, and the check is repeated when the
// server answers again (`degraded` meanwhile).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, api, endsSession } from './api-client';
import { onServerReachable } from './connectivity';
import {
  clearSession,
  forgetSignedIn,
  getStoredPermissions,
  getToken,
  justSignedIn,
  readCachedUser,
  storePermissions,
  subscribeSession,
  writeCachedUser as storeCachedUser,
  type SessionUser,
} from './session-store';
import { hasAllPermissions, hasAnyPermission, hasPermission } from '@shared/permission-checks';
import type { PermissionName } from '@shared/permissions';

export type { SessionUser };

interface MeResponse extends SessionUser {
  permissions?: string[];
  warehouse_ids?: string[];
}

export interface Session {
  user: SessionUser | null;
  permissions: readonly string[];
  /** Warehouses the user is limited to; empty means all. */
  warehouseIds: readonly string[];
  loading: boolean;
  /** The current user could not be checked with the server (no answer, 5xx): the last known one is used. */
  degraded: boolean;
  can: (name: PermissionName) => boolean;
  canAny: (names: readonly PermissionName[]) => boolean;
  canAll: (names: readonly PermissionName[]) => boolean;
  signOut: () => Promise<void>;
  refreshUser: () => Promise<SessionUser | null>;
}

function writeCachedUser(user: SessionUser | null, warehouseIds: readonly string[] = []): void {
  storeCachedUser(user ? { ...user, warehouse_ids: [...warehouseIds] } : null);
}

/** /auth/me at start gives up sooner than other reads: the last known user is there meanwhile. */
const ME_TIMEOUT_MS = 10_000;
/** While the server does not answer, the current user is checked again this often. */
const RECHECK_MS = 15_000;

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Called whenever the session ends (sign-out, 401/403): the app clears its query cache there. */
  onSignedOut?: () => void;
}

export function SessionProvider({ children, onSignedOut }: SessionProviderProps) {
  // Signed in on the sign-in page a moment ago: its answer (user, permissions) is the server's word,
  // so the shell is drawn at once; /auth/me (the warehouses, or a refusal) follows in the background.
  const [signedIn] = useState(justSignedIn);
  const [user, setUser] = useState<SessionUser | null>(signedIn);
  const [permissions, setPermissions] = useState<readonly string[]>(() => (getToken() ? getStoredPermissions() : []));
  const [warehouseIds, setWarehouseIds] = useState<readonly string[]>([]);
  const [loading, setLoading] = useState(!signedIn);
  const [degraded, setDegraded] = useState(false);
  const onSignedOutRef = useRef(onSignedOut);
  onSignedOutRef.current = onSignedOut;

  const reset = useCallback(() => {
    setUser(null);
    setPermissions([]);
    setWarehouseIds([]);
    writeCachedUser(null);
    onSignedOutRef.current?.();
  }, []);

  const applyMe = useCallback((me: MeResponse) => {
    const { permissions: perms, warehouse_ids: whs, ...rest } = me;
    setUser(rest);
    if (perms) {
      setPermissions(perms);
      storePermissions(perms);
    }
    setWarehouseIds(whs ?? []);
    writeCachedUser(rest, whs ?? []);
    return rest;
  }, []);

  const refreshUser = useCallback(async (): Promise<SessionUser | null> => {
    const token = getToken();
    if (!token) {
      setUser(null);
      return null;
    }
    try {
      const answer = await api.get<MeResponse>('/auth/me', { timeoutMs: ME_TIMEOUT_MS });
      // Signed out (or in as someone else) while it was on its way: the answer is of a session that ended.
      if (getToken() !== token) return null;
      const me = applyMe(answer);
      setDegraded(false);
      return me;
    } catch (error) {
      if (endsSession(error) || !getToken()) {
        // The api client has already forgotten the token (and recorded why).
        reset();
        return null;
      }
      // No answer, a timeout, an aborted request, a 5xx: the session stays, with what we knew.
      setDegraded(true);
      const cached = readCachedUser();
      if (cached) {
        const { warehouse_ids, ...rest } = cached;
        setUser(rest);
        setWarehouseIds(warehouse_ids ?? []);
        return rest;
      }
      return null;
    }
  }, [applyMe, reset]);

  // Start: fetch the current user when a token exists.
  useEffect(() => {
    let cancelled = false;
    if (!getToken()) {
      setLoading(false);
      return;
    }
    if (signedIn) forgetSignedIn();
    void refreshUser().finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [refreshUser, signedIn]);

  // Degraded: check again when the server answers again, on `online`, and every few seconds.
  useEffect(() => {
    if (!degraded) return;
    const again = () => void refreshUser();
    const stop = onServerReachable(again);
    window.addEventListener('online', again);
    const timer = window.setInterval(again, RECHECK_MS);
    return () => {
      stop();
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [degraded, refreshUser]);

  // Token removed anywhere (a 401/403 in api-client, another tab signing out) → signed out here.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getToken()) reset();
      }),
    [reset],
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'token') {
        if (!getToken()) reset();
        else void refreshUser();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reset, refreshUser]);

  const signOut = useCallback(async () => {
    try {
      if (getToken()) await api.post('/auth/logout', undefined, { skipAuthRedirect: true });
    } catch (error) {
      // A server fault keeps the session so the user can retry; without network (or with an already
      // expired session) the token is simply forgotten on this device. Queued work stays, bound to
      // its owner, and is sent when they sign in again.
      if (error instanceof ApiError && error.status !== 0 && error.status !== 401 && error.status !== 403) throw error;
    }
    clearSession('signed_out');
    reset();
  }, [reset]);

  const value = useMemo<Session>(
    () => ({
      user,
      permissions,
      warehouseIds,
      loading,
      degraded,
      can: (name) => hasPermission(permissions, name),
      canAny: (names) => hasAnyPermission(permissions, names),
      canAll: (names) => hasAllPermissions(permissions, names),
      signOut,
      refreshUser,
    }),
    [user, permissions, warehouseIds, loading, degraded, signOut, refreshUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** Id of the user the persisted data belongs to (known before /auth/me answers). */
export function cachedUserId(): string | null {
  return getToken() ? (readCachedUser()?.id ?? null) : null;
}

/** Full name of the signed-in user as last known (recorded with the work they queue). */
export function cachedUserName(): string | null {
  const user = getToken() ? readCachedUser() : null;
  return user ? `${user.first_name} ${user.last_name}`.trim() : null;
}
