// Registers the service worker (production builds only) and tells the page when a new release
// is waiting. The page shows the update prompt; nothing reloads under a user's hands on its own.
// workbox-window is loaded apart, once the first screen is drawn: the first screen does not wait for it.
import type { Workbox } from 'workbox-window';
import { afterFirstPaint } from '../lib/after-first-paint';

type Listener = () => void;

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let updateAvailable = false;
let reloading = false;
const listeners = new Set<Listener>();

function setUpdateAvailable(value: boolean) {
  updateAvailable = value;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: call `listener` whenever the update state changes. */
export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new service worker is installed and waiting to take over. */
export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

/** Activates the waiting worker and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox || !updateAvailable) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  workbox.messageSkipWaiting();
}

function checkForUpdate() {
  // Offline or a flaky network: the next check tries again.
  workbox?.update().catch(() => {});
}

async function register() {
  const { Workbox } = await import('workbox-window');
  // vite-plugin-pwa 2 with Vite 8 emits the worker as an ES module.
  workbox = new Workbox('/sw.js', { scope: '/', type: 'module' });
  workbox.addEventListener('waiting', () => setUpdateAvailable(true));
  void workbox.register().catch((error: unknown) => {
    console.warn('Service worker kaydedilemedi:', error);
  });
  // Tablets stay open for days: look for a new release now and then and when the app comes back.
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  afterFirstPaint(() => register().catch((error: unknown) => console.warn('Service worker kaydedilemedi:', error)));
}
