// A real OpenID Connect provider for the tests (oidc-provider 9, on this machine, no network): code
// flow with PKCE, one client, accounts given by the test. Its sign-in page is its own small form
// (devInteractions off): POST /interaction/<uid>/login with `email` signs that account in and grants
// the scopes asked for. Used by the API suite (tests/api/sso.test.ts) and the e2e server
// (tests/e2e/start-server.mjs). Listens first, so the issuer's port is known before the client's
// redirect address is.
import http from 'node:http';
import Provider from 'oidc-provider';

/** Starts listening; `configure` then sets the client and accounts and answers requests. */
export async function startOidcProvider(port = 0) {
  let handler = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  /** @type {Map<string, Record<string, unknown>>} */
  const accounts = new Map();

  function configure({ clientId, clientSecret, redirectUri }) {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
        groups: ['groups'],
      },
      // The claims of the scopes granted go into the ID token, as Entra ID and Google put them.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['depo-takip-test-oidc'] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
      findAccount: (_ctx, sub) => {
        const account = accounts.get(sub);
        return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
      },
    });
    provider.on('server_error', (_ctx, error) => console.error('[oidc-provider]', error));
    const koa = provider.callback();
    handler = (req, res) => {
      const url = new URL(req.url ?? '/', issuer);
      const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
      if (!match) return koa(req, res);
      if (req.method === 'GET' && !match[2]) return interactionPage(res, match[1]);
      if (req.method === 'POST' && match[2]) return void signIn(provider, req, res);
      res.statusCode = 404;
      res.end();
    };
  }

  async function signIn(provider, req, res) {
    try {
      let body = '';
      for await (const chunk of req) body += chunk;
      const email = new URLSearchParams(body).get('email') ?? '';
      const accountId = [...accounts].find(([, a]) => a.email === email)?.[0];
      if (!accountId) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'unknown account' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      console.error('[oidc-provider]', error);
      res.statusCode = 500;
      res.end();
    }
  }

  return {
    issuer,
    configure,
    /** An account the provider signs in: its `sub` and claims (email, email_verified, groups, names). */
    addAccount(sub, claims) {
      accounts.set(sub, claims);
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

function interactionPage(res, uid) {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="tr"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test kimlik sağlayıcı</title><h1>Test kimlik sağlayıcı</h1>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label>Kurumsal e-posta <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Oturum aç</button></form></html>`);
}
