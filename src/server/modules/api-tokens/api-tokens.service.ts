// API token management (docs/integration.md): holders of manage_api_tokens make tokens of no more
// than they hold, see them (every token, or their own when their warehouses are limited), revoke
// them and read the calls made with each.
import { sql, type SQL } from 'drizzle-orm';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  type ApiTokenCall,
  type ApiTokenCreated,
  type ApiTokenCreateOutput,
  type ApiTokenRow,
} from '@shared/api-tokens';
import { addDays, warehouseToday } from '@shared/local-day';
import { newApiToken } from '@server/auth/api-tokens';
import { audit } from '@server/db/audit';
import type { Db } from '@server/db/client';
import { dayStartSql, isoTextRaw, personJson, queryRows, uuidList } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { warehouseScope } from '@server/http/guard';

const ROW = sql.raw(`
  t.id, t.name, t.hint, ${personJson('u')} as created_by, t.permissions,
  coalesce((select json_agg(json_build_object('id', x.id, 'name', coalesce(w.name, 'Silinmiş depo')) order by w.name, x.id)
     from unnest(t.warehouse_ids) x(id) left join warehouses w on w.id = x.id), '[]'::json) as warehouses,
  ${isoTextRaw('t.expires_at')} as expires_at, ${isoTextRaw('t.last_used_at')} as last_used_at,
  ${isoTextRaw('t.revoked_at')} as revoked_at, ${isoTextRaw('t.created_at')} as created_at,
  case when t.revoked_at is not null then 'revoked' when t.expires_at <= now() then 'expired' else 'active' end as state`);

/** Tokens the actor sees: all of them, or only their own when their warehouses are limited. */
function visibleTo(actor: AuthUser): SQL {
  return warehouseScope(actor) === null ? sql`true` : sql`t.created_by = ${actor.id}::uuid`;
}

async function rows(db: Db, where: SQL): Promise<ApiTokenRow[]> {
  return queryRows<ApiTokenRow>(
    db,
    sql`select ${ROW} from api_tokens t join users u on u.id = t.created_by where ${where}
        order by (t.revoked_at is null and t.expires_at > now()) desc, t.created_at desc, t.id`,
  );
}

export async function listApiTokens(db: Db, actor: AuthUser): Promise<ApiTokenRow[]> {
  return rows(db, visibleTo(actor));
}

/** More than the actor holds is 409, as for roles and users (a 403 would end the actor's session in the app). */
export async function createApiToken(db: Db, actor: AuthUser, input: ApiTokenCreateOutput): Promise<ApiTokenCreated> {
  const today = warehouseToday();
  if (input.expires_on < today || input.expires_on > addDays(today, API_TOKEN_MAX_DAYS)) throw badRequest(API_TOKEN_MESSAGES.expiryRange);
  if (input.permissions.some((p) => !actor.permissions.includes(p))) throw conflict(API_TOKEN_MESSAGES.permissionNotHeld);
  const warehouseIds = [...new Set(input.warehouse_ids)];
  const scope = warehouseScope(actor);
  if (scope !== null) {
    // An empty list means every warehouse: one limited to some gives only those, never all.
    if (warehouseIds.length === 0) throw badRequest(API_TOKEN_MESSAGES.warehousesNeeded);
    if (warehouseIds.some((w) => !scope.includes(w))) throw conflict(API_TOKEN_MESSAGES.warehouseNotHeld);
  }
  if (warehouseIds.length > 0) {
    const [found] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from warehouses where id in (${uuidList(warehouseIds)})`,
    );
    if (Number(found?.n) !== warehouseIds.length) throw badRequest(API_TOKEN_MESSAGES.warehouseInvalid);
  }
  const { token, hash, hint } = newApiToken();
  const permissions = [...new Set(input.permissions)].sort();
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into api_tokens (name, token_hash, hint, created_by, permissions, warehouse_ids, expires_at)
          values (${input.name}, ${hash}, ${hint}, ${actor.id}::uuid, ${sql`array[${sql.join(
            permissions.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]`}, ${warehouseIds.length ? sql`array[${uuidList(warehouseIds)}]` : sql`'{}'::uuid[]`}, ${dayStartSql(input.expires_on, 1)})
          returning id`,
    );
    const tokenId = row!.id;
    await audit(tx, {
      userId: actor.id,
      action: 'create',
      entity: 'api_tokens',
      entityId: tokenId,
      after: { name: input.name, hint, permissions, warehouse_ids: warehouseIds, expires_on: input.expires_on },
    });
    return tokenId;
  });
  const [created] = await rows(db, sql`t.id = ${id}::uuid`);
  return { token, row: created! };
}

export async function revokeApiToken(db: Db, actor: AuthUser, id: string): Promise<ApiTokenRow> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; revoked: boolean }>(
      tx,
      sql`select t.id, t.revoked_at is not null as revoked from api_tokens t where t.id = ${id}::uuid and ${visibleTo(actor)} for update`,
    );
    if (!row) throw notFound(API_TOKEN_MESSAGES.notFound);
    if (row.revoked) return;
    await tx.execute(sql`update api_tokens set revoked_at = now(), revoked_by = ${actor.id}::uuid where id = ${id}::uuid`);
    await audit(tx, { userId: actor.id, action: 'revoke', entity: 'api_tokens', entityId: id });
  });
  const [revoked] = await rows(db, sql`t.id = ${id}::uuid`);
  return revoked!;
}

/** The latest 200 calls made with a token, newest first. */
export async function apiTokenCallLog(db: Db, actor: AuthUser, id: string): Promise<ApiTokenCall[]> {
  const [token] = await queryRows<{ id: string }>(db, sql`select t.id from api_tokens t where t.id = ${id}::uuid and ${visibleTo(actor)}`);
  if (!token) throw notFound(API_TOKEN_MESSAGES.notFound);
  return queryRows<ApiTokenCall>(
    db,
    sql`select method, path, status, ${sql.raw(isoTextRaw('at'))} as at from api_token_calls
        where token_id = ${id}::uuid order by at desc, id desc limit 200`,
  );
}
