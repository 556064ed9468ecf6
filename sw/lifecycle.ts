/// <reference lib="webworker" />
// Updates: a new worker waits until the page asks for it (the 'Güncelle' button sends
// SKIP_WAITING through workbox-window), then takes over the open pages at once.
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

clientsClaim();
