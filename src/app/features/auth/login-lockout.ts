// Client side of sign-in throttling (spec 01 §3/§9): the failed-attempt count and the lockout end
// live in localStorage, so a reload keeps the form disabled. The server does the real counting
// (5 failures → 15 minutes, answered 429 with `locked_until`); this mirrors its answers. The spec's
// own client constants (999 attempts, 0 ms lock) would switch the lock off, so the server's
// `locked_until` decides how long the form stays disabled.

export const ATTEMPTS_KEY = 'loginAttempts';
export const LOCKOUT_END_KEY = 'lockoutEndTime';
/** Inputs are disabled at this many failed attempts (spec 01 §2). */
export const MAX_ATTEMPTS = 5;
/** The lock the messages announce, used when the server did not say when it ends. */
export const LOCK_MS = 15 * 60 * 1000;

export const MESSAGES = {
  failed: (remaining: number) => `Giriş başarısız. Kalan deneme hakkı: ${remaining}`,
  exhausted: 'Çok fazla başarısız deneme. Hesabınız 15 dakika süreyle kilitlendi.',
  locked: (minutes: number) => `Hesabınız kilitli. ${minutes} dakika sonra tekrar deneyin.`,
  unlocked: 'Hesap kilidi kaldırıldı. Tekrar giriş yapabilirsiniz.',
  signInFailed: 'Failed to sign in',
} as const;

export interface LockoutState {
  attempts: number;
  /** Epoch ms when the lock ends, or null. */
  lockoutEnd: number | null;
}

export function readLockout(): LockoutState {
  try {
    const attempts = Number.parseInt(localStorage.getItem(ATTEMPTS_KEY) ?? '0', 10);
    const end = Number.parseInt(localStorage.getItem(LOCKOUT_END_KEY) ?? '', 10);
    return { attempts: Number.isFinite(attempts) && attempts > 0 ? attempts : 0, lockoutEnd: Number.isFinite(end) ? end : null };
  } catch {
    return { attempts: 0, lockoutEnd: null };
  }
}

export function writeLockout(state: LockoutState): void {
  try {
    if (state.attempts > 0) localStorage.setItem(ATTEMPTS_KEY, String(state.attempts));
    else localStorage.removeItem(ATTEMPTS_KEY);
    if (state.lockoutEnd !== null) localStorage.setItem(LOCKOUT_END_KEY, String(state.lockoutEnd));
    else localStorage.removeItem(LOCKOUT_END_KEY);
  } catch {
    /* storage unavailable: the server still enforces the lock */
  }
}

export function minutesLeft(lockoutEnd: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((lockoutEnd - now) / 60_000));
}
