// Inspection and calibration (docs/equipment-care.md): a category's required checks, an item's
// recorded checks with their certificate, and the item's `check_due` kept by the database function
// `equipment_check_due` (migration 0020). Every write that changes what an item requires or has
// recorded refreshes its `check_due` and `updated_at` in the same transaction, so the device's
// mirror picks it up with the next `?since=` delta.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EquipmentCheckRow } from '@shared/care-types';
import type { CheckDue } from '@shared/equipment-checks';
import { nextDueOn } from '@shared/equipment-checks';
import { NOT_FOUND } from '@shared/not-found';
import type { CategoryCheckInput, CategoryCheckUpdateInput, EquipmentCheckInput } from '@shared/schemas/care';
import { audit } from '@server/db/audit';
import { categoryChecks, equipmentCheckCertificateParts, equipmentChecks } from '@server/db/care-schema';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import { isoText, queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, notFound, pgConstraint } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { lockScopedEquipment } from '../equipment/equipment-move';
import type { StoredCertificate } from './certificate';

export const CATEGORY_NOT_FOUND = 'Kategori bulunamadı.';
export const CHECK_NOT_FOUND = 'Kontrol tanımı bulunamadı.';
export const CHECK_RECORD_NOT_FOUND = 'Kontrol kaydı bulunamadı.';
export const CHECK_NAME_TAKEN = 'Bu kategoride bu adla bir kontrol zaten var.';
export const CHECK_NOT_IN_CATEGORY = 'Bu kontrol ekipmanın kategorisinde tanımlı değil.';
const PART_BYTES = 256 * 1024;

export interface CategoryCheckRow {
  id: string;
  category_id: string;
  name: string;
  interval_months: number;
  created_at: string;
  updated_at: string;
}

const scheduleRow = (r: typeof categoryChecks.$inferSelect): CategoryCheckRow => ({
  id: r.id,
  category_id: r.category_id,
  name: r.name,
  interval_months: r.interval_months,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Recomputes `check_due` of the items `where` selects; only changed rows are touched. */
export async function refreshCheckDue(tx: Tx, where: SQL): Promise<void> {
  await tx.execute(sql`
    update ${s.equipment} e set check_due = equipment_check_due(e.id, e.category_id), updated_at = now()
    where ${where} and e.check_due is distinct from equipment_check_due(e.id, e.category_id)`);
}

export async function listCategoryChecks(db: Db): Promise<CategoryCheckRow[]> {
  const rows = await db.select().from(categoryChecks).orderBy(categoryChecks.name);
  return rows.map(scheduleRow);
}

function nameTaken(error: unknown): never {
  if (pgConstraint(error) === 'category_checks_name_key') throw conflict(CHECK_NAME_TAKEN);
  throw error;
}

export async function createCategoryCheck(db: Db, user: AuthUser, input: CategoryCheckInput): Promise<CategoryCheckRow> {
  return db
    .transaction(async (tx) => {
      const [category] = await tx.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.id, input.category_id));
      if (!category) throw badRequest(CATEGORY_NOT_FOUND);
      const [row] = await tx
        .insert(categoryChecks)
        .values({ category_id: category.id, name: input.name, interval_months: input.interval_months })
        .returning();
      await refreshCheckDue(tx, sql`e.category_id = ${category.id}::uuid`);
      await audit(tx, { userId: user.id, action: 'create', entity: 'category_check', entityId: row!.id, before: null, after: row });
      return scheduleRow(row!);
    })
    .catch(nameTaken);
}

export async function updateCategoryCheck(db: Db, user: AuthUser, id: string, input: CategoryCheckUpdateInput): Promise<CategoryCheckRow> {
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(categoryChecks).where(eq(categoryChecks.id, id)).for('update');
      if (!before) throw notFound(CHECK_NOT_FOUND);
      const [row] = await tx
        .update(categoryChecks)
        .set({ name: input.name, interval_months: input.interval_months, updated_at: new Date() })
        .where(eq(categoryChecks.id, id))
        .returning();
      // A new interval counts from each item's last check again.
      if (before.interval_months !== input.interval_months) {
        await tx.execute(sql`
          update ${equipmentChecks} set next_due_on = (checked_on + make_interval(months => ${input.interval_months}::int))::date
          where check_id = ${id}::uuid and result = 'passed'`);
      }
      await refreshCheckDue(tx, sql`e.category_id = ${before.category_id}::uuid`);
      await audit(tx, { userId: user.id, action: 'update', entity: 'category_check', entityId: id, before, after: row });
      return scheduleRow(row!);
    })
    .catch(nameTaken);
}

export async function deleteCategoryCheck(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categoryChecks).where(eq(categoryChecks.id, id)).for('update');
    if (!before) throw notFound(CHECK_NOT_FOUND);
    // Recorded checks keep their name (check_id is set null): history stays.
    await tx.delete(categoryChecks).where(eq(categoryChecks.id, id));
    await refreshCheckDue(tx, sql`e.category_id = ${before.category_id}::uuid`);
    await audit(tx, { userId: user.id, action: 'delete', entity: 'category_check', entityId: id, before, after: null });
  });
}

/** Records a check of an item (in the user's warehouses) and refreshes the item's state. */
export async function recordEquipmentCheck(
  db: Db,
  user: AuthUser,
  input: EquipmentCheckInput,
  certificate: StoredCertificate | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const item = await lockScopedEquipment(tx, user, input.equipment_id.toLowerCase());
    const [schedule] = await tx
      .select()
      .from(categoryChecks)
      .where(and(eq(categoryChecks.id, input.check_id.toLowerCase())));
    if (!schedule || schedule.category_id !== item.category_id) throw badRequest(CHECK_NOT_IN_CATEGORY);
    const [row] = await tx
      .insert(equipmentChecks)
      .values({
        equipment_id: item.id,
        check_id: schedule.id,
        check_name: schedule.name,
        checked_on: input.checked_on,
        performed_by: input.performed_by,
        result: input.result,
        certificate_no: input.certificate_no ?? null,
        next_due_on: nextDueOn(input.checked_on, schedule.interval_months, input.result),
        certificate_filename: certificate?.filename ?? null,
        certificate_type: certificate?.type ?? null,
        certificate_size: certificate?.size ?? null,
        created_by: user.id,
      })
      .returning();
    if (certificate) {
      for (let seq = 0, start = 0; start < certificate.bytes.length; seq += 1, start += PART_BYTES) {
        await new Promise((resolve) => setImmediate(resolve));
        await tx
          .insert(equipmentCheckCertificateParts)
          .values({ check_id: row!.id, seq, data: certificate.bytes.subarray(start, start + PART_BYTES) });
      }
    }
    await refreshCheckDue(tx, sql`e.id = ${item.id}::uuid`);
    await audit(tx, { userId: user.id, action: 'create', entity: 'equipment_check', entityId: row!.id, before: null, after: row });
    return row!.id;
  });
}

async function scopedItem(db: Db, user: AuthUser, equipmentId: string): Promise<void> {
  const [item] = await db.select({ warehouse_id: s.equipment.warehouse_id }).from(s.equipment).where(eq(s.equipment.id, equipmentId));
  if (!item || !inScope(user, item.warehouse_id)) throw notFound(NOT_FOUND.equipment);
}

/** An item's recorded checks, newest first; certificates by name only. */
export async function listEquipmentChecks(db: Db, user: AuthUser, equipmentId: string, id?: string): Promise<EquipmentCheckRow[]> {
  await scopedItem(db, user, equipmentId);
  return queryRows<EquipmentCheckRow>(
    db,
    sql`select c.id, c.equipment_id, c.check_id, c.check_name, c.checked_on::text as checked_on, c.performed_by, c.result, c.certificate_no,
          c.next_due_on::text as next_due_on,
          case when c.certificate_filename is null then null
               else json_build_object('filename', c.certificate_filename, 'type', c.certificate_type, 'size', c.certificate_size) end as certificate,
          (select json_build_object('first_name', u.first_name, 'last_name', u.last_name) from ${s.users} u where u.id = c.created_by) as created_by_user,
          ${isoText(sql`c.created_at`)} as created_at
        from ${equipmentChecks} c
        where c.equipment_id = ${equipmentId}::uuid ${id ? sql`and c.id = ${id}::uuid` : sql``}
        order by c.checked_on desc, c.created_at desc`,
  );
}

/** A check's certificate file: its bytes and how to name them. */
export async function readCertificate(db: Db, user: AuthUser, checkId: string): Promise<{ filename: string; type: string; bytes: Buffer }> {
  const [check] = await db.select().from(equipmentChecks).where(eq(equipmentChecks.id, checkId));
  if (!check) throw notFound(CHECK_RECORD_NOT_FOUND);
  await scopedItem(db, user, check.equipment_id);
  if (!check.certificate_filename || !check.certificate_type) throw notFound('Bu kontrolün sertifika dosyası yok.');
  const parts = await db
    .select({ data: equipmentCheckCertificateParts.data })
    .from(equipmentCheckCertificateParts)
    .where(eq(equipmentCheckCertificateParts.check_id, checkId))
    .orderBy(equipmentCheckCertificateParts.seq);
  return {
    filename: check.certificate_filename,
    type: check.certificate_type,
    bytes: Buffer.concat(parts.map((p) => Buffer.from(p.data))),
  };
}

export type { CheckDue, EquipmentCheckRow };
