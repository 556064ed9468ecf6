// An item as other answers nest it (EquipmentOption in @shared/api-types): id, serial number, model,
// status and warehouse, with its brand and category inside. Fault reports and transfers carry it.
import * as s from '@server/db/schema';

/** For raw list SQL over equipment `e`, brands `b` (inner join) and categories `c` (left join). */
export const EQUIPMENT_REF_JSON = `(select row_to_json(q) from (select e.id, e.serial_number, e.model, e.status, e.warehouse_id,
      (select row_to_json(bb) from (select b.id, b.name) bb) as brand,
      (select row_to_json(cc) from (select c.id, c.name) cc where c.id is not null) as category) q)`;

/** For drizzle selects joining s.equipment, s.brands and s.categories (drizzle nests one level). */
export const equipmentRefColumns = {
  equipment: {
    id: s.equipment.id,
    serial_number: s.equipment.serial_number,
    model: s.equipment.model,
    status: s.equipment.status,
    warehouse_id: s.equipment.warehouse_id,
  },
  brand: { id: s.brands.id, name: s.brands.name },
  category: { id: s.categories.id, name: s.categories.name },
};

/** The answers' shape: brand and category inside `equipment`. */
export function nestEquipmentRef<R extends { equipment: object; brand: unknown; category: unknown }>(
  row: R,
): Omit<R, 'brand' | 'category' | 'equipment'> & { equipment: R['equipment'] & { brand: R['brand']; category: R['category'] } } {
  const { brand, category, equipment, ...rest } = row;
  return { ...rest, equipment: { ...equipment, brand, category } };
}
