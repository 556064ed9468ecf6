import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';
import './pwa/register-service-worker';

declare global {
  interface ImportMetaEnv {
    /** '1': a build whose app runs under StrictMode, on React's development build (vite.config.ts). */
    readonly VITE_STRICT_MODE?: string;
  }
}

// StrictMode (render and effects run twice, to show code that is not safe to repeat) in
// development, and in a build made with VITE_STRICT_MODE=1 to run the e2e suite under it.
const strict = import.meta.env.DEV || import.meta.env.VITE_STRICT_MODE === '1';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    strict ? (
      <StrictMode>
        <App />
      </StrictMode>
    ) : (
      <App />
    ),
  );
