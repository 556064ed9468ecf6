// Warehouses: list with status counters, detail, create/edit/delete. Warehouse scope (DESIGN.md §4):
// a user limited to some warehouses sees and changes only those; other ids answer 404.
import { NOT_FOUND } from '@shared/not-found';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { audit, recordDeletion } from '@server/db/audit';
import { brokenEquipment, equipment, fieldEquipment, transfers, userWarehouses, warehouses } from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound } from '@server/http/errors';
import { scopeSql, warehouseScope } from '@server/http/guard';
import { nameKey } from '@shared/search';
import type { WarehouseInput } from '@shared/schemas/inventory';
import { compareTurkish } from '@shared/collation';
import type { WarehouseRow } from '@shared/api-types';
import { equipmentCount } from '../equipment/equipment-count';

export type { WarehouseRow };

interface RawWarehouseRow extends Omit<WarehouseRow, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** One grouped query: every warehouse with its counters, most equipment first. */
async function selectWarehouses(db: Db, where: SQL | undefined): Promise<WarehouseRow[]> {
  const rows = await queryRows<RawWarehouseRow>(
    db,
    sql`select w.id, w.name, w.location, w.description, w.created_at, w.updated_at,
          count(e.id)::int as equipment_count,
          (count(e.id) filter (where e.status = 'available'))::int as available_count,
          (count(e.id) filter (where e.status = 'in_field'))::int as in_field_count,
          (count(e.id) filter (where e.status = 'broken'))::int as broken_count,
          (count(e.id) filter (where e.status = 'scrapped'))::int as scrapped_count,
          (count(e.id) filter (where e.status = 'in_transfer'))::int as in_transfer_count
        from ${warehouses} w
        left join ${equipment} e on e.warehouse_id = w.id
        ${where ? sql`where ${where}` : sql``}
        group by w.id
        order by count(e.id) desc, w.name asc`,
  );
  // Names in Turkish order in code: the database may sort by bytes (C locale, PGlite).
  rows.sort((a, b) => b.equipment_count - a.equipment_count || compareTurkish(a.name, b.name));
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));
}

const scopeCondition = (user: AuthUser): SQL | undefined => scopeSql(user, sql`w.id`);

export async function listWarehouses(db: Db, user: AuthUser, options: { since?: string; all?: boolean } = {}): Promise<WarehouseRow[]> {
  const parts: SQL[] = [];
  const scope = options.all ? undefined : scopeCondition(user);
  if (scope) parts.push(scope);
  if (options.since) parts.push(sql`w.updated_at > ${options.since}::timestamptz`);
  return selectWarehouses(db, parts.length ? sql.join(parts, sql` and `) : undefined);
}

export async function getWarehouse(db: Db, user: AuthUser, id: string): Promise<WarehouseRow> {
  const scope = scopeCondition(user);
  const [row] = await selectWarehouses(db, scope ? sql`w.id = ${id}::uuid and ${scope}` : sql`w.id = ${id}::uuid`);
  if (!row) throw notFound(NOT_FOUND.warehouse);
  return row;
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const key = nameKey(name);
  const rows = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
  if (rows.some((r) => r.id !== exceptId && nameKey(r.name) === key)) throw conflict(`"${name}" adında bir depo zaten mevcut.`);
}

export async function createWarehouse(db: Db, user: AuthUser, input: WarehouseInput): Promise<WarehouseRow> {
  await assertNameFree(db, input.name);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(warehouses)
      .values({ name: input.name, location: input.location, description: input.description ?? null })
      .returning();
    // A user limited to some warehouses keeps seeing what they create (an API token's creator: by
    // the creator's own limit, never the token's, which would limit a creator who had none).
    if ((user.apiToken?.creatorWarehouseIds ?? user.warehouseIds).length > 0)
      await tx.insert(userWarehouses).values({ user_id: user.id, warehouse_id: row!.id });
    await audit(tx, { userId: user.id, action: 'create', entity: 'warehouse', entityId: row!.id, after: row });
    return row!.id;
  });
  const scoped = warehouseScope(user);
  return getWarehouse(db, scoped ? { ...user, warehouseIds: [...scoped, id] } : user, id);
}

export async function updateWarehouse(db: Db, user: AuthUser, id: string, input: WarehouseInput): Promise<WarehouseRow> {
  await getWarehouse(db, user, id);
  await assertNameFree(db, input.name, id);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(warehouses).where(eq(warehouses.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND.warehouse);
    const [after] = await tx
      .update(warehouses)
      .set({ name: input.name, location: input.location, description: input.description ?? null, updated_at: new Date() })
      .where(eq(warehouses.id, id))
      .returning();
    await audit(tx, { userId: user.id, action: 'update', entity: 'warehouse', entityId: id, before, after });
  });
  return getWarehouse(db, user, id);
}

export async function deleteWarehouse(db: Db, user: AuthUser, id: string): Promise<void> {
  await getWarehouse(db, user, id);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(warehouses).where(eq(warehouses.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND.warehouse);
    const held = await equipmentCount(tx, eq(equipment.warehouse_id, id));
    if (held > 0) {
      throw conflict(`"${before.name}" deposunda ${held} ekipman bulunduğu için silinemez. Önce ekipmanları taşıyın veya silin.`);
    }
    const usedInField = await tx.select({ id: fieldEquipment.id }).from(fieldEquipment).where(eq(fieldEquipment.warehouse_id, id)).limit(1);
    const usedInRepairs = await tx
      .select({ id: brokenEquipment.id })
      .from(brokenEquipment)
      .where(eq(brokenEquipment.warehouse_id, id))
      .limit(1);
    const usedInTransfers = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(sql`${transfers.from_warehouse_id} = ${id} or ${transfers.to_warehouse_id} = ${id}`)
      .limit(1);
    const history = [usedInField, usedInRepairs, usedInTransfers];
    if (history.some((rows) => rows.length > 0)) {
      throw conflict(`"${before.name}" deposu saha, arıza veya transfer geçmişinde kullanıldığı için silinemez.`);
    }
    await tx.delete(warehouses).where(eq(warehouses.id, id));
    await recordDeletion(tx, 'warehouses', id);
    await audit(tx, { userId: user.id, action: 'delete', entity: 'warehouse', entityId: id, before });
  });
}
