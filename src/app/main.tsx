import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, router } from './app';
import './styles.css';
import './pwa/register-service-worker';

const root = document.getElementById('root');
// /login's HTML already shows the sign-in form (login.html): the app mounts once that route is
// loaded, so its first paint is the same form again, never an empty page in between. The first
// render is a transition: React yields to the browser while it renders, so a slow phone stays
// responsive (the page's own form is shown meanwhile).
const ready = window.location.pathname === '/login' ? router.load().catch(() => undefined) : Promise.resolve();
if (root) {
  void ready.then(() => {
    startTransition(() => createRoot(root).render(<StrictMode><App /></StrictMode>));
  });
}
