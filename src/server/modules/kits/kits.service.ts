// Making and changing kits (docs/planning.md "Kits"). A kit and its members belong to one warehouse;
// an item is a member of at most one kit (a unique key backs the check). Every change is one audit
// row of entity 'kits': create, update, delete, and adding or taking out a member ('add_member',
// 'remove_member'), so taking an item out of a kit is an explicit step people can read back.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { KIT_MESSAGES as M, type CreateKitInput, type Kit, type UpdateKitInput } from '@shared/kits';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { kitMembers, kits, kitStockLines } from '@server/db/kits-schema';
import * as s from '@server/db/schema';
import { stockItems } from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound, pgErrorCode } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { kitRows } from './kit-rows';

export async function getKit(db: Db | Tx, user: AuthUser, id: string): Promise<Kit> {
  const [kit] = await kitRows(db, user, [sql`k.id = ${id}::uuid`]);
  if (!kit) throw notFound(M.notFound);
  return kit;
}

/** The kit row locked for a change, in the user's warehouses (else 404). */
async function lockKit(tx: Tx, user: AuthUser, id: string) {
  const [kit] = await tx.select().from(kits).where(eq(kits.id, id)).for('update');
  if (!kit || !inScope(user, kit.warehouse_id)) throw notFound(M.notFound);
  return kit;
}

/** The items may join a kit of `warehouseId`: they exist, are there and are in no other kit. */
async function checkMembers(tx: Tx, warehouseId: string, ids: readonly string[], kitId: string | null) {
  if (new Set(ids).size !== ids.length) throw badRequest(M.twice);
  if (!ids.length) return;
  const items = await tx
    .select({ id: s.equipment.id, serial: s.equipment.serial_number, warehouse_id: s.equipment.warehouse_id })
    .from(s.equipment)
    .where(inArray(s.equipment.id, [...ids]));
  if (items.length !== ids.length) throw badRequest(M.itemNotFound);
  const elsewhere = items.find((i) => i.warehouse_id !== warehouseId);
  if (elsewhere) throw badRequest(M.itemElsewhere(elsewhere.serial));
  const [taken] = await tx
    .select({ equipment_id: kitMembers.equipment_id, kit_id: kits.id, name: kits.name, code: kits.code })
    .from(kitMembers)
    .innerJoin(kits, eq(kits.id, kitMembers.kit_id))
    .where(inArray(kitMembers.equipment_id, [...ids]))
    .limit(1);
  if (taken && taken.kit_id !== kitId) {
    throw conflict(M.inOtherKit(items.find((i) => i.id === taken.equipment_id)!.serial, `${taken.name} (${taken.code})`));
  }
}

async function writeStockLines(tx: Tx, kitId: string, lines: CreateKitInput['stock_lines']) {
  const ids = lines.map((l) => l.stock_item_id.toLowerCase());
  if (new Set(ids).size !== ids.length) throw badRequest('Aynı stok kartı bir sette iki kez yer alamaz.');
  if (ids.length) {
    const found = await tx.select({ id: stockItems.id }).from(stockItems).where(inArray(stockItems.id, ids));
    if (found.length !== ids.length) throw badRequest(M.stockItemNotFound);
  }
  await tx.delete(kitStockLines).where(eq(kitStockLines.kit_id, kitId));
  if (ids.length) {
    await tx.insert(kitStockLines).values(lines.map((l, i) => ({ kit_id: kitId, stock_item_id: ids[i]!, quantity: l.quantity })));
  }
}

/** Another request took one of the items into a kit first: said as the check above says it. */
async function memberRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict('Ekipmanlardan biri az önce başka bir sete eklendi.');
    throw error;
  }
}

export async function createKit(db: Db, user: AuthUser, input: CreateKitInput): Promise<Kit> {
  const warehouseId = input.warehouse_id.toLowerCase();
  if (!inScope(user, warehouseId)) throw notFound(M.warehouseNotFound);
  const ids = input.equipment_ids.map((id) => id.toLowerCase());
  const id = await memberRace(() =>
    db.transaction(async (tx) => {
      const [warehouse] = await tx.select({ id: s.warehouses.id }).from(s.warehouses).where(eq(s.warehouses.id, warehouseId));
      if (!warehouse) throw notFound(M.warehouseNotFound);
      await checkMembers(tx, warehouseId, ids, null);
      const [row] = await tx
        .insert(kits)
        .values({ warehouse_id: warehouseId, name: input.name, note: input.note ?? null, created_by: user.id })
        .returning();
      if (ids.length) await tx.insert(kitMembers).values(ids.map((equipment_id) => ({ kit_id: row!.id, equipment_id })));
      await writeStockLines(tx, row!.id, input.stock_lines);
      await audit(tx, {
        userId: user.id,
        action: 'create',
        entity: 'kits',
        entityId: row!.id,
        after: { ...row, equipment_ids: ids, stock_lines: input.stock_lines },
      });
      return row!.id;
    }),
  );
  return getKit(db, user, id);
}

export async function updateKit(db: Db, user: AuthUser, id: string, input: UpdateKitInput): Promise<Kit> {
  await db.transaction(async (tx) => {
    const before = await lockKit(tx, user, id);
    const after = { name: input.name, note: input.note ?? null, updated_at: new Date() };
    await tx.update(kits).set(after).where(eq(kits.id, id));
    if (input.stock_lines) await writeStockLines(tx, id, input.stock_lines);
    await audit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'kits',
      entityId: id,
      before: { name: before.name, note: before.note },
      after: { ...after, ...(input.stock_lines ? { stock_lines: input.stock_lines } : {}) },
    });
  });
  return getKit(db, user, id);
}

export async function addKitMember(db: Db, user: AuthUser, id: string, equipmentId: string): Promise<Kit> {
  const itemId = equipmentId.toLowerCase();
  await memberRace(() =>
    db.transaction(async (tx) => {
      const kit = await lockKit(tx, user, id);
      await checkMembers(tx, kit.warehouse_id, [itemId], id);
      const [added] = await tx.insert(kitMembers).values({ kit_id: id, equipment_id: itemId }).onConflictDoNothing().returning();
      if (!added) return; // Already a member: nothing changes, nothing to audit.
      await tx.update(kits).set({ updated_at: new Date() }).where(eq(kits.id, id));
      await audit(tx, { userId: user.id, action: 'add_member', entity: 'kits', entityId: id, after: { equipment_id: itemId } });
    }),
  );
  return getKit(db, user, id);
}

export async function removeKitMember(db: Db, user: AuthUser, id: string, equipmentId: string): Promise<Kit> {
  const itemId = equipmentId.toLowerCase();
  await db.transaction(async (tx) => {
    await lockKit(tx, user, id);
    const gone = await tx
      .delete(kitMembers)
      .where(and(eq(kitMembers.kit_id, id), eq(kitMembers.equipment_id, itemId)))
      .returning();
    if (!gone.length) {
      const [item] = await tx.select({ serial: s.equipment.serial_number }).from(s.equipment).where(eq(s.equipment.id, itemId));
      throw item ? badRequest(M.notMember(item.serial)) : notFound(M.itemNotFound);
    }
    await tx.update(kits).set({ updated_at: new Date() }).where(eq(kits.id, id));
    await audit(tx, { userId: user.id, action: 'remove_member', entity: 'kits', entityId: id, before: { equipment_id: itemId } });
  });
  return getKit(db, user, id);
}

/** The kit goes; its members stay items of their own. */
export async function deleteKit(db: Db, user: AuthUser, id: string): Promise<void> {
  const before = await getKit(db, user, id);
  await db.transaction(async (tx) => {
    await lockKit(tx, user, id);
    await tx.delete(kits).where(eq(kits.id, id));
    await audit(tx, { userId: user.id, action: 'delete', entity: 'kits', entityId: id, before });
  });
}
