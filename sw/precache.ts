/// <reference lib="webworker" />
// The app shell (HTML, JS, CSS, icons, manifest) as listed by the build, revisioned so that a new
// release replaces exactly what changed; caches of older workbox versions are removed.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
