// Authentication and permission checks. Every protected route names its permission here, the
// same names the client's guards use (src/shared/permissions.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { PermissionName } from '@shared/permissions';
import { userForToken } from '../auth/sessions';
import { idsIn } from '../db/sql';
import type { AppEnv, AuthUser } from './context';
import { forbidden, unauthorized } from './errors';

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token || token.length > 200) throw unauthorized();
  const user = await userForToken(c.get('db'), token);
  if (!user) throw unauthorized('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
  c.set('user', user);
  await next();
};

/** Passes when the user holds any of the named permissions. */
export function requirePermission(...anyOf: PermissionName[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!anyOf.some((p) => user.permissions.includes(p))) throw forbidden();
    await next();
  };
}

export function can(user: AuthUser, permission: PermissionName): boolean {
  return user.permissions.includes(permission);
}

/** Warehouse scope: null = every warehouse, else the list the user is limited to. */
export function warehouseScope(user: AuthUser): string[] | null {
  return user.warehouseIds.length === 0 ? null : user.warehouseIds;
}

export function inScope(user: AuthUser, warehouseId: string | null | undefined): boolean {
  const scope = warehouseScope(user);
  return scope === null || (warehouseId != null && scope.includes(warehouseId));
}

/**
 * `(a in (…) or b in (…))`: the record belongs to one of the user's warehouses through any of the
 * given columns. Undefined for a user who sees every warehouse.
 */
export function scopeSql(user: AuthUser, ...columns: SQL[]): SQL | undefined {
  const scope = warehouseScope(user);
  if (scope === null) return undefined;
  return sql`(${sql.join(
    columns.map((column) => idsIn(column, scope)),
    sql` or `,
  )})`;
}
