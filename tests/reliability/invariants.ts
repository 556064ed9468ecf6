// The state-machine invariants of DESIGN.md §3, checked straight in the database after the
// concurrency and crash runs. Each query returns the rows that break its rule.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';

export interface InvariantReport {
  name: string;
  violations: unknown[];
}

const CHECKS: Array<{ name: string; query: ReturnType<typeof sql> }> = [
  {
    // An item with a worker may also be broken or scrapped (a fault reported in the field), but
    // `in_field` means exactly one active hand-over, and no item ever has two.
    name: 'in_field ⇔ exactly one active hand-over (active ⇒ in_field, broken or scrapped)',
    query: sql`
      select e.serial_number, e.status, count(f.id)::int as active
      from equipment e left join field_equipment f on f.equipment_id = e.id and f.status = 'active'
      group by e.id
      having count(f.id) > 1
          or (e.status = 'in_field' and count(f.id) <> 1)
          or (count(f.id) = 1 and e.status not in ('in_field', 'broken', 'scrapped'))`,
  },
  {
    name: 'in_transfer ⇔ exactly one transfer in transit',
    query: sql`
      select e.serial_number, e.status, count(t.id)::int as in_transit
      from equipment e left join transfers t on t.equipment_id = e.id and t.status = 'in_transit'
      group by e.id
      having (e.status = 'in_transfer') <> (count(t.id) = 1) or count(t.id) > 1`,
  },
  {
    name: 'broken ⇔ an open fault (pending or in_repair)',
    query: sql`
      select e.serial_number, e.status, count(b.id)::int as open_faults
      from equipment e left join broken_equipment b on b.equipment_id = e.id and b.status in ('pending', 'in_repair')
      group by e.id
      having (e.status = 'broken') <> (count(b.id) = 1) or count(b.id) > 1`,
  },
  {
    // "Moved again" is a new transfer, or an edit (the equipment form may change the warehouse of
    // an available or scrapped item) that the audit trail records after the completion.
    name: 'a completed transfer left its item in the target warehouse unless it moved again',
    query: sql`
      select e.serial_number from equipment e
      join lateral (select t.id, t.to_warehouse_id from transfers t where t.equipment_id = e.id and t.status = 'completed'
                    order by t.completed_at desc limit 1) last on true
      where e.status <> 'in_transfer'
        and e.warehouse_id <> last.to_warehouse_id
        and not exists (select 1 from transfers t2 where t2.equipment_id = e.id and t2.status = 'in_transit')
        and not exists (
          select 1 from audit_log a
          where a.entity = 'equipment' and a.action = 'update' and a.entity_id = e.id
            and a.after->>'warehouse_id' is distinct from last.to_warehouse_id::text
            and a.after->>'warehouse_id' is not null
            and a.id > (select max(c.id) from audit_log c where c.entity = 'transfers' and c.action = 'complete' and c.entity_id = last.id))`,
  },
];

export async function checkInvariants(db: Db): Promise<InvariantReport[]> {
  const reports: InvariantReport[] = [];
  for (const check of CHECKS) reports.push({ name: check.name, violations: await queryRows(db, check.query) });
  return reports;
}

export async function statusCounts(db: Db): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from equipment group by status`);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
