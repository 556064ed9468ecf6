// What a stock issue's document (KKD-…, docs/stock.md) says, read from its records: the worker, the
// issuer, both signatures (as their SHA-256), and per line the item, its PPE standard and size, the
// quantity and the next replacement day. content.ts builds every kind's content through this.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';

const hashOf = (column: string) =>
  `case when ${column} is null or ${column} = '' then null else encode(sha256(convert_to(${column}, 'UTF8')), 'hex') end`;

/** The issue's day in the warehouses' calendar plus the item's replacement period. */
export const NEXT_REPLACEMENT_SQL = (issuedAt: string, months: string) =>
  `case when ${months} is null then null else ((${issuedAt} at time zone 'Europe/Istanbul')::date + make_interval(months => ${months}))::date::text end`;

export async function stockIssueContent(db: Db | Tx, doc: { source_id: string }): Promise<Record<string, unknown> | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select json_build_object('id', w.id, 'name', w.name) as warehouse,
        json_build_object('id', wk.id, 'name', wk.first_name || ' ' || wk.last_name) as worker,
        json_build_object('id', iu.id, 'name', iu.first_name || ' ' || iu.last_name) as issuer,
        ${sql.raw(hashOf('si.signature'))} as worker_signature, ${sql.raw(hashOf('si.issuer_signature'))} as issuer_signature,
        si.offline, si.ppe_briefed,
        (select json_agg(json_build_object('movement', m.id, 'equipment', i.id, 'serial_number', coalesce(i.barcode, 'STK-' || upper(left(i.id::text, 8))),
            'title', i.name || coalesce(' (' || i.variant || ')', ''), 'category', (select c.name from categories c where c.id = i.category_id),
            'kind', i.kind, 'standard', i.standard, 'variant', i.variant, 'unit', i.unit, 'quantity', m.quantity::float8,
            'next_replacement_on', ${sql.raw(NEXT_REPLACEMENT_SQL('si.created_at', 'i.replacement_months'))}) order by i.name, m.id)
          from stock_movements m join stock_items i on i.id = m.item_id where m.issue_id = si.id and m.kind = 'issue') as items
      from stock_issues si
      join warehouses w on w.id = si.warehouse_id
      join workers wk on wk.id = si.worker_id
      join users iu on iu.id = si.issued_by
      where si.id = ${doc.source_id}::uuid`,
  );
  return row;
}
