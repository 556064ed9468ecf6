// Single sign-on on the sign-in page (docs/integration.md): the company's buttons (each a link to
// the server, which sends the browser on to the provider), the way back (`#sso=<one-time code>`,
// traded for the app's usual session) and the reason when it came back without one
// (`?sso_error=<reason>`). The one-time code and the reason are taken out of the address at once.
import { SSO_ERRORS, isSsoErrorReason, type SsoButton } from '@shared/sso';
import { sendSignIn } from './sign-in';

/** A link drawn as the app's secondary button. */
const BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
/** The button a refused password points to. */
const POINTED = ['ring-2', 'ring-amber-400'];

/** What the address brought back from a provider, removed from it: the code or the reason's message. */
function takeReturn(): { code?: string; error?: string } {
  const hash = new URLSearchParams(location.hash.slice(1));
  const search = new URLSearchParams(location.search);
  const code = hash.get('sso') ?? undefined;
  const reason = search.get('sso_error');
  if (!code && reason === null) return {};
  search.delete('sso_error');
  const query = search.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  if (code) return { code };
  return { error: isSsoErrorReason(reason) ? SSO_ERRORS[reason] : SSO_ERRORS.failed };
}

/**
 * Back from a provider: with a code, the session is made and true returned (the caller loads the
 * app); with a reason, its message is shown in `notice`.
 */
export async function finishSingleSignOn(notice: HTMLElement): Promise<boolean> {
  const back = takeReturn();
  if (back.code) {
    const outcome = await sendSignIn('/api/auth/sso/exchange', { code: back.code }, { attempts: 0, lockoutEnd: null });
    if (outcome.kind === 'signed_in') return true;
    back.error = outcome.text;
  }
  if (back.error) {
    notice.textContent = back.error;
    notice.hidden = false;
  }
  return false;
}

/** The buttons last shown on this device: drawn at once next time, so the card does not grow under a finger. */
const KEPT_KEY = 'sso-buttons';

function buttonsOf(value: unknown): SsoButton[] {
  return Array.isArray(value)
    ? value.filter((b: unknown): b is SsoButton => {
        const button = b as Partial<SsoButton> | null;
        return typeof button?.id === 'string' && typeof button.label === 'string';
      })
    : [];
}

function keptButtons(): SsoButton[] {
  try {
    return buttonsOf(JSON.parse(localStorage.getItem(KEPT_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

function draw(box: HTMLElement, list: HTMLElement, buttons: readonly SsoButton[], target: string): void {
  const redirect = target === '/' ? '' : `?${new URLSearchParams({ redirect: target }).toString()}`;
  list.replaceChildren(
    ...buttons.map((button) => {
      const link = document.createElement('a');
      link.href = `/api/auth/sso/${encodeURIComponent(button.id)}/start${redirect}`;
      link.className = BUTTON;
      link.dataset.sso = button.id;
      link.textContent = button.label;
      return link;
    }),
  );
  box.hidden = buttons.length === 0;
}

/** The company's buttons: those kept from the last visit at once, then the server's list. */
export async function showSsoButtons(box: HTMLElement, list: HTMLElement, target: string): Promise<void> {
  draw(box, list, keptButtons(), target);
  let buttons: SsoButton[];
  try {
    const res = await fetch('/api/auth/sso/providers', { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    buttons = buttonsOf(await res.json());
  } catch {
    return; // offline: the kept buttons stay (the provider will say whether it can be reached)
  }
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(buttons));
  } catch {
    /* storage full or unavailable: drawn from the server each time */
  }
  const shown = [...list.querySelectorAll<HTMLAnchorElement>('a[data-sso]')].map((a) => ({ id: a.dataset.sso, label: a.textContent }));
  if (JSON.stringify(shown) !== JSON.stringify(buttons)) draw(box, list, buttons, target);
}

/** A password refused for an SSO-only domain: the provider's button is pointed at and focused. */
export function pointToSsoButton(list: HTMLElement, id: string): void {
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[data-sso]')) link.classList.remove(...POINTED);
  const link = [...list.querySelectorAll<HTMLAnchorElement>('a[data-sso]')].find((a) => a.dataset.sso === id);
  if (!link) return;
  link.classList.add(...POINTED);
  link.focus();
}
