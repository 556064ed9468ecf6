// A kit in a hand-over, a transfer and a return (docs/planning.md "Kits"). The move's rule for one
// item (state machine, warehouse, and for a hand-over the required checks) applied to every member:
// the first that cannot go stops the whole kit, named. A kit follows its members to the warehouse
// that received them all. A return that takes back part of a kit says what stays with the worker.
import { eq, sql } from 'drizzle-orm';
import { handoverCheck } from '@shared/equipment-checks';
import { canMove } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import { fullName } from '@shared/format';
import { KIT_MESSAGES as M, kitStop, sameKitCode, type Kit } from '@shared/kits';
import { warehouseToday } from '@shared/local-day';
import { whereMessages } from '@shared/whereabouts';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { kitMembers, kits } from '@server/db/kits-schema';
import * as s from '@server/db/schema';
import { queryRows, uuidList } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound } from '@server/http/errors';
import { whereNow } from '../field/where-now';
import { kitRows } from './kit-rows';

/** The kit of a scanned code in the user's warehouses, or 404. */
export async function kitByCode(db: Db | Tx, user: AuthUser, code: string): Promise<Kit> {
  const [kit] = await kitRows(db, user, [sql`upper(k.code) = ${code.trim().toUpperCase()}`]);
  if (!kit || !sameKitCode(kit.code, code)) throw notFound(M.notFound);
  return kit;
}

/**
 * The kit when every member may go now, handed over (`issue`: the state machine, the kit's
 * warehouse, the required checks) or sent to another warehouse (`transfer`: the state machine and
 * the kit's warehouse); else 409 naming the first member that may not.
 */
export async function kitForMove(db: Db, kit: Kit, move: 'issue' | 'transfer' = 'issue'): Promise<Kit> {
  const rows = kit.members.length
    ? await db
        .select({ id: s.equipment.id, warehouse_id: s.equipment.warehouse_id, check_due: s.equipment.check_due })
        .from(s.equipment)
        .where(sql`${s.equipment.id} in (${uuidList(kit.members.map((m) => m.equipment_id))})`)
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const today = warehouseToday();
  const wheres = new Map<string, string>();
  // Where the refused member is comes from one more read, made only for it (a hand-over says who holds it).
  for (const m of kit.members) {
    if (move === 'issue' && !canMove('issue', m.status)) {
      wheres.set(m.equipment_id, whereMessages.cannotIssue(m.serial_number, await whereNow(db, m.equipment_id)));
      break;
    }
  }
  const stop = kitStop(kit, (m) => {
    const row = byId.get(m.equipment_id);
    if (!row) return moveMessages.notFound(m.serial_number);
    if (!canMove(move, m.status)) return wheres.get(m.equipment_id) ?? moveMessages.state(m.serial_number, m.status);
    if (row.warehouse_id !== kit.warehouse_id) return M.itemElsewhere(m.serial_number);
    return move === 'issue' ? handoverCheck({ serial_number: m.serial_number, check_due: row.check_due }, today).refusal : null;
  });
  if (stop) throw conflict(stop);
  return kit;
}

/**
 * A transfer of `equipmentId` was received in `warehouseId`: when every member of its kit is now
 * there, the kit moves with them (its warehouse changes, audited as `kits · move`). Until the last
 * member arrives the kit stays where it was, and a hand-over of it names the member elsewhere.
 */
export async function kitFollowsMembers(tx: Tx, userId: string, equipmentId: string, warehouseId: string): Promise<void> {
  const [kit] = await queryRows<{ id: string; warehouse_id: string; away: number }>(
    tx,
    sql`select k.id, k.warehouse_id,
        (select count(*)::int from ${kitMembers} x join ${s.equipment} e on e.id = x.equipment_id
          where x.kit_id = k.id and e.warehouse_id is distinct from ${warehouseId}::uuid) as away
      from ${kits} k join ${kitMembers} m on m.kit_id = k.id
      where m.equipment_id = ${equipmentId}::uuid and k.warehouse_id <> ${warehouseId}::uuid
      for update of k`,
  );
  if (!kit || kit.away > 0) return;
  const now = new Date();
  await tx.update(kits).set({ warehouse_id: warehouseId, updated_at: now }).where(eq(kits.id, kit.id));
  await audit(tx, {
    userId,
    action: 'move',
    entity: 'kits',
    entityId: kit.id,
    before: { warehouse_id: kit.warehouse_id },
    after: { warehouse_id: warehouseId, with: equipmentId },
  });
}

/**
 * After a return of `equipmentIds` by `workerId`: for every kit one of them belongs to, the members
 * still out with that worker, said as one sentence per kit (none when the kit came back whole).
 */
export async function kitShortfalls(tx: Tx, equipmentIds: readonly string[], workerId: string): Promise<string[]> {
  if (!equipmentIds.length) return [];
  const rows = await queryRows<{ code: string; name: string; serial_number: string; first_name: string; last_name: string }>(
    tx,
    sql`select k.code, k.name, e.serial_number, w.first_name, w.last_name
      from ${kitMembers} m join ${kits} k on k.id = m.kit_id join ${s.equipment} e on e.id = m.equipment_id
      join ${s.fieldEquipment} f on f.equipment_id = m.equipment_id and f.status = 'active' and f.worker_id = ${workerId}::uuid
      join ${s.workers} w on w.id = f.worker_id
      where m.kit_id in (select x.kit_id from ${kitMembers} x where x.equipment_id in (${uuidList(equipmentIds)}))
      order by k.code, e.serial_number`,
  );
  const byKit = new Map<string, { kit: { code: string; name: string }; serials: string[]; holder: string }>();
  for (const r of rows) {
    const entry = byKit.get(r.code) ?? { kit: { code: r.code, name: r.name }, serials: [], holder: fullName(r) };
    entry.serials.push(r.serial_number);
    byKit.set(r.code, entry);
  }
  return [...byKit.values()].map((e) => M.short(e.kit, e.serials, e.holder));
}
