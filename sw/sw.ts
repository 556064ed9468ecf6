/// <reference lib="webworker" />
// Service worker entry (vite-plugin-pwa, injectManifest). Each concern lives in its own module;
// import order is registration order, and workbox answers a request with the first matching route.
import './precache';
import './navigation-fallback';
import './api-network-only';
import './lifecycle';
// Offline field work: the outbox replay (Background Sync) plugs in here.
import './outbox-replay';
// Reminders: Web Push shown and opened on tap.
import './push';
