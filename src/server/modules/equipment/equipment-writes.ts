// Equipment writes: create, edit and delete with the status rules of DESIGN.md §3 (the serial
// number unique, the warehouse fixed while another process holds the item, history never deleted).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { audit, recordDeletion } from '@server/db/audit';
import { brands, brokenEquipment, categories, equipment, fieldEquipment, transfers, warehouses } from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { conflict, HttpError, notFound, pgConstraint, pgErrorCode } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import type { EquipmentRow } from '@shared/api-types';
import type { EquipmentInput } from '@shared/schemas/inventory';
import { canEditStatus, WAREHOUSE_FIXED_STATUSES } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import { NOT_FOUND } from '@shared/not-found';
import { getEquipment } from './equipment.service';
import { valueColumns, valueRefused } from './equipment-value.service';

export const SERIAL_TAKEN = 'Bu seri numarası zaten kayıtlı.';

async function assertReferences(db: Db, user: AuthUser, input: EquipmentInput) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
  if (!brand) throw new HttpError(400, 'Seçilen marka bulunamadı.');
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) throw new HttpError(400, 'Seçilen kategori bulunamadı.');
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, input.warehouse_id));
  // A warehouse outside the user's scope answers as missing (404), as every out-of-scope row does.
  if (!warehouse || !inScope(user, warehouse.id)) throw notFound('Seçilen depo bulunamadı.');
}

async function assertSerialFree(db: Db, serial: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.serial_number, serial), exceptId ? sql`${equipment.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (clash) throw conflict(SERIAL_TAKEN);
}

/** The unique index backs the check up when two requests race. */
function serialRace(error: unknown): never {
  if (pgErrorCode(error) === '23505' && (pgConstraint(error) ?? '').includes('serial')) throw conflict(SERIAL_TAKEN);
  throw error;
}

export async function createEquipment(db: Db, user: AuthUser, input: EquipmentInput): Promise<EquipmentRow> {
  await assertReferences(db, user, input);
  await assertSerialFree(db, input.serial_number);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(equipment)
        .values({
          serial_number: input.serial_number,
          model: input.model,
          brand_id: input.brand_id,
          category_id: input.category_id,
          warehouse_id: input.warehouse_id,
          // New equipment is always available, whatever the body says (spec 02 §4).
          status: 'available',
          created_by: user.id,
          ...valueColumns(input),
        })
        .returning();
      await audit(tx, { userId: user.id, action: 'create', entity: 'equipment', entityId: row!.id, after: row });
      return row!.id;
    });
  } catch (error) {
    valueRefused(error);
    serialRace(error);
  }
  return getEquipment(db, user, id);
}

/** Statuses whose warehouse is fixed by another process (hand-over, repair, transfer). */
const LOCKED_WAREHOUSE: ReadonlySet<string> = new Set(WAREHOUSE_FIXED_STATUSES);

export async function updateEquipment(db: Db, user: AuthUser, id: string, input: EquipmentInput): Promise<EquipmentRow> {
  await getEquipment(db, user, id);
  await assertReferences(db, user, input);
  await assertSerialFree(db, input.serial_number, id);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
      if (!before || !inScope(user, before.warehouse_id)) throw notFound(NOT_FOUND.equipment);
      const wanted = input.status ?? before.status;
      if (!canEditStatus(before.status, wanted))
        throw conflict(moveMessages.editStatus(before.serial_number, before.status, wanted, 'form'));
      // An item scrapped in the field is still with its worker: it becomes available (or moves)
      // only after the return, else it would be available while held and could be handed out or
      // transferred a second time.
      if (before.status === 'scrapped' && (wanted === 'available' || input.warehouse_id !== before.warehouse_id)) {
        const [held] = await tx
          .select({ id: fieldEquipment.id })
          .from(fieldEquipment)
          .where(and(eq(fieldEquipment.equipment_id, id), eq(fieldEquipment.status, 'active')))
          .limit(1);
        if (held) throw conflict(moveMessages.scrappedButHeld(before.serial_number));
      }
      if (input.warehouse_id !== before.warehouse_id && LOCKED_WAREHOUSE.has(before.status)) {
        throw conflict(moveMessages.warehouseFixed(before.serial_number, before.status));
      }
      const [after] = await tx
        .update(equipment)
        .set({
          serial_number: input.serial_number,
          model: input.model,
          brand_id: input.brand_id,
          category_id: input.category_id,
          warehouse_id: input.warehouse_id,
          status: wanted,
          ...valueColumns(input),
          updated_at: new Date(),
        })
        .where(eq(equipment.id, id))
        .returning();
      await audit(tx, { userId: user.id, action: 'update', entity: 'equipment', entityId: id, before, after });
    });
  } catch (error) {
    valueRefused(error);
    serialRace(error);
  }
  return getEquipment(db, user, id);
}

export async function deleteEquipment(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
    if (!before || !inScope(user, before.warehouse_id)) throw notFound(NOT_FOUND.equipment);
    const [history] = await queryRows<{ field: boolean; broken: boolean; transfer: boolean }>(
      tx,
      sql`select exists(select 1 from ${fieldEquipment} where equipment_id = ${id}::uuid) as field,
                 exists(select 1 from ${brokenEquipment} where equipment_id = ${id}::uuid) as broken,
                 exists(select 1 from ${transfers} where equipment_id = ${id}::uuid) as transfer`,
    );
    if (history && (history.field || history.broken || history.transfer)) {
      const kinds = [history.field && 'saha', history.broken && 'arıza', history.transfer && 'transfer'].filter(Boolean).join(', ');
      throw conflict(moveMessages.hasHistory(before.serial_number, kinds));
    }
    await tx.delete(equipment).where(eq(equipment.id, id));
    await recordDeletion(tx, 'equipment', id);
    await audit(tx, { userId: user.id, action: 'delete', entity: 'equipment', entityId: id, before });
  });
}
