// API tokens (docs/integration.md): made once, stored as SHA-256 hashes (32 random bytes need no
// slow hash), and on every call turned into the caller they stand for: their creator as the
// creator is now, narrowed to the token's permissions and warehouses.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX } from '@shared/api-tokens';
import type { Db } from '../db/client';
import { apiTokens } from '../db/api-tokens-schema';
import { users } from '../db/schema';
import { userContactColumns } from '../db/user-columns';
import type { AuthUser } from '../http/context';
import { hashToken, heldColumns, toArray } from './sessions';

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

export function newApiToken(): { token: string; hash: string; hint: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), hint: `${token.slice(0, API_TOKEN_PREFIX.length + 4)}…` };
}

/**
 * Warehouses a token reaches: the creator's scope (empty = all) narrowed to the token's (empty =
 * all of the creator's). `null` when nothing is left: the two lists no longer meet.
 */
export function tokenWarehouses(creator: readonly string[], token: readonly string[]): string[] | null {
  if (token.length === 0) return [...creator];
  if (creator.length === 0) return [...token];
  const left = token.filter((w) => creator.includes(w));
  return left.length > 0 ? left : null;
}

export type ApiTokenCaller = { user: AuthUser; tokenId: string } | { noWarehouse: true; tokenId: string };

/** The caller a token stands for, or null when it is unknown, expired or revoked. One query. */
export async function callerForApiToken(db: Db, token: string): Promise<ApiTokenCaller | null> {
  const rows = await db
    .select({
      ...userContactColumns,
      role_id: users.role_id,
      tokenId: apiTokens.id,
      tokenPermissions: apiTokens.permissions,
      tokenWarehouses: sql<string[]>`${apiTokens.warehouse_ids}::text[]`,
      ...heldColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.created_by))
    .where(and(eq(apiTokens.token_hash, hashToken(token)), isNull(apiTokens.revoked_at), gt(apiTokens.expires_at, sql`now()`)));
  const row = rows[0];
  if (!row) return null;
  const {
    tokenId,
    tokenPermissions,
    tokenWarehouses: tokenScope,
    permissions: creatorPermissions,
    warehouseIds: creatorWarehouses,
    ...person
  } = row;
  const held = toArray(creatorPermissions);
  const creatorWarehouseIds = toArray(creatorWarehouses);
  const warehouseIds = tokenWarehouses(creatorWarehouseIds, toArray(tokenScope));
  if (warehouseIds === null) return { noWarehouse: true, tokenId };
  const user: AuthUser = {
    ...person,
    // The token's id stands in for a session's (a password change made with it ends every session).
    sessionId: tokenId,
    apiToken: { id: tokenId, creatorWarehouseIds },
    permissions: toArray(tokenPermissions).filter((p) => held.includes(p)),
    warehouseIds,
  };
  return { user, tokenId };
}

/** Last use, written at most once a minute per token and process (no write on every call). */
export class LastUse {
  private readonly written = new Map<string, number>();

  async touch(db: Db, tokenId: string, now = Date.now()): Promise<void> {
    const last = this.written.get(tokenId);
    if (last !== undefined && now - last < 60_000) return;
    this.written.set(tokenId, now);
    if (this.written.size > 10_000) this.forget(now);
    await db
      .update(apiTokens)
      .set({ last_used_at: sql`now()` })
      .where(
        and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.last_used_at), lt(apiTokens.last_used_at, sql`now() - interval '1 minute'`))),
      );
  }

  private forget(now: number) {
    for (const [id, at] of this.written) if (now - at >= 60_000) this.written.delete(id);
  }
}

/** Calls per token per minute, in this process (a fixed one-minute window). */
export class TokenRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** 0 when the call may go on, else the seconds until the window ends. */
  take(tokenId: string, now = Date.now()): number {
    let window = this.windows.get(tokenId);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.forget(now);
      window = { start: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    window.count += 1;
    if (window.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
  }

  /** True for the first call refused in the current window (called after `take` refused one). */
  firstRefusal(tokenId: string): boolean {
    return this.windows.get(tokenId)?.count === this.perMinute + 1;
  }

  private forget(now: number) {
    for (const [id, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(id);
  }
}
