// /login's HTML carries the sign-in form already rendered (login-html.ts). Until the app takes
// over, a person may already type into it; the sign-in page starts from what was typed there.
import type { LoginInput } from '@shared/schemas/auth';

/** Marks the form of the page's HTML, so it is never mistaken for a form the app rendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedLogin {
  values: LoginInput;
  /** The form was sent before the app was there (login-start.ts held it): the app sends it. */
  submitted: boolean;
}

/** What the person typed into the page's own form before the app started (empty when there is none). */
export function readPrerenderedLogin(doc: Document | undefined = globalThis.document): PrerenderedLogin {
  const form = doc?.querySelector<HTMLFormElement>(`form[${PRERENDERED_ATTRIBUTE}]`);
  const value = (name: keyof LoginInput) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  return { values: { email: value('email'), password: value('password') }, submitted: form?.hasAttribute('data-submitted') ?? false };
}

let sent = false;
/** True once per page load, for the first caller, when the page's own form was sent early. */
export function takeEarlySubmit(login: PrerenderedLogin): boolean {
  if (!login.submitted || sent) return false;
  sent = true;
  return true;
}
