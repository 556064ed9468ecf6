// Client-persisted session state (spec 01 §3/§9): the token under `token`, the permission list
// under a fixed key. Components read it through the session hook (session.tsx).

export const TOKEN_KEY = 'token';
export const PERMISSIONS_KEY = 'permissions';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
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

export function storeSession(token: string, permissions?: readonly string[]): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (permissions) localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  emit();
}

export function storePermissions(permissions: readonly string[]): void {
  localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  emit();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(PERMISSIONS_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const l of listeners) l();
}
