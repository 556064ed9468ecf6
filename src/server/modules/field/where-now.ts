// Where an item is now and since when, for refusals that must say more than "already done": a
// return refused because the hand-over was closed meanwhile names the warehouse the item is in
// (or the worker who holds it now) and the moment of its last move.
import { sql } from 'drizzle-orm';
import type { Whereabouts } from '@shared/whereabouts';
import type { Db, Tx } from '@server/db/client';
import { isoTextRaw, queryRows } from '@server/db/sql';

interface WhereRow {
  status: string;
  warehouse: string | null;
  holder: string | null;
  since: string | null;
}

/** The item's status, warehouse, holder (while in the field) and the moment of its last move. */
export async function whereNow(tx: Db | Tx, equipmentId: string): Promise<Whereabouts> {
  const [row] = await queryRows<WhereRow>(
    tx,
    sql`select e.status, w.name as warehouse,
               (select k.first_name || ' ' || k.last_name from field_equipment f join workers k on k.id = f.worker_id
                 where f.equipment_id = e.id and f.status = 'active' limit 1) as holder,
               ${sql.raw(isoTextRaw('m.at'))} as since
          from equipment e
          left join warehouses w on w.id = e.warehouse_id
          left join lateral (
            select max(at) as at from (
              select max(greatest(f.issued_at, coalesce(f.returned_at, f.issued_at))) as at from field_equipment f where f.equipment_id = e.id
              union all select max(greatest(t.created_at, coalesce(t.completed_at, t.created_at))) from transfers t where t.equipment_id = e.id
              union all select max(greatest(b.created_at, coalesce(b.resolved_at, b.created_at))) from broken_equipment b where b.equipment_id = e.id
            ) moves
          ) m on true
         where e.id = ${equipmentId}`,
  );
  return row ?? { status: 'available', warehouse: null, holder: null, since: null };
}
