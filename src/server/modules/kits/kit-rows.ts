// The kit as JSON (docs/planning.md "Kits"): its warehouse's name, its members (serial, brand,
// model, status) in serial order and its stock lines, made by the database. Scoped by warehouse.
import { sql, type SQL } from 'drizzle-orm';
import type { Kit } from '@shared/kits';
import type { Db, Tx } from '@server/db/client';
import { kitMembers, kits, kitStockLines } from '@server/db/kits-schema';
import * as s from '@server/db/schema';
import { stockItems } from '@server/db/stock-schema';
import { isoText, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';

const rowJson = sql`json_build_object(
  'id', k.id, 'warehouse_id', k.warehouse_id, 'warehouse_name', w.name, 'code', k.code, 'name', k.name, 'note', k.note,
  'members', coalesce((select json_agg(json_build_object(
      'equipment_id', e.id, 'serial_number', e.serial_number, 'brand', b.name, 'model', e.model, 'status', e.status)
      order by e.serial_number)
    from ${kitMembers} m join ${s.equipment} e on e.id = m.equipment_id left join ${s.brands} b on b.id = e.brand_id
    where m.kit_id = k.id), '[]'::json),
  'stock_lines', coalesce((select json_agg(json_build_object(
      'stock_item_id', si.id, 'name', si.name, 'unit', si.unit, 'quantity', l.quantity) order by si.name)
    from ${kitStockLines} l join ${stockItems} si on si.id = l.stock_item_id
    where l.kit_id = k.id), '[]'::json),
  'created_at', ${isoText(sql`k.created_at`)},
  'updated_at', ${isoText(sql`k.updated_at`)}
)::text`;

/** The user's warehouses' kits matching `where`, by name. */
export async function kitRows(db: Db | Tx, user: AuthUser, where: ReadonlyArray<SQL | undefined> = []): Promise<Kit[]> {
  const rows = await queryRows<{ j: string }>(
    db,
    sql`select ${rowJson} as j from ${kits} k join ${s.warehouses} w on w.id = k.warehouse_id
      ${whereSql([scopeSql(user, sql`k.warehouse_id`), ...where])} order by k.name, k.code`,
  );
  return rows.map((row) => JSON.parse(row.j) as Kit);
}
