// Single sign-on (docs/integration.md): a provider's account linked to a user, and sign-ins under
// way. Migration 0041_sso.sql.
import { index, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef, ts } from './columns';
import { users } from './schema';

export const ssoIdentities = pgTable(
  'sso_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    created_at: createdAt(),
    last_sign_in_at: ts('last_sign_in_at'),
  },
  (t) => [primaryKey({ name: 'sso_identities_pk', columns: [t.provider, t.subject] }), index('sso_identities_user_idx').on(t.user_id)],
);

export const ssoLogins = pgTable(
  'sso_logins',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    /** SHA-256 of the cookie the browser that pressed the button was given. */
    browser_hash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    redirect_uri: text('redirect_uri').notNull(),
    return_to: text('return_to'),
    user_id: optionalRef('user_id', () => users.id, 'cascade'),
    exchange_hash: text('exchange_hash').unique(),
    expires_at: ts('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expires_at)],
);
