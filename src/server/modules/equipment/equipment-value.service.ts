// An item's value and warranty (docs/equipment-care.md "Value and warranty"): the columns a create,
// an edit or an import writes, the detail's `value` (with what the repairs cost so far), the values
// the CSV adds to the device's list, and the report of items whose repairs passed half their price.
// None of it is in the list's or the mirror's rows.
import { sql, type SQL } from 'drizzle-orm';
import { VALUE_MESSAGES, type EquipmentValueFields, type RepairCostReport, type VALUE_KEYS } from '@shared/equipment-value';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { HttpError, pgConstraint, pgErrorCode } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';

type ValueColumns = Partial<Pick<typeof s.equipment.$inferInsert, (typeof VALUE_KEYS)[number]>>;

/** The columns a write sets: only the fields sent (absent keeps the stored value); blank text is none. */
export function valueColumns(input: EquipmentValueFields): ValueColumns {
  const out: ValueColumns = {};
  if (input.purchase_date !== undefined) out.purchase_date = input.purchase_date;
  if (input.purchase_price !== undefined) out.purchase_price = input.purchase_price === null ? null : input.purchase_price.toFixed(2);
  if (input.supplier !== undefined) out.supplier = input.supplier?.trim() || null;
  if (input.invoice_number !== undefined) out.invoice_number = input.invoice_number?.trim() || null;
  if (input.warranty_until !== undefined) out.warranty_until = input.warranty_until;
  return out;
}

/**
 * An edit that sends only one of the two days is checked against the stored other by the database
 * (`equipment_warranty_after_purchase`): its refusal is the form's message, a 400, never a 500.
 */
export function valueRefused(error: unknown): void {
  if (pgErrorCode(error) === '23514' && pgConstraint(error) === 'equipment_warranty_after_purchase')
    throw new HttpError(400, VALUE_MESSAGES.warrantyBeforePurchase);
}

/** The repair costs recorded on the item `id` (numeric sums, made by the database). */
const repairTotals = (id: SQL) =>
  sql`coalesce((select sum(rb.repair_cost) from ${s.brokenEquipment} rb where rb.equipment_id = ${id}), 0) as repair_cost_total,
    (select count(*)::int from ${s.brokenEquipment} rb where rb.equipment_id = ${id} and rb.repair_cost is not null) as repair_count`;

/** `EquipmentValue` of the item `id` as JSON text (null when the item does not exist). */
export const valueJson = (id: SQL): SQL =>
  sql`(select row_to_json(vv)::text from (select ev.purchase_date, ev.purchase_price, ev.supplier, ev.invoice_number,
      ev.warranty_until, ${repairTotals(sql`ev.id`)} from ${s.equipment} ev where ev.id = ${id}) vv)`;

/**
 * The values of the caller's items that have any (a price, a day, a supplier, an invoice number or a
 * repair cost), as `[{ id, …EquipmentValue }]` JSON text: what the list's CSV adds to the rows the
 * device holds. Items with none are left out, so the answer is as small as the data.
 */
export async function equipmentValuesJson(db: Db, user: AuthUser): Promise<string> {
  const scope = scopeSql(user, sql`e.warehouse_id`);
  const [row] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(row_to_json(x)::text, ','), '') || ']' as body from (
        select e.id, e.purchase_date, e.purchase_price, e.supplier, e.invoice_number, e.warranty_until, ${repairTotals(sql`e.id`)}
        from ${s.equipment} e
        where (e.purchase_date is not null or e.purchase_price is not null or e.supplier is not null
          or e.invoice_number is not null or e.warranty_until is not null
          or exists (select 1 from ${s.brokenEquipment} rb where rb.equipment_id = e.id and rb.repair_cost is not null))
          ${scope ? sql`and ${scope}` : sql``}) x`,
  );
  return row?.body ?? '[]';
}

/** Items of the caller's warehouses whose recorded repairs cost more than half their price, dearest share first. */
export async function repairCostReport(db: Db, user: AuthUser): Promise<RepairCostReport> {
  const scope = scopeSql(user, sql`e.warehouse_id`);
  const rows = await queryRows<{ j: string | null; priced: number | string }>(
    db,
    sql`with spent as (
          select rb.equipment_id, sum(rb.repair_cost) as total, count(*)::int as n
          from ${s.brokenEquipment} rb where rb.repair_cost is not null group by rb.equipment_id),
        hit as (
          select e.id, e.serial_number, e.model, e.status, e.purchase_price, t.total as repair_cost_total, t.n as repair_count,
            round(t.total / e.purchase_price, 2) as ratio,
            json_build_object('id', b.id, 'name', b.name) as brand,
            case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as category,
            case when w.id is null then null else json_build_object('id', w.id, 'name', w.name) end as warehouse
          from ${s.equipment} e join spent t on t.equipment_id = e.id
          join ${s.brands} b on b.id = e.brand_id
          left join ${s.categories} c on c.id = e.category_id
          left join ${s.warehouses} w on w.id = e.warehouse_id
          where e.purchase_price is not null and t.total * 2 > e.purchase_price ${scope ? sql`and ${scope}` : sql``})
        select (select json_agg(row_to_json(h) order by h.ratio desc, h.serial_number)::text from hit h) as j,
          (select count(*) from ${s.equipment} e where e.purchase_price is not null ${scope ? sql`and ${scope}` : sql``}) as priced`,
  );
  const row = rows[0];
  return { items: row?.j ? (JSON.parse(row.j) as RepairCostReport['items']) : [], priced: Number(row?.priced ?? 0) };
}
