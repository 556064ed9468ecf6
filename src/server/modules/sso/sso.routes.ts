// Single sign-on (docs/integration.md), under /api/auth/sso, every call public: the sign-in page's
// buttons, a button's start, the provider's answer, and the one-time code traded for a session.
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SsoExchangeSchema, type SsoButton } from '@shared/sso';
import type { AppEnv } from '@server/http/context';
import { body } from '@server/http/route-input';
import { errorPage, exchangeCode, finishSignIn, startSignIn } from './sso.service';
import { answer, answerRedirect } from '@server/http/answer';
import { SsoProvidersGetAnswer, SsoExchangePostAnswer } from '@server/http/answers/sso';

export const ssoRoutes = new Hono<AppEnv>();

/** The key of the browser that pressed the button, sent back only to the callback. */
const BROWSER_COOKIE = 'depo_sso';
const CALLBACK_PATH = '/api/auth/sso/callback';

/** The providers' ids and labels only. */
ssoRoutes.get('/providers', answer(SsoProvidersGetAnswer), (c) =>
  c.json(c.get('config').sso.map((p): SsoButton => ({ id: p.id, label: p.label }))),
);

ssoRoutes.get('/:provider/start', answerRedirect(), async (c) => {
  const config = c.get('config');
  const provider = config.sso.find((p) => p.id === c.req.param('provider'));
  if (!provider) return c.redirect(errorPage('unknown_provider'), 302);
  // Where the app was going: the sign-in page checks it again (safe-redirect.ts) before using it.
  const wanted = c.req.query('redirect');
  const returnTo = wanted && wanted.startsWith('/') && wanted.length <= 500 ? wanted : undefined;
  // APP_URL when set (behind a proxy); else the address this request came to.
  const base = config.notifications.appUrl ?? new URL(c.req.url).origin;
  const started = await startSignIn(c.get('db'), provider, `${base}${CALLBACK_PATH}`, returnTo, c.get('logger'));
  if (started.browserKey) {
    // Lax: sent on the provider's top-level redirect back, not on other sites' requests.
    setCookie(c, BROWSER_COOKIE, started.browserKey, {
      path: CALLBACK_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: base.startsWith('https:'),
      maxAge: 600,
    });
  }
  return c.redirect(started.location, 302);
});

ssoRoutes.get('/callback', answerRedirect(), async (c) => {
  // The cookie is left to expire: the state it goes with is used once anyway.
  const browserKey = getCookie(c, BROWSER_COOKIE);
  return c.redirect(await finishSignIn(c.get('db'), c.get('config').sso, new URL(c.req.url), browserKey, c.get('logger')), 302);
});

ssoRoutes.post('/exchange', body(SsoExchangeSchema), answer(SsoExchangePostAnswer), async (c) =>
  c.json(await exchangeCode(c.get('db'), c.req.valid('json').code, c.get('config').sessionTtlHours)),
);
