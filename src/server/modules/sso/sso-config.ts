// The OpenID Connect providers the sign-in page offers, read once from `SSO_PROVIDERS` (a JSON
// array; docs/integration.md). A wrong setting stops the server at start with the reason, rather
// than a button that fails when someone presses it.
import * as v from 'valibot';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
/** 'firma.com.tr' as written or '@Firma.com.tr': lower-cased, without the '@'. */
const domain = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((s) => s.replace(/^@/, '')),
  v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
);

const ProviderSchema = v.object({
  /** In addresses (`/api/auth/sso/<id>/start`) and the audit log; never changed once users signed in with it. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/)),
  /** The button's text: 'Microsoft ile Giriş Yap'. */
  label: text,
  issuer: v.pipe(v.string(), v.url()),
  client_id: text,
  client_secret: text,
  scopes: v.optional(text, 'openid email profile'),
  /** Role (by name) of a user made at first sign-in, and of everyone no group mapping matches. */
  default_role: v.optional(text),
  /** The ID token claim holding the user's groups ('groups' for Entra ID and Keycloak). */
  groups_claim: v.optional(text, 'groups'),
  /** First match wins; with mappings, the role is set again at every sign-in. */
  group_roles: v.optional(v.array(v.object({ group: text, role: text })), []),
  /** Empty: any e-mail the provider vouches for. */
  allowed_domains: v.optional(v.array(domain), []),
  /** The allowed domains sign in only through this provider (no password). */
  require_for_domains: v.optional(v.boolean(), false),
  /** Entra ID sends no `email_verified`: set false there (its e-mails are the tenant's own). */
  require_verified_email: v.optional(v.boolean(), true),
});

export type SsoProvider = v.InferOutput<typeof ProviderSchema>;

const ProvidersSchema = v.pipe(
  v.array(ProviderSchema),
  v.check((list) => new Set(list.map((p) => p.id)).size === list.length, 'provider ids must be unique'),
  v.check((list) => list.every((p) => !p.require_for_domains || p.allowed_domains.length > 0), 'require_for_domains needs allowed_domains'),
  // An e-mail nobody vouches for, from any domain, could take over the local user who has it.
  v.check(
    (list) => list.every((p) => p.require_verified_email || p.allowed_domains.length > 0),
    'require_verified_email: false needs allowed_domains',
  ),
);

export function parseSsoProviders(raw: string | undefined): SsoProvider[] {
  if (!raw || raw.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('SSO_PROVIDERS geçerli bir JSON değil.');
  }
  const result = v.safeParse(ProvidersSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    const where = v.getDotPath(issue) ?? '';
    throw new Error(`SSO_PROVIDERS hatalı${where ? ` (${where})` : ''}: ${issue.message}`);
  }
  return result.output;
}

/** The provider an e-mail's domain must sign in with, if any. */
export function requiredProviderFor(providers: readonly SsoProvider[], email: string): SsoProvider | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0) return undefined;
  const domainOf = email.slice(at + 1).toLowerCase();
  return providers.find((p) => p.require_for_domains && p.allowed_domains.includes(domainOf));
}

export function emailDomainAllowed(provider: SsoProvider, email: string): boolean {
  if (provider.allowed_domains.length === 0) return true;
  const at = email.lastIndexOf('@');
  return at > 0 && provider.allowed_domains.includes(email.slice(at + 1).toLowerCase());
}
