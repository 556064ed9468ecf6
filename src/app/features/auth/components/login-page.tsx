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
import { Spinner } from '@app/components/spinner';
import { LoginScreen } from './login-screen';
import { readPrerenderedLogin, takeEarlySubmit } from '../prerendered-login';
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

  // Typed (and perhaps sent) in /login's own HTML before the app started: kept, and sent now.
  const [typed] = useState(readPrerenderedLogin);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: valibotResolver(LoginSchema), defaultValues: typed.values });

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

  useEffect(() => {
    if (!loading && !user && takeEarlySubmit(typed)) void handleSubmit(onSubmit)();
  });

  if (loading || user) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }

  const disabled = isSubmitting || locked;

  return (
    <LoginScreen
      notices={
        <>
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
        </>
      }
      email={register('email')}
      password={register('password')}
      errors={{ email: errors.email?.message, password: errors.password?.message }}
      disabled={disabled}
      locked={locked}
      submitting={isSubmitting}
      showPassword={showPassword}
      onTogglePassword={() => setShowPassword((v) => !v)}
      onSubmit={handleSubmit(onSubmit)}
    />
  );
}
