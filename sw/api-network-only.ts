/// <reference lib="webworker" />
// API requests never pass through the worker: the browser sends them itself, as a page without a
// worker does. Offline, the page falls back to its IndexedDB mirror; no answer is ever cached.
// No workbox route matches them (the precache holds files, the navigation routes deny /api), so the
// worker never answers one. Where the browser has static routing (Chromium 123 and later) the worker
// is not even woken for them: on a phone each call saves the worker's start and a second hop, and
// a page's own network conditions apply to its calls (docs/performance.md, round 10).
declare const self: ServiceWorkerGlobalScope;
export {};

interface NetworkRule {
  condition: { urlPattern: unknown };
  source: 'network';
}
type WithRoutes = ExtendableEvent & { addRoutes?: (rules: NetworkRule[]) => Promise<void> };
type UrlPatternClass = new (init: { pathname: string }) => unknown;

self.addEventListener('install', (event) => {
  const addRoutes = (event as WithRoutes).addRoutes;
  const UrlPattern = (globalThis as { URLPattern?: UrlPatternClass }).URLPattern;
  if (typeof addRoutes !== 'function' || !UrlPattern) return;
  const rules = ['/api', '/api/*'].map((pathname): NetworkRule => ({
    condition: { urlPattern: new UrlPattern({ pathname }) },
    source: 'network',
  }));
  // A browser that refuses the rules still works: the worker lets the calls through unanswered.
  event.waitUntil(addRoutes.call(event, rules).catch(() => undefined));
});
