// Navigations the app shell must not answer: the API, and anything that names a file (the worker
// script, icons, the manifest, a downloaded export) — those go to the network as they are.
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api(\/|$)/, /\/[^/?]+\.[^/?]+$/];

/** Navigations to the sign-in page: answered with its own document (login.html), not the shell. */
export const SIGN_IN_NAVIGATION: readonly RegExp[] = [/^\/login(\?|$)/];

/** `pathAndSearch` as workbox's NavigationRoute matches it: pathname + search. */
export function isSignInNavigation(pathAndSearch: string): boolean {
  return SIGN_IN_NAVIGATION.some((pattern) => pattern.test(pathAndSearch));
}

/** `pathAndSearch` as workbox's NavigationRoute matches it: pathname + search. */
export function isShellNavigation(pathAndSearch: string): boolean {
  return !isSignInNavigation(pathAndSearch) && !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}
