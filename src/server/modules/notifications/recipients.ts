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

/**
 * Who hears of each warehouse's low stock (docs/stock.md): the users chosen in its stock settings
 * who still see it and hold view_stock; when none is chosen, or none of them still can, every user
 * of the warehouse holding view_stock. Warehouses nobody can hear of are left out.
 */
export async function lowStockRecipients(db: Db | Tx, warehouseIds: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (warehouseIds.length === 0) return result;
  const readers = new Map<string, Set<string>>();
  for (const person of await warehouseStaff(db, warehouseIds, 'view_stock'))
    for (const id of person.warehouse_ids) readers.set(id, (readers.get(id) ?? new Set()).add(person.user_id));
  const chosen = await queryRows<{ warehouse_id: string; user_id: string }>(
    db,
    sql`select warehouse_id, user_id from stock_low_recipients where warehouse_id in (${uuidList(warehouseIds)}) order by created_at, user_id`,
  );
  for (const id of warehouseIds) {
    const can = readers.get(id) ?? new Set<string>();
    const picked = chosen.filter((c) => c.warehouse_id === id && can.has(c.user_id)).map((c) => c.user_id);
    const to = picked.length > 0 ? picked : [...can];
    if (to.length > 0) result.set(id, to);
  }
  return result;
}
