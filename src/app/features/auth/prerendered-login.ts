// /login's HTML carries the sign-in form already rendered (login-html.ts). Until the app takes
// over, a person may already type into it; the sign-in page starts from what was typed there.
import type { LoginInput } from '@shared/schemas/auth';

/** Marks the form of the page's HTML, so it is never mistaken for a form the app rendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedLogin {
  values: LoginInput;
  /** The field that had the focus, to be focused again. */
  focused: keyof LoginInput | null;
}

/** What the person typed into the page's own form before the app started (empty when there is none). */
export function readPrerenderedLogin(doc: Document | undefined = globalThis.document): PrerenderedLogin {
  const form = doc?.querySelector<HTMLFormElement>(`form[${PRERENDERED_ATTRIBUTE}]`);
  const input = (name: keyof LoginInput) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const email = input('email');
  const password = input('password');
  const active = doc?.activeElement;
  return {
    values: { email: email?.value ?? '', password: password?.value ?? '' },
    focused: active && active === email ? 'email' : active && active === password ? 'password' : null,
  };
}
