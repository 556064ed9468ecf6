// The server's bookkeeping for clients that retry and sync: the first answer per Idempotency-Key
// (replays get it again) and the tombstones of deleted mirrored rows that the delta sync reads.
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, stamp } from './columns';
import { users } from './schema';

/** First answer per (user, Idempotency-Key); replays get it again (DESIGN.md §5). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code').notNull(),
    response_body: jsonb('response_body'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);

/** Tombstones for the delta sync: which mirrored rows were deleted, and when. */
export const deletedRows = pgTable(
  'deleted_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    table_name: text('table_name').notNull(),
    row_id: uuid('row_id').notNull(),
    deleted_at: stamp('deleted_at'),
  },
  (t) => [index('deleted_rows_table_idx').on(t.table_name, t.deleted_at)],
);
