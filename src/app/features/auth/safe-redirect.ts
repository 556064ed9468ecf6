// Where the sign-in page sends the user afterwards: only same-origin paths (no open redirect), and
// never the sign-in page itself.

/** The `redirect` parameter if it is a path of this app, else undefined. */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith('/login')
    ? value
    : undefined;
}
