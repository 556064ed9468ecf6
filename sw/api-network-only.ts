/// <reference lib="webworker" />
// API reads are never answered from a cache: offline, the page falls back to its IndexedDB mirror.
// Registered before any runtime-cache rule so that none can capture an /api request. Other methods
// match no route, so the browser sends them itself (uploads do not pass through the worker).
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

registerRoute(({ url, sameOrigin }) => sameOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/')), new NetworkOnly());
