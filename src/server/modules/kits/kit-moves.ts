// A kit in a hand-over and a return (docs/planning.md "Kits"). The hand-over's rule for one item
// (state machine, warehouse, required checks) applied to every member: the first that cannot go
// stops the whole kit, named. A return that takes back part of a kit says what stays with the worker.
import { sql } from 'drizzle-orm';
import { handoverCheck } from '@shared/equipment-checks';
import { canMove, moveMessages } from '@shared/equipment-moves';
import { fullName } from '@shared/format';
import { KIT_MESSAGES as M, kitStop, sameKitCode, type Kit } from '@shared/kits';
import { warehouseToday } from '@shared/local-day';
import { whereMessages } from '@shared/whereabouts';
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

/** The kit when every member may be handed over now; else 409 naming the first that may not. */
export async function kitForHandover(db: Db, kit: Kit): Promise<Kit> {
  const rows = kit.members.length
    ? await db
        .select({ id: s.equipment.id, warehouse_id: s.equipment.warehouse_id, check_due: s.equipment.check_due })
        .from(s.equipment)
        .where(sql`${s.equipment.id} in (${uuidList(kit.members.map((m) => m.equipment_id))})`)
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const today = warehouseToday();
  const wheres = new Map<string, string>();
  // Where the refused member is comes from one more read, made only for it.
  for (const m of kit.members) {
    if (!canMove('issue', m.status)) {
      wheres.set(m.equipment_id, whereMessages.cannotIssue(m.serial_number, await whereNow(db, m.equipment_id)));
      break;
    }
  }
  const stop = kitStop(kit, (m) => {
    const row = byId.get(m.equipment_id);
    if (!row) return moveMessages.notFound(m.serial_number);
    if (!canMove('issue', m.status)) return wheres.get(m.equipment_id) ?? null;
    if (row.warehouse_id !== kit.warehouse_id) return M.itemElsewhere(m.serial_number);
    return handoverCheck({ serial_number: m.serial_number, check_due: row.check_due }, today).refusal;
  });
  if (stop) throw conflict(stop);
  return kit;
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
