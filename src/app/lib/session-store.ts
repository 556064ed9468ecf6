// Client-persisted session state (spec 01 §3/§9): the token under `token`, the permission list
// under a fixed key, a copy of the last known user (so a start without network still has a shell)
// and why the last session ended (the sign-in page says so). Components read it through the
// session hook (session.tsx).

export const TOKEN_KEY = 'token';
export const PERMISSIONS_KEY = 'permissions';
/** A copy of the last known user, so a reload without network (PWA) still has a shell to show. */
export const USER_KEY = 'session-user';
/** How the last session ended: written when it ends, removed at the next sign-in. */
export const SESSION_END_KEY = 'session-end';
/** sessionStorage: the sign-in page's answer was stored just now (`<ms> <token>`), for the app page it opens. */
export const SIGNED_IN_KEY = 'signed-in';
/** How long the app page takes the sign-in page's answer for the server's word on the user. */
const SIGNED_IN_FRESH_MS = 60_000;

/** The signed-in user as GET /auth/me and the sign-in answer give it. */
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

/** This device's copy of the user, with the warehouses they may see (read while the server does not answer). */
export interface CachedUser extends SessionUser {
  warehouse_ids?: string[];
}

export interface SessionEnd {
  /** 'expired': the server refused the token (401/403); 'signed_out': the user signed out. */
  reason: 'expired' | 'signed_out';
  userId: string | null;
  name: string | null;
  at: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage full or unavailable: these copies are only a convenience */
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function getStoredPermissions(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(PERMISSIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function readCachedUser(): CachedUser | null {
  try {
    const raw = read(USER_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string' ? (parsed as CachedUser) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: CachedUser | null): void {
  // The signature is a large image: it is fetched fresh, never cached here. That there is none is
  // kept (null), so the forms offline still know to ask for it in place.
  write(USER_KEY, user ? JSON.stringify({ ...user, signature: user.signature ? undefined : null }) : null);
}

export function storeSession(token: string, permissions?: readonly string[]): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (permissions) localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  write(SESSION_END_KEY, null);
  emit();
}

export function storePermissions(permissions: readonly string[]): void {
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  emit();
}

/**
 * Ends the session on this device: forgets the token, the permissions and the user copy, and
 * records who was signed in and why, for the sign-in page. Work waiting in the outbox is kept.
 */
export function clearSession(reason: SessionEnd['reason'] = 'signed_out'): void {
  const user = readCachedUser();
  if (getToken() || user) {
    const end: SessionEnd = {
      reason,
      userId: user?.id ?? null,
      name: user ? `${user.first_name} ${user.last_name}`.trim() : null,
      at: Date.now(),
    };
    write(SESSION_END_KEY, JSON.stringify(end));
  }
  write(TOKEN_KEY, null);
  write(PERMISSIONS_KEY, null);
  write(USER_KEY, null);
  emit();
}

/** The user of the sign-in answer stored by this tab under a minute ago for this very token, else null. */
export function justSignedIn(): SessionUser | null {
  try {
    const [at, token] = (sessionStorage.getItem(SIGNED_IN_KEY) ?? '').split(' ');
    if (!token || token !== getToken() || !(Date.now() - Number(at) < SIGNED_IN_FRESH_MS)) return null;
  } catch {
    return null;
  }
  const user = readCachedUser();
  if (!user) return null;
  const { warehouse_ids: _, ...rest } = user;
  return rest;
}

/** Taken once: a reload asks /auth/me first again. */
export function forgetSignedIn(): void {
  try {
    sessionStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    /* nothing kept */
  }
}

export function readSessionEnd(): SessionEnd | null {
  try {
    const parsed = JSON.parse(read(SESSION_END_KEY) ?? 'null') as SessionEnd | null;
    return parsed && (parsed.reason === 'expired' || parsed.reason === 'signed_out') ? parsed : null;
  } catch {
    return null;
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const l of listeners) l();
}
