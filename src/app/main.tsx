import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

// The start is cut into steps with the browser getting the thread between them (a phone stays
// responsive, and /login's own form stays usable): React's runtime here, then the app and the
// service worker's registration, then the first render.

/** Lets the browser paint and handle input between the large steps of the start. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const [{ App, router }] = await Promise.all([import('./app'), import('./pwa/register-service-worker')]);
  // /login's HTML already shows the sign-in form (login.html): the app mounts once that route is
  // loaded, so its first paint is the same form again, never an empty page in between.
  if (window.location.pathname === '/login') await router.load().catch(() => undefined);
  await yieldToBrowser();
  // A transition: React yields to the browser while it renders, so a slow phone stays responsive.
  startTransition(() => createRoot(root).render(<StrictMode><App /></StrictMode>));
}

const root = document.getElementById('root');
if (root) void start(root);
