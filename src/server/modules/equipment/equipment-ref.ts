// An item as other answers nest it (EquipmentOption in @shared/api-types): id, serial number, model,
// status and warehouse, with its brand and category inside. Fault reports and transfers carry it.
import { sql, type SQL } from 'drizzle-orm';

/** The joins `EQUIPMENT_REF_JSON` reads, for rows whose item is `column`. */
export const equipmentRefJoins = (column: string): SQL =>
  sql.raw(`join equipment e on e.id = ${column} join brands b on b.id = e.brand_id left join categories c on c.id = e.category_id`);

/** For raw list SQL over equipment `e`, brands `b` (inner join) and categories `c` (left join). */
export const EQUIPMENT_REF_JSON = `(select row_to_json(q) from (select e.id, e.serial_number, e.model, e.status, e.warehouse_id,
      (select row_to_json(bb) from (select b.id, b.name) bb) as brand,
      (select row_to_json(cc) from (select c.id, c.name) cc where c.id is not null) as category) q)`;
