// The session state machine of spec 01 §4: loading starts true; with a stored token the current user
// is fetched (GET /auth/me), otherwise loading ends with no user. Sign-in stores the token and the
// permissions; sign-out calls the server, then forgets both. A 401/403 anywhere clears the store
// (api-client), and the subscription below turns that into "signed out" here too.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, api, isNetworkError } from './api-client';
import { clearSession, getStoredPermissions, getToken, storePermissions, storeSession, subscribeSession } from './session-store';
import { hasAllPermissions, hasAnyPermission, hasPermission, type PermissionName } from '../../shared/permissions';

export interface SessionUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  tc_no?: string;
  role_id?: string | null;
  role?: { id: string; name: string | null } | null;
  signature?: string | null;
  created_at?: string;
}

interface MeResponse extends SessionUser {
  permissions?: string[];
  warehouse_ids?: string[];
}

export interface LoginResponse {
  token: string;
  expires_at?: string;
  user: SessionUser;
  permissions?: string[];
}

export interface Session {
  user: SessionUser | null;
  permissions: readonly string[];
  /** Warehouses the user is limited to; empty means all. */
  warehouseIds: readonly string[];
  loading: boolean;
  can: (name: PermissionName) => boolean;
  canAny: (names: readonly PermissionName[]) => boolean;
  canAll: (names: readonly PermissionName[]) => boolean;
  signIn: (email: string, password: string) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  refreshUser: () => Promise<SessionUser | null>;
}

/** A copy of the last known user, so a reload without network (PWA) still has a shell to show. */
const USER_KEY = 'session-user';

function readCachedUser(): (SessionUser & { warehouse_ids?: string[] }) | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser & { warehouse_ids?: string[] }) : null;
  } catch {
    return null;
  }
}

function writeCachedUser(user: SessionUser | null, warehouseIds: readonly string[] = []): void {
  try {
    if (!user) localStorage.removeItem(USER_KEY);
    // The signature is a large image: it is fetched fresh, never cached here.
    else localStorage.setItem(USER_KEY, JSON.stringify({ ...user, signature: undefined, warehouse_ids: warehouseIds }));
  } catch {
    /* storage full or unavailable: the cache is only a convenience */
  }
}

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Called whenever the session ends (sign-out, 401/403): the app clears its query cache there. */
  onSignedOut?: () => void;
}

export function SessionProvider({ children, onSignedOut }: SessionProviderProps) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [permissions, setPermissions] = useState<readonly string[]>(() => (getToken() ? getStoredPermissions() : []));
  const [warehouseIds, setWarehouseIds] = useState<readonly string[]>([]);
  const [loading, setLoading] = useState(true);
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
    if (!getToken()) {
      setUser(null);
      return null;
    }
    try {
      return applyMe(await api.get<MeResponse>('/auth/me'));
    } catch (error) {
      if (isNetworkError(error)) {
        // Offline start: keep the token and work with what we knew last time.
        const cached = readCachedUser();
        if (cached) {
          const { warehouse_ids, ...rest } = cached;
          setUser(rest);
          setWarehouseIds(warehouse_ids ?? []);
          return rest;
        }
      }
      clearSession();
      reset();
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
    void refreshUser().finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [refreshUser]);

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

  const signIn = useCallback(async (email: string, password: string) => {
    const res = await api.post<LoginResponse>('/auth/login', { email, password }, { skipAuthRedirect: true });
    storeSession(res.token, res.permissions);
    setUser(res.user);
    if (res.permissions) setPermissions(res.permissions);
    writeCachedUser(res.user);
    // warehouse ids arrive with /auth/me; fetch them without holding up the sign-in.
    void api
      .get<MeResponse>('/auth/me')
      .then(applyMe)
      .catch(() => undefined);
    return res.user;
  }, [applyMe]);

  const signOut = useCallback(async () => {
    try {
      if (getToken()) await api.post('/auth/logout', undefined, { skipAuthRedirect: true });
    } catch (error) {
      // A server fault keeps the session so the user can retry; without network (or with an already
      // expired session) the token is simply forgotten on this device.
      if (error instanceof ApiError && error.status !== 0 && error.status !== 401 && error.status !== 403) throw error;
    }
    clearSession();
    reset();
  }, [reset]);

  const value = useMemo<Session>(
    () => ({
      user,
      permissions,
      warehouseIds,
      loading,
      can: (name) => hasPermission(permissions, name),
      canAny: (names) => hasAnyPermission(permissions, names),
      canAll: (names) => hasAllPermissions(permissions, names),
      signIn,
      signOut,
      refreshUser,
    }),
    [user, permissions, warehouseIds, loading, signIn, signOut, refreshUser],
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
