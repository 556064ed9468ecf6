// The sign-in page's script (login.html, spec 01 §2/§5/§8): the form as the page's HTML has it,
// without React. It validates with the shared schema, signs in, keeps the failed-attempt count and
// the lock like the app did (login-lockout.ts), says why the last session ended and what its user
// left waiting on this device, and on success loads the app at the page the user wanted. Nothing
// ever replaces the inputs, so nothing typed is lost. After the page has loaded it registers the
// service worker, and once the user is on the form it lets the browser fetch the app's start files
// at idle (fetched, not run).
import * as v from 'valibot';
import { LoginSchema } from '@shared/schemas/auth';
import { getToken, readSessionEnd } from '@app/lib/session-store';
import { LOCK_MS, MAX_ATTEMPTS, MESSAGES, minutesLeft, readLockout, writeLockout, type LockoutState } from '../login-lockout';
import { safeRedirect } from '../safe-redirect';
import { signIn } from './sign-in';
import { finishSingleSignOn, pointToSsoButton, showSsoButtons } from './sso';
import { toast } from './toasts';
import { countWaitingEntries } from './waiting-entries';
import './login.css';

const target = safeRedirect(new URLSearchParams(location.search).get('redirect')) ?? '/';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from login.html`);
  return found as T;
}

const form = element<HTMLFormElement>('login-form');
const email = element<HTMLInputElement>('email');
const password = element<HTMLInputElement>('password');
const toggle = element<HTMLButtonElement>('toggle-password');
const submit = element<HTMLButtonElement>('submit');
const notice = element('notice');
const lockNotice = element('lock-notice');
const lockText = element('lock-text');
const lockMinutes = element('lock-minutes');
const ssoBox = element('sso');
const ssoList = element('sso-buttons');

/** Border of a field without and with an error (the app's controlClasses). */
const FIELD_OK = 'border-slate-300';
const FIELD_ERROR = 'border-red-500';

let lockout: LockoutState = readLockout();
let submitting = false;
/** After the first sign-in attempt, fields are checked again as they change (react-hook-form's default). */
let validated = false;
let lockTimers: number[] = [];

function show(node: HTMLElement, text?: string): void {
  if (text !== undefined) node.textContent = text;
  node.hidden = false;
}

function setFieldError(input: HTMLInputElement, message: string | undefined): void {
  const id = `${input.id}-error`;
  let error = document.getElementById(id);
  input.classList.toggle(FIELD_ERROR, Boolean(message));
  input.classList.toggle(FIELD_OK, !message);
  if (!message) {
    error?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!error) {
    error = document.createElement('p');
    error.id = id;
    error.setAttribute('role', 'alert');
    error.className = 'text-sm text-red-700';
    // Below the box (the password's box holds the show/hide button too).
    (input.parentElement?.classList.contains('relative') ? input.parentElement : input).after(error);
  }
  error.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

/** Checks the fields with the shared schema; shows the messages; the parsed values when valid. */
function validate(): v.InferOutput<typeof LoginSchema> | null {
  const result = v.safeParse(LoginSchema, { email: email.value, password: password.value });
  const issues = result.success ? {} : (v.flatten<typeof LoginSchema>(result.issues).nested ?? {});
  setFieldError(email, issues.email?.[0]);
  setFieldError(password, issues.password?.[0]);
  return result.success ? result.output : null;
}

function render(): void {
  const locked = lockout.attempts >= MAX_ATTEMPTS;
  const disabled = submitting || locked;
  email.disabled = disabled;
  password.disabled = disabled;
  toggle.disabled = disabled;
  submit.disabled = disabled;
  submit.setAttribute('aria-busy', String(submitting));
  if (!submitting) submit.removeAttribute('aria-busy');
  submit.querySelector<SVGElement>('[data-busy]')?.toggleAttribute('hidden', !submitting);
  const label = submit.querySelector('[data-label]');
  if (label) label.textContent = submitting ? 'Giriş yapılıyor...' : 'Giriş Yap';
  lockNotice.hidden = !locked;
  if (locked) {
    notice.hidden = true;
    lockText.textContent = MESSAGES.exhausted;
    lockMinutes.hidden = lockout.lockoutEnd === null;
    if (lockout.lockoutEnd !== null) lockMinutes.textContent = MESSAGES.locked(minutesLeft(lockout.lockoutEnd));
  }
}

function setLockout(next: LockoutState): void {
  lockout = next;
  writeLockout(next);
  watchLock();
  render();
}

/** While locked: the minutes shown are refreshed, and the lock is lifted when its time is up. */
function watchLock(): void {
  for (const timer of lockTimers) clearTimeout(timer);
  lockTimers = [];
  if (lockout.attempts < MAX_ATTEMPTS) return;
  // A lock without a known end (older state) gets the announced 15 minutes.
  if (lockout.lockoutEnd === null) {
    setLockout({ attempts: lockout.attempts, lockoutEnd: Date.now() + LOCK_MS });
    return;
  }
  const end = lockout.lockoutEnd;
  const unlock = () => {
    setLockout({ attempts: 0, lockoutEnd: null });
    notice.hidden = true;
    toast('success', MESSAGES.unlocked);
  };
  if (end <= Date.now()) {
    unlock();
    return;
  }
  lockTimers = [window.setInterval(render, 10_000), window.setTimeout(unlock, end - Date.now())];
}

async function send(): Promise<void> {
  if (submitting || lockout.attempts >= MAX_ATTEMPTS) return;
  validated = true;
  const values = validate();
  if (!values) {
    (email.getAttribute('aria-invalid') ? email : password).focus();
    return;
  }
  notice.hidden = true;
  submitting = true;
  render();
  // Sent without a focus first (a password manager's fill and Enter, or a sign-in held before this script ran).
  prefetchAppOnce();
  const outcome = await signIn(values.email, values.password, lockout);
  if (outcome.kind === 'signed_in') {
    writeLockout({ attempts: 0, lockoutEnd: null });
    // The app, at the page the user wanted, with a full page load (the form stays until it comes).
    location.replace(target);
    return;
  }
  submitting = false;
  if (installAfterSignIn) {
    installAfterSignIn = false;
    installServiceWorker();
  }
  if (outcome.kind === 'failed' || outcome.kind === 'locked') setLockout(outcome.lockout);
  else render();
  // Said once: in the notice above the form, or (a lock) by the lock notice with the server's text as a toast.
  if (outcome.kind === 'locked') {
    toast('error', outcome.text);
  } else {
    show(notice, outcome.text);
    if (outcome.kind === 'refused' && outcome.ssoProvider) pointToSsoButton(ssoList, outcome.ssoProvider);
    else password.focus();
  }
}

function onSubmit(event: SubmitEvent): void {
  event.preventDefault();
  void send();
}

function onInput(event: Event): void {
  if (validated && (event.target === email || event.target === password)) validate();
}

function togglePassword(): void {
  const visible = password.type === 'password';
  password.type = visible ? 'text' : 'password';
  toggle.setAttribute('aria-pressed', String(visible));
  toggle.title = visible ? 'Şifreyi gizle' : 'Şifreyi göster';
  toggle.querySelector('[data-eye="open"]')?.toggleAttribute('hidden', visible);
  toggle.querySelector('[data-eye="closed"]')?.toggleAttribute('hidden', !visible);
}

/** Why the last session ended, and what its user left waiting on this device. */
async function showSessionEnd(): Promise<void> {
  const ended = readSessionEnd();
  if (!ended) return;
  const box = element('session-ended');
  const expired = ended.reason === 'expired';
  if (expired) {
    show(element('session-expired'), 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.');
    box.hidden = false;
  }
  const waiting = ended.userId ? await countWaitingEntries(ended.userId) : 0;
  if (waiting > 0) {
    const line = element('session-waiting');
    line.className = expired ? 'mt-1' : '';
    show(line, `${ended.name ? `${ended.name} adına ` : ''}${waiting} kayıt bu cihazda gönderilmeyi bekliyor; giriş yapınca gönderilecek.`);
    box.hidden = false;
  }
}

/**
 * A first visit installs the app for offline use (the service worker, which also keeps this page for
 * offline starts) once the page has been open this long without a sign-in. Installed during a
 * sign-in, its ≈ 200 downloads and writes took the processor from the app's start: on the throttled
 * phone, 'Giriş Yap' at once → dashboard 2.9–5.2 s with it, 1.9–2.6 s without (eight runs each,
 * docs/performance.md round 12). A user who signs in sooner gets it from the app once its first
 * screen is drawn.
 */
const INSTALL_AFTER_MS = 3000;
let installAfterSignIn = false;

function installServiceWorker(): void {
  // A sign-in on its way: installed after a refusal; after a success the app installs it.
  if (submitting) {
    installAfterSignIn = true;
    return;
  }
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', type: 'module' })
    .catch((error: unknown) => console.warn('Service worker kaydedilemedi:', error));
}

/** After the page has loaded: the service worker; at once when installed already (that only checks for an update). */
function afterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) installServiceWorker();
  else window.setTimeout(installServiceWorker, INSTALL_AFTER_MS);
}

/**
 * Once the user starts on the form, or sends it: the browser fetches the app's start files (into
 * its cache, not run: no work on this page's thread), so the app comes quickly after the sign-in.
 * Asked at once, not at idle: on a slow phone the idle moment came after a quick sign-in had already
 * left, and the framework was then fetched only by the app page (docs/performance.md, round 12). A
 * prefetch still running when the page changes goes on and serves the app page.
 */
let prefetched = false;
function prefetchAppOnce(): void {
  if (prefetched) return;
  prefetched = true;
  form.removeEventListener('focusin', prefetchAppOnce);
  const files = document.querySelector<HTMLMetaElement>('meta[name="app-files"]')?.content.split(' ').filter(Boolean) ?? [];
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

async function start(): Promise<void> {
  // Back from a company's sign-in (single sign-on): its session, then the app.
  if (await finishSingleSignOn(notice)) {
    writeLockout({ attempts: 0, lockoutEnd: null });
    location.replace(target);
    return;
  }
  // Signed in already: the app (it checks the token with the server itself).
  if (getToken()) {
    location.replace(target);
    return;
  }
  void showSsoButtons(ssoBox, ssoList, target);
  // login.html holds a sign-in sent before this script ran; from now on this script sends it.
  const hold = (window as { holdSignIn?: EventListener }).holdSignIn;
  if (hold) removeEventListener('submit', hold, true);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onInput);
  toggle.addEventListener('click', togglePassword);
  form.addEventListener('focusin', prefetchAppOnce);
  watchLock();
  render();
  void showSessionEnd();
  // Sent before this script ran: sent now, with what was typed.
  if (form.dataset.pending) {
    delete form.dataset.pending;
    void send();
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

void start();
