// A reservation that names kits (docs/planning.md "Kits in a reservation"): each kit of the
// reservation's warehouse becomes its members, reserved as item lines that remember the kit, so
// every clash rule of a specific item applies to each member and a refusal names the member and
// its kit. A kit's stock lines are not reserved (the stock ledger keeps no holds).
import { sql } from 'drizzle-orm';
import { KIT_MESSAGES, kitLabel } from '@shared/kits';
import { RESERVATION_MESSAGES as M } from '@shared/reservations';
import type { Tx } from '@server/db/client';
import { uuidList } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';
import { kitRows } from '../kits/kit-rows';

export interface KitItems {
  /** The items to reserve: those named on their own, then each kit's members not named already. */
  itemIds: string[];
  /** A member's kit, for its line. */
  kitOf: Map<string, string>;
  /** A member as a refusal names it: 'Nivo Seti (SET-00003) setindeki SN-2'. */
  names: Map<string, string>;
}

export async function expandKits(
  tx: Tx,
  user: AuthUser,
  warehouseId: string,
  itemIds: readonly string[],
  kitIds: readonly string[],
): Promise<KitItems> {
  const out: KitItems = { itemIds: [...itemIds], kitOf: new Map(), names: new Map() };
  const ids = [...new Set(kitIds.map((id) => id.toLowerCase()))];
  if (!ids.length) return out;
  const found = await kitRows(tx, user, [sql`k.id in (${uuidList(ids)})`]);
  if (found.length !== ids.length) throw badRequest(M.kitNotFound);
  for (const kit of found) {
    if (kit.warehouse_id !== warehouseId) throw badRequest(M.kitElsewhere(kitLabel(kit)));
    if (!kit.members.length) throw badRequest(KIT_MESSAGES.empty(kit));
    for (const m of kit.members) {
      if (!out.itemIds.includes(m.equipment_id)) out.itemIds.push(m.equipment_id);
      out.kitOf.set(m.equipment_id, kit.id);
      out.names.set(m.equipment_id, M.kitMember(kitLabel(kit), m.serial_number));
    }
  }
  return out;
}
