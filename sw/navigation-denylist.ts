// Navigations the app shell must not answer: the API, and anything that names a file (the worker
// script, icons, the manifest, a downloaded export) — those go to the network as they are.
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api(\/|$)/, /\/[^/?]+\.[^/?]+$/];

/** `pathAndSearch` as workbox's NavigationRoute matches it: pathname + search. */
export function isShellNavigation(pathAndSearch: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}
