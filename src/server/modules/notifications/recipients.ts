// Who hears about a warehouse: its staff are the users holding a permission whose warehouse list
// is empty (every warehouse) or names it.
import { sql } from 'drizzle-orm';
import type { PermissionName } from '@shared/permissions';
import type { Db, Tx } from '@server/db/client';
import { everyWarehouseSql, queryRows, uuidList } from '@server/db/sql';

export async function warehouseStaff(
  db: Db | Tx,
  warehouseIds: readonly string[],
  permission: PermissionName,
): Promise<Array<{ user_id: string; warehouse_ids: string[] }>> {
  if (warehouseIds.length === 0) return [];
  const rows = await queryRows<{ user_id: string; warehouse_ids: string[] | null; limited: boolean }>(
    db,
    sql`select u.id as user_id,
          (select array_agg(uw.warehouse_id::text) from user_warehouses uw where uw.user_id = u.id and uw.warehouse_id in (${uuidList(warehouseIds)})) as warehouse_ids,
          not ${everyWarehouseSql(sql`u.id`)} as limited
        from users u
        join role_permissions rp on rp.role_id = u.role_id
        join permissions p on p.id = rp.permission_id and p.name = ${permission}`,
  );
  const all = [...warehouseIds];
  return rows
    .map((r) => ({ user_id: r.user_id, warehouse_ids: r.limited ? (r.warehouse_ids ?? []) : all }))
    .filter((r) => r.warehouse_ids.length > 0);
}
