// Shown when a new release is installed and waiting. The banner's code loads then only: it is not
// part of the first screen's JavaScript (docs/performance.md "Round 8"); the service worker precaches it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isUpdateAvailable, subscribeToUpdate } from '../pwa/register-service-worker';

const UpdateBanner = lazy(() => import('./update-banner').then((m) => ({ default: m.UpdateBanner })));

export function UpdatePrompt() {
  const available = useSyncExternalStore(subscribeToUpdate, isUpdateAvailable, () => false);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
