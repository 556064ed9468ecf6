// A hand-over meets the reservations (docs/planning.md), inside the hand-over's transaction after
// its row is written: it fulfils a line of the worker's own reservation of that item (or of its
// model) in that warehouse, and it warns — never refuses — when someone else reserved the item for
// days the hand-over overlaps. Queued offline hand-overs meet them the same way when they land.
import { sql } from 'drizzle-orm';
import { addDays, warehouseToday } from '@shared/local-day';
import { fullName } from '@shared/format';
import { reservationRangeLabel } from '@shared/reservations';
import { audit } from '@server/db/audit';
import type { Tx } from '@server/db/client';
import { reservationLines, reservations } from '@server/db/reservations-schema';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import { holdsSql } from './reservation-sql';

interface HandedItem {
  id: string;
  serial_number: string;
  warehouse_id: string | null;
  brand_id: string;
  model: string;
}

/** Fulfils the worker's matching line, if any (a reservation starting tomorrow may be picked up today). */
async function fulfil(tx: Tx, userId: string, item: HandedItem, workerId: string, today: string, now: Date): Promise<void> {
  if (!item.warehouse_id) return;
  const [line] = await queryRows<{ id: string; reservation_id: string }>(
    tx,
    sql`select l.id, l.reservation_id from ${reservationLines} l join ${reservations} r on r.id = l.reservation_id
      where r.warehouse_id = ${item.warehouse_id}::uuid and r.worker_id = ${workerId}::uuid and r.status = 'active'
        and r.start_day <= ${addDays(today, 1)}::date and r.end_day > ${today}::date and l.handed < l.quantity
        and (l.equipment_id = ${item.id}::uuid or (l.equipment_id is null and l.brand_id = ${item.brand_id}::uuid and l.model = ${item.model}))
      order by (l.equipment_id is null), r.start_day, r.created_at limit 1 for update of l, r`,
  );
  if (!line) return;
  await tx.execute(sql`update ${reservationLines} set handed = handed + 1 where id = ${line.id}::uuid`);
  const [done] = await queryRows<{ open: number }>(
    tx,
    sql`select count(*)::int as open from ${reservationLines} where reservation_id = ${line.reservation_id}::uuid and handed < quantity`,
  );
  const fulfilled = done?.open === 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`update ${reservations} set picked_up_at = coalesce(picked_up_at, ${at}),
      ${fulfilled ? sql`status = 'fulfilled', fulfilled_at = ${at},` : sql``} updated_at = ${at}
    where id = ${line.reservation_id}::uuid`);
  await audit(tx, {
    userId,
    action: fulfilled ? 'fulfil' : 'pick_up',
    entity: 'reservations',
    entityId: line.reservation_id,
    after: { line_id: line.id, equipment_id: item.id, status: fulfilled ? 'fulfilled' : 'active' },
  });
}

/** Someone else's reservation of this item over days the hand-over keeps it (until its due day, or open-ended). */
async function warning(tx: Tx, item: HandedItem, workerId: string, today: string, dueDate: string | null): Promise<string | null> {
  const [other] = await queryRows<{ first_name: string; last_name: string; start_day: string; end_day: string; site: string }>(
    tx,
    sql`select w.first_name, w.last_name, r.start_day::text as start_day, r.end_day::text as end_day, r.site
      from ${reservationLines} l join ${reservations} r on r.id = l.reservation_id join ${s.workers} w on w.id = r.worker_id
      where l.equipment_id = ${item.id}::uuid and l.handed < l.quantity and r.worker_id <> ${workerId}::uuid and ${holdsSql(today)}
        and r.end_day > ${today}::date ${dueDate ? sql`and r.start_day <= ${dueDate}::date` : sql``}
      order by r.start_day limit 1`,
  );
  if (!other) return null;
  return `${item.serial_number} seri numaralı ekipman ${fullName(other)} adına ${reservationRangeLabel(other)} için rezerve edilmiş (${other.site}).`;
}

/** Both, for one item handed over: the warning to show beside the record, or null. */
export async function meetReservations(
  tx: Tx,
  userId: string,
  item: HandedItem,
  workerId: string,
  dueDate: string | null,
  now = new Date(),
): Promise<string | null> {
  const today = warehouseToday(now);
  const said = await warning(tx, item, workerId, today, dueDate);
  await fulfil(tx, userId, item, workerId, today, now);
  return said;
}
