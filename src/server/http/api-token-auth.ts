// Calls made with an API token (docs/integration.md): the token stands for its creator narrowed to
// its own permissions and warehouses; it is limited per minute, each call is logged (method, path,
// status), and it never reaches the app's own session calls nor the management of tokens.
import type { Context, Next } from 'hono';
import { API_TOKEN_MESSAGES } from '@shared/api-tokens';
import { callerForApiToken, LastUse, TokenRateLimit } from '../auth/api-tokens';
import { apiTokenCalls } from '../db/api-tokens-schema';
import type { AppEnv } from './context';
import { forbidden, HttpError, unauthorized } from './errors';

/** Paths a token is refused on: signing in, the session and profile calls, and token management. */
const NOT_FOR_TOKENS = ['/api/auth/', '/api/api-tokens'];

export function apiTokenAuth(perMinute: number) {
  const limit = new TokenRateLimit(perMinute);
  const lastUse = new LastUse();

  async function record(c: Context<AppEnv>, tokenId: string, status: number) {
    try {
      await c
        .get('db')
        .insert(apiTokenCalls)
        .values({ token_id: tokenId, method: c.req.method, path: c.req.path.slice(0, 500), status });
    } catch (error) {
      c.get('logger').error(`[api-anahtarı] çağrı kaydedilemedi ${c.req.method} ${c.req.path}`, error);
    }
  }

  return async (c: Context<AppEnv>, next: Next, token: string): Promise<void> => {
    const db = c.get('db');
    const caller = token.length > 200 ? null : await callerForApiToken(db, token);
    if (!caller) throw unauthorized(API_TOKEN_MESSAGES.invalid);
    const { tokenId } = caller;

    const wait = limit.take(tokenId);
    if (wait > 0) {
      // The first refusal of a minute is logged; a flood of them writes nothing more.
      if (limit.firstRefusal(tokenId)) await record(c, tokenId, 429);
      throw new HttpError(429, API_TOKEN_MESSAGES.rateLimited(wait), undefined, { 'retry-after': String(wait) });
    }
    await lastUse.touch(db, tokenId);

    const refused = NOT_FOR_TOKENS.some((prefix) => c.req.path === prefix || c.req.path.startsWith(prefix))
      ? API_TOKEN_MESSAGES.notForTokens
      : null;
    if (refused !== null || !('user' in caller)) {
      await record(c, tokenId, 403);
      throw forbidden(refused ?? API_TOKEN_MESSAGES.noWarehouse);
    }

    c.set('user', caller.user);
    await next();
    await record(c, tokenId, c.res.status);
  };
}
