// The sign-in screen's markup, without state: the sign-in page renders it with its form state, and
// the build renders it once more into /login's HTML (login-html.ts), so the form paints before any
// script has run and the page does not move when the app takes over.
import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { TextField } from '@app/components/text-field';
import { Button } from '@app/components/button';

export type LoginInputBinding = InputHTMLAttributes<HTMLInputElement> & { name: string; ref?: Ref<HTMLInputElement> };

export interface LoginScreenProps {
  /** Notices above the form: the ended session, the lock, the failed attempt. */
  notices?: ReactNode;
  email: LoginInputBinding;
  password: LoginInputBinding;
  errors?: { email?: string; password?: string };
  /** Fields and the show/hide button are disabled (submitting, locked). */
  disabled?: boolean;
  locked?: boolean;
  submitting?: boolean;
  showPassword?: boolean;
  onTogglePassword?: () => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

export function LoginScreen({
  notices,
  email,
  password,
  errors = {},
  disabled = false,
  locked = false,
  submitting = false,
  showPassword = false,
  onTogglePassword,
  onSubmit,
}: LoginScreenProps) {
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
            {notices}
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
              <TextField
                label="E-posta"
                type="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="ornek@firma.com"
                disabled={disabled}
                error={errors.email}
                {...email}
              />
              <TextField
                label="Şifre"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                disabled={disabled}
                error={errors.password}
                {...password}
                suffix={
                  <button
                    type="button"
                    onClick={onTogglePassword}
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
              <Button type="submit" className="w-full" disabled={locked} busy={submitting} busyLabel="Giriş yapılıyor...">
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
