// The request's address is checked once, before any route reads it: a malformed percent-encoding
// (`/%`, `/equipment/%ZZ`, `?q=%E0%A4`) or a control character / unpaired surrogate hidden in one
// is answered here — 400 for the API, 404 for a page — signed in or not, never a 500 further on.
// A page's query is the app's own state (a list's filters): a malformed one sends the reader to the
// page without it, as a calm default, instead of an error a person cannot act on.
import type { MiddlewareHandler } from 'hono';
import { hasUnsafeText } from '@shared/schemas/fields';
import type { AppEnv } from './context';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function decodesCleanly(text: string): boolean {
  try {
    const decoded = decodeURIComponent(text);
    return !CONTROL.test(decoded) && !hasUnsafeText(decoded);
  } catch {
    return false;
  }
}

export function requestTarget(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const queryAt = url.indexOf('?', start);
    const path = url.slice(start, queryAt === -1 ? undefined : queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!decodesCleanly(path)) {
      return isApi ? c.json({ error: 'Geçersiz adres.' }, 400) : c.json({ error: 'Bulunamadı.' }, 404);
    }
    if (query && !query.split('&').every((part) => decodesCleanly(part.replace(/\+/g, ' ')))) {
      if (!isApi) return c.redirect(path.startsWith('//') ? '/' : path, 302);
      return c.json({ error: 'Geçersiz sorgu parametresi.' }, 400);
    }
    return next();
  };
}
