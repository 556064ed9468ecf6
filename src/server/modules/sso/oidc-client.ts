// The OpenID Connect side of a sign-in, through openid-client 6: the provider's metadata (discovered
// once and kept an hour), the authorization address (code flow with PKCE S256, state and nonce), the
// code traded for tokens with every check the library makes (state, nonce, issuer, audience,
// signature, expiry), and what a failure means: the provider not answering is transient, never a
// refusal.
import * as client from 'openid-client';
import type { SsoProvider } from './sso-config';

/** Each request to the provider waits this long at most (seconds). */
const TIMEOUT_SECONDS = 10;
const METADATA_TTL_MS = 3600_000;

const configurations = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** Plain http only to this machine (a provider run beside the server, or the tests' own). */
function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

function configurationOf(provider: SsoProvider): Promise<client.Configuration> {
  const key = `${provider.id} ${provider.issuer} ${provider.client_id}`;
  const kept = configurations.get(key);
  if (kept && Date.now() - kept.at < METADATA_TTL_MS) return kept.config;
  const issuer = new URL(provider.issuer);
  const config = client.discovery(issuer, provider.client_id, provider.client_secret, undefined, {
    timeout: TIMEOUT_SECONDS,
    execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : [],
  });
  configurations.set(key, { at: Date.now(), config });
  // A failed discovery is tried again at the next sign-in, not kept for the hour.
  config.catch(() => {
    if (configurations.get(key)?.config === config) configurations.delete(key);
  });
  return config;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(provider: SsoProvider, redirectUri: string): Promise<AuthorizationRequest> {
  const config = await configurationOf(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

export type Claims = Record<string, unknown> & { sub: string };

/**
 * The signed-in account's claims: the ID token's, with the userinfo endpoint's beneath them when
 * the ID token carries no e-mail (providers that keep claims out of the ID token).
 */
export async function claimsOfAnswer(
  provider: SsoProvider,
  answer: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<Claims> {
  const config = await configurationOf(provider);
  const tokens = await client.authorizationCodeGrant(config, answer, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new client.ClientError('no ID token');
  if (typeof idClaims.email === 'string' || !config.serverMetadata().userinfo_endpoint) return { ...idClaims };
  const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  return { ...info, ...idClaims };
}

/** What a failure of the provider's side means for the person at the sign-in page. */
export function failureReason(error: unknown): 'unreachable' | 'denied' | 'failed' {
  if (error instanceof client.AuthorizationResponseError) return 'denied';
  if (error instanceof client.ResponseBodyError) return error.status >= 500 ? 'unreachable' : 'failed';
  if (error instanceof client.ClientError) {
    // An answer that is not the provider's (a proxy's error page, a 5xx without a JSON body).
    return error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON' ? 'unreachable' : 'failed';
  }
  // fetch failed (refused, reset, DNS), timed out or aborted: nothing was refused.
  return 'unreachable';
}
