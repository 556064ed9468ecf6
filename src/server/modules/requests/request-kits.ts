// A kit in a request (docs/planning.md "Requests"): a line names a kit by its code ('SET-00003',
// read case-blind), chosen, scanned or typed on the phone, and the server finds it as it finds a
// serial number. Approving the line reserves the kit (`kit_ids` of the reservation).
import { sql } from 'drizzle-orm';
import { KIT_MESSAGES, kitLabel } from '@shared/kits';
import { RESERVATION_MESSAGES } from '@shared/reservations';
import { REQUEST_MESSAGES as M } from '@shared/requests';
import type { Tx } from '@server/db/client';
import { kits } from '@server/db/kits-schema';
import { queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { scopeSql } from '@server/http/guard';

/**
 * The kit of the user's warehouses with this code, as a request line keeps it; null when there is
 * none. A kit of another warehouse, or without members, is refused naming it.
 */
export async function requestedKit(
  tx: Tx,
  user: AuthUser,
  warehouseId: string,
  code: string,
): Promise<{ kit_id: string; kit_label: string } | null> {
  const [kit] = await queryRows<{ id: string; code: string; name: string; warehouse_id: string; members: number }>(
    tx,
    sql`select k.id, k.code, k.name, k.warehouse_id, (select count(*)::int from kit_members m where m.kit_id = k.id) as members
      from ${kits} k ${whereSql([sql`upper(k.code) = ${code.trim().toUpperCase()}`, scopeSql(user, sql`k.warehouse_id`)])}`,
  );
  if (!kit) return null;
  if (kit.warehouse_id !== warehouseId) throw badRequest(RESERVATION_MESSAGES.kitElsewhere(kitLabel(kit)));
  if (kit.members === 0) throw badRequest(KIT_MESSAGES.empty(kit));
  return { kit_id: kit.id, kit_label: kitLabel(kit) };
}

/** A kit line as written: the kit found, or refused with its code. */
export async function kitLine(tx: Tx, user: AuthUser, warehouseId: string, code: string, seen: Set<string>) {
  const kit = await requestedKit(tx, user, warehouseId, code);
  if (!kit) throw badRequest(M.kitNotFound(code.trim()));
  if (seen.has(kit.kit_id)) throw badRequest(M.kitTwice(kit.kit_label));
  seen.add(kit.kit_id);
  return { ...kit, quantity: 1 };
}
