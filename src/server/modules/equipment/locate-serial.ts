// GET /equipment/locate?serial=…: where a scanned serial the device's copy does not hold is. A user
// limited to some warehouses learns only the name of the warehouse that holds it (so the scan says
// 'Bu ekipman Merkez Depo'da; depolarınız dışında' instead of 'bulunamadı'); an unregistered serial
// is 404. Case and surrounding spaces aside, as the device's search (a label printed in lower case).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import type { LocatedSerial } from '@shared/api-types';
import { moveMessages } from '@shared/equipment-move-messages';

export async function locateSerial(db: Db, user: AuthUser, serial: string): Promise<LocatedSerial> {
  const rows = await queryRows<{ id: string; serial_number: string; warehouse_id: string | null; warehouse: string | null }>(
    db,
    sql`select e.id, e.serial_number, e.warehouse_id, w.name as warehouse
          from equipment e left join warehouses w on w.id = e.warehouse_id
         where e.serial_number = ${serial} or lower(btrim(e.serial_number)) = lower(${serial})
         order by (e.serial_number = ${serial}) desc limit 1`,
  );
  const row = rows[0];
  if (!row) throw notFound(moveMessages.notFound(serial));
  const mine = inScope(user, row.warehouse_id);
  return { serial_number: row.serial_number, in_scope: mine, warehouse: row.warehouse, id: mine ? row.id : null };
}
