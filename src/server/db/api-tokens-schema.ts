// API tokens (docs/integration.md): tokens administrators make for other systems, and the log of
// every call made with one. Migration 0035_api_tokens.sql.
import { bigserial, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalRef, requiredRef, stamp, ts } from './columns';
import { users } from './schema';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    /** The token's first characters ('dpt_AbC1…'), to tell tokens apart in the list and in logs. */
    hint: text('hint').notNull(),
    created_by: requiredRef('created_by', () => users.id, 'cascade'),
    permissions: text('permissions').array().notNull(),
    /** Empty: every warehouse its creator may use. */
    warehouse_ids: uuid('warehouse_ids').array().notNull().default([]),
    expires_at: ts('expires_at').notNull(),
    last_used_at: ts('last_used_at'),
    revoked_at: ts('revoked_at'),
    revoked_by: optionalRef('revoked_by', () => users.id, 'set null'),
    created_at: createdAt(),
  },
  (t) => [index('api_tokens_created_by_idx').on(t.created_by)],
);

export const apiTokenCalls = pgTable(
  'api_token_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_id: requiredRef('token_id', () => apiTokens.id, 'cascade'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    at: stamp('at'),
  },
  (t) => [index('api_token_calls_token_idx').on(t.token_id, t.at)],
);
