// Toasts for the modules of the first screen (the shell, the query cache's load errors): sonner
// itself, imported when the first of them is shown, so that its 9 KB are not part of the first
// screen (docs/performance.md "First JS"). Screens loaded later import `toast` from 'sonner'
// directly: both reach the same sonner, whose Toaster (AppToaster, loaded after the first paint)
// also shows the toasts made before it was there. Offline the chunk comes from the precache.
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

let loading: Promise<Sonner> | undefined;

/** The real sonner (one request, the first time). */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner');
  return loading;
}

/** What sonner's toast functions take (the same for every kind). */
type Args = Parameters<Sonner['toast']['message']>;

function show(kind: Kind) {
  return (message: Args[0], options?: Args[1]): void => {
    void loadSonner()
      .then(({ toast }) => toast[kind](message, options))
      .catch((error: unknown) => console.error(error));
  };
}

/** sonner's `toast.<kind>(message, options)`, called once sonner has loaded (ids are the caller's, if needed). */
export const toast = {
  message: show('message'),
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
} as const;

/** A dialog (a signing, a return, a form) is open over the page. */
export function isDialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]') !== null;
}

/** Watches the page for a dialog opening or closing (`changed` runs on each change of the page). */
function watchDialogs(changed: () => void): MutationObserver {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
  return observer;
}

/**
 * Dismisses the toast `id` as soon as a dialog opens within `ms` (a toast of news, not of the
 * dialog's work, must not float above a signing or a return). Returns the stop function.
 */
export function dismissWhenDialogOpens(id: string, ms: number): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = watchDialogs(() => {
    if (!isDialogOpen()) return;
    stop();
    void loadSonner().then((sonner) => sonner.toast.dismiss(id));
  });
  const timer = setTimeout(stop, ms);
  return stop;
}

/**
 * Runs `then` once no dialog is open: at once when none is, else when the last one has closed
 * (news kept from a signing is told when the signing is done, not at the next sync). Returns the
 * function that gives the wait up; where the page cannot be watched, news over a dialog is dropped.
 */
export function whenNoDialogOpen(then: () => void): () => void {
  if (!isDialogOpen()) {
    then();
    return () => {};
  }
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = watchDialogs(() => {
    if (isDialogOpen()) return;
    observer.disconnect();
    then();
  });
  return () => observer.disconnect();
}
