// One move of an item (docs/state-machine.md "How a move runs"), inside the caller's transaction:
// lock the equipment row first (`SELECT … FOR UPDATE`, the same order in every module), answer 404
// for an item that is missing or outside the user's warehouses, check the state machine
// (src/shared/equipment-moves.ts), let the caller write its own rows, then update the item's
// status and write the audit row.
import { asc, eq, inArray } from 'drizzle-orm';
import { canMove, statusAfter, type EquipmentMove } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import type { EquipmentStatus } from '@shared/status';
import { audit } from '@server/db/audit';
import type { Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { NOT_FOUND } from '@shared/not-found';

export type EquipmentRow = typeof s.equipment.$inferSelect;

/** Locks one equipment row (undefined when there is none). */
export async function lockEquipmentRow(tx: Tx, id: string): Promise<EquipmentRow | undefined> {
  const [row] = await tx.select().from(s.equipment).where(eq(s.equipment.id, id)).for('update');
  return row;
}

/** Locks several equipment rows in id order (the order every batch follows). */
export function lockEquipmentRows(tx: Tx, ids: readonly string[]): Promise<EquipmentRow[]> {
  return tx
    .select()
    .from(s.equipment)
    .where(inArray(s.equipment.id, [...new Set(ids)]))
    .orderBy(asc(s.equipment.id))
    .for('update');
}

/** Locks an item of the user's warehouses: 404 when it is missing or outside them. */
export async function lockScopedEquipment(tx: Tx, user: AuthUser, id: string): Promise<EquipmentRow> {
  const item = await lockEquipmentRow(tx, id);
  // Out-of-scope items answer as missing: a scoped user learns nothing about other warehouses.
  if (!item || !inScope(user, item.warehouse_id)) throw notFound(NOT_FOUND.equipment);
  return item;
}

/**
 * Moves the locked item to `status` and audits the move (nothing when it is there already).
 * `warehouseId` moves it to another warehouse with it (a transfer received).
 */
export async function writeEquipmentStatus(
  tx: Tx,
  userId: string,
  item: EquipmentRow,
  status: EquipmentStatus,
  warehouseId?: string,
): Promise<void> {
  const moves = warehouseId !== undefined && warehouseId !== item.warehouse_id;
  if (item.status === status && !moves) return;
  await tx
    .update(s.equipment)
    .set({ status, ...(moves ? { warehouse_id: warehouseId } : {}), updated_at: new Date() })
    .where(eq(s.equipment.id, item.id));
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'equipment',
    entityId: item.id,
    before: moves ? { status: item.status, warehouse_id: item.warehouse_id } : { status: item.status },
    after: moves ? { status, warehouse_id: warehouseId } : { status },
  });
}

export interface MoveOptions<T> {
  /** The refusal when the item's status does not allow the move (default: "… şu anda X durumunda."). */
  refusal?: (item: EquipmentRow) => string;
  /** The caller's own checks and rows, after the item is locked and checked and before it moves. */
  run?: (item: EquipmentRow) => Promise<T>;
  /** Context for the status afterwards (a repair goes back to the field with an open hand-over). */
  activeHandover?: boolean;
}

/**
 * Performs `move` on the item `equipmentId` in the caller's transaction: lock, scope (404), state
 * machine (409), the caller's rows, then the status update and its audit row.
 */
export async function performMove<T = void>(
  tx: Tx,
  user: AuthUser,
  equipmentId: string,
  move: EquipmentMove,
  options: MoveOptions<T> = {},
): Promise<{ item: EquipmentRow; result: T; status: EquipmentStatus }> {
  const item = await lockScopedEquipment(tx, user, equipmentId);
  checkMove(item, move, options.refusal);
  const result = (options.run ? await options.run(item) : undefined) as T;
  const status = statusAfter(move, item.status as EquipmentStatus, { activeHandover: options.activeHandover });
  await writeEquipmentStatus(tx, user.id, item, status);
  return { item, result, status };
}

/** 409 with the item's serial number and status when its status does not allow `move`. */
export function checkMove(item: EquipmentRow, move: EquipmentMove, refusal?: (item: EquipmentRow) => string): void {
  if (!canMove(move, item.status)) throw conflict(refusal ? refusal(item) : moveMessages.state(item.serial_number, item.status));
}
