// Sign-in screen (spec 01 §2/§5/§8): e-mail + password, show/hide toggle, progress label while
// submitting, failed-attempt and lockout notices. Fields and button are disabled while submitting
// and while the attempt count is 5 or more, until the lock ends (then a toast says so).
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { LoginSchema, type LoginInput } from '@shared/schemas/auth';
import { ApiError, errorMessage, isNetworkError } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { readSessionEnd } from '@app/lib/session-store';
import { TextField } from '@app/components/text-field';
import { Button } from '@app/components/button';
import { Spinner } from '@app/components/spinner';
import { LOCK_MS, MAX_ATTEMPTS, MESSAGES, minutesLeft, readLockout, writeLockout, type LockoutState } from '../login-lockout';

type Notice = { kind: 'failed'; text: string } | null;

/**
 * How many outbox entries of `owner` wait on this device. The device database (Dexie) is loaded
 * after the form has painted: the sign-in page never waits for it.
 */
function useWaitingEntries(owner: string | null | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!owner) return;
    let current = true;
    import('@app/lib/offline/db')
      .then(({ offlineDb }) => offlineDb().outbox.toArray())
      .then((entries) => current && setCount(entries.filter((e) => e.owner === owner).length))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [owner]);
  return count;
}

export function LoginPage({ redirectTo }: { redirectTo: string }) {
  const { user, loading, signIn } = useSession();
  const router = useRouter();
  const [lockout, setLockoutState] = useState<LockoutState>(readLockout);
  const [notice, setNotice] = useState<Notice>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  // Why the last session ended, and what its user left waiting on this device.
  const [ended] = useState(readSessionEnd);
  const waitingForLastUser = useWaitingEntries(ended?.userId);

  const setLockout = useCallback((next: LockoutState) => {
    writeLockout(next);
    setLockoutState(next);
  }, []);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: valibotResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  // Signed in (already, or just now): leave for the page the user wanted.
  useEffect(() => {
    if (!loading && user) router.history.replace(redirectTo);
  }, [loading, user, redirectTo, router]);

  const locked = lockout.attempts >= MAX_ATTEMPTS;

  // A lock without a known end (older state) gets the announced 15 minutes.
  useEffect(() => {
    if (locked && lockout.lockoutEnd === null) setLockout({ attempts: lockout.attempts, lockoutEnd: Date.now() + LOCK_MS });
  }, [locked, lockout, setLockout]);

  // While locked: refresh the minutes shown, and lift the lock when its time is up.
  useEffect(() => {
    if (!locked || lockout.lockoutEnd === null) return;
    const end = lockout.lockoutEnd;
    const unlock = () => {
      setLockout({ attempts: 0, lockoutEnd: null });
      setNotice(null);
      toast.success(MESSAGES.unlocked);
    };
    if (end <= Date.now()) {
      unlock();
      return;
    }
    const tick = setInterval(() => setNow(Date.now()), 10_000);
    const timer = setTimeout(unlock, end - Date.now());
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [locked, lockout.lockoutEnd, setLockout]);

  const onSubmit = async (values: LoginInput) => {
    setNotice(null);
    try {
      await signIn(values.email, values.password);
      setLockout({ attempts: 0, lockoutEnd: null });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        const body = error.body as { remaining_attempts?: unknown } | null;
        const remaining =
          typeof body?.remaining_attempts === 'number' ? body.remaining_attempts : Math.max(0, MAX_ATTEMPTS - (lockout.attempts + 1));
        const attempts = MAX_ATTEMPTS - remaining;
        if (attempts >= MAX_ATTEMPTS) {
          setLockout({ attempts, lockoutEnd: Date.now() + LOCK_MS });
          toast.error(MESSAGES.exhausted);
          return;
        }
        setLockout({ attempts, lockoutEnd: null });
        const text = error.message || MESSAGES.failed(remaining);
        setNotice({ kind: 'failed', text });
        toast.error(text);
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        const body = error.body as { locked_until?: unknown } | null;
        const until = typeof body?.locked_until === 'string' ? Date.parse(body.locked_until) : Number.NaN;
        setLockout({ attempts: Math.max(MAX_ATTEMPTS, lockout.attempts), lockoutEnd: Number.isFinite(until) ? until : Date.now() + LOCK_MS });
        setNow(Date.now());
        toast.error(error.message || MESSAGES.exhausted);
        return;
      }
      toast.error(isNetworkError(error) ? (error as ApiError).message : errorMessage(error, MESSAGES.signInFailed));
    }
  };

  if (loading || user) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }

  const disabled = isSubmitting || locked;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-slate-50 to-slate-100">
      <main className="flex flex-1 items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-md">
          <div className="mb-8 flex flex-col items-center text-center">
            <span aria-hidden="true" className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-blue-700 text-white shadow-sm">
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-8">
                <path strokeLinecap="round" strokeLinejoin="round" d="M21 7.5l-9-5.25L3 7.5m18 0-9 5.25m9-5.25v9l-9 5.25M3 7.5l9 5.25M3 7.5v9l9 5.25m0-9v9" />
              </svg>
            </span>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Depo Takip</h1>
            <p className="mt-1 text-sm text-slate-600">Devam etmek için hesabınıza giriş yapın.</p>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {ended?.reason === 'expired' || waitingForLastUser > 0 ? (
              <div role="status" data-testid="session-ended" className="mb-5 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
                {ended?.reason === 'expired' ? <p className="font-medium">Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.</p> : null}
                {waitingForLastUser > 0 ? (
                  <p className={ended?.reason === 'expired' ? 'mt-1' : ''}>
                    {ended?.name ? `${ended.name} adına ` : ''}
                    {waitingForLastUser} kayıt bu cihazda gönderilmeyi bekliyor; giriş yapınca gönderilecek.
                  </p>
                ) : null}
              </div>
            ) : null}
            {locked ? (
              <div role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                <p className="font-medium">{MESSAGES.exhausted}</p>
                {lockout.lockoutEnd !== null ? <p className="mt-1">{MESSAGES.locked(minutesLeft(lockout.lockoutEnd, now))}</p> : null}
              </div>
            ) : notice ? (
              <div role="alert" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
                {notice.text}
              </div>
            ) : null}

            <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
              <TextField
                label="E-posta"
                type="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="ornek@firma.com"
                disabled={disabled}
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Şifre"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                disabled={disabled}
                error={errors.password?.message}
                {...register('password')}
                suffix={
                  <button
                    type="button"
                    onClick={() => setShowPassword((v) => !v)}
                    aria-pressed={showPassword}
                    aria-label="Şifreyi göster"
                    title={showPassword ? 'Şifreyi gizle' : 'Şifreyi göster'}
                    disabled={disabled}
                    className="inline-flex size-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
                  >
                    {showPassword ? (
                      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" className="size-5">
                        <path strokeLinecap="round" strokeLinejoin="round" d="M3.98 8.22A10.48 10.48 0 0 0 1.93 12C3.23 16.34 7.24 19.5 12 19.5c.99 0 1.95-.14 2.86-.4M6.23 6.23A10.45 10.45 0 0 1 12 4.5c4.76 0 8.77 3.16 10.07 7.5a10.52 10.52 0 0 1-4.29 5.77M6.23 6.23 3 3m3.23 3.23 3.65 3.65m7.89 7.89L21 21m-3.23-3.23-3.65-3.65m0 0a3 3 0 1 0-4.24-4.24m4.24 4.24L9.88 9.88" />
                      </svg>
                    ) : (
                      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" className="size-5">
                        <path strokeLinecap="round" strokeLinejoin="round" d="M2.04 12.32a1.01 1.01 0 0 1 0-.64C3.42 7.51 7.36 4.5 12 4.5c4.64 0 8.57 3.01 9.96 7.18.07.2.07.43 0 .64C20.58 16.49 16.64 19.5 12 19.5c-4.64 0-8.57-3.01-9.96-7.18Z" />
                        <path strokeLinecap="round" strokeLinejoin="round" d="M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
                      </svg>
                    )}
                  </button>
                }
              />
              <Button type="submit" className="w-full" disabled={locked} busy={isSubmitting} busyLabel="Giriş yapılıyor...">
                Giriş Yap
              </Button>
            </form>
          </div>
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-500">© 2025 Depo Takip. Tüm hakları saklıdır.</footer>
    </div>
  );
}
