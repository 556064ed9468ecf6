// Repairers: the outside workshops that repair equipment. Statistics are computed in SQL over the
// broken records that name the repairer (spec 02 §9).
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { RepairerInput } from '@shared/schemas/operations';
import { audit, recordDeletion } from '@server/db/audit';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound } from '@server/http/errors';
import { sql } from 'drizzle-orm';
import { NOT_FOUND } from '@shared/not-found';
import { sortByName } from '@shared/collation';
import type { RepairerDetail, RepairerRow, RepairerStatistics } from '@shared/api-types';

export type { RepairerStatistics };

const columns = {
  id: s.repairers.id,
  name: s.repairers.name,
  phone: s.repairers.phone,
  address: s.repairers.address,
  created_at: s.repairers.created_at,
  updated_at: s.repairers.updated_at,
};

export async function listRepairers(db: Db, since?: string): Promise<RepairerRow<Date>[]> {
  const query = db.select(columns).from(s.repairers);
  if (since) return query.where(gt(s.repairers.updated_at, new Date(since))).orderBy(asc(s.repairers.updated_at));
  // Turkish order in code (the database may sort by bytes); equal names stay in id order.
  return sortByName(await query.orderBy(asc(s.repairers.name), asc(s.repairers.id)));
}

/**
 * completed = repaired; not_completed = scrapped (the repair did not succeed);
 * ongoing = still pending or in repair (possible after a status change from the detail dialog).
 */
export async function repairerStatistics(db: Db, id: string): Promise<RepairerStatistics> {
  const [row] = await queryRows<{
    total_repairs: number | string;
    total_amount: number | string | null;
    average_repair_days: number | string | null;
    completed: number | string;
    not_completed: number | string;
    ongoing: number | string;
  }>(
    db,
    sql`select
      count(*)::int as total_repairs,
      coalesce(sum(repair_cost), 0)::float8 as total_amount,
      round((avg(extract(epoch from (resolved_at - assigned_at))) filter (
        where status = 'repaired' and assigned_at is not null and resolved_at is not null
      ) / 86400)::numeric)::int as average_repair_days,
      (count(*) filter (where status = 'repaired'))::int as completed,
      (count(*) filter (where status = 'scrapped'))::int as not_completed,
      (count(*) filter (where status in ('pending', 'in_repair')))::int as ongoing
    from ${s.brokenEquipment} where repairer_id = ${id}`,
  );
  const n = (v: number | string | null | undefined) => (v === null || v === undefined ? 0 : Number(v));
  return {
    total_repairs: n(row?.total_repairs),
    total_amount: n(row?.total_amount),
    average_repair_days:
      row?.average_repair_days === null || row?.average_repair_days === undefined ? null : Number(row.average_repair_days),
    completed: n(row?.completed),
    not_completed: n(row?.not_completed),
    ongoing: n(row?.ongoing),
  };
}

export async function getRepairer(db: Db, id: string): Promise<RepairerDetail<Date>> {
  const [row] = await db.select(columns).from(s.repairers).where(eq(s.repairers.id, id));
  if (!row) throw notFound(NOT_FOUND.repairer);
  return { ...row, statistics: await repairerStatistics(db, id) };
}

export async function createRepairer(db: Db, user: AuthUser, input: RepairerInput): Promise<RepairerRow<Date>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(s.repairers).values(input).returning(columns);
    await audit(tx, { userId: user.id, action: 'create', entity: 'repairers', entityId: row!.id, after: row });
    return row!;
  });
}

export async function updateRepairer(db: Db, user: AuthUser, id: string, input: RepairerInput): Promise<RepairerRow<Date>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(s.repairers).where(eq(s.repairers.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND.repairer);
    const [row] = await tx
      .update(s.repairers)
      .set({ ...input, updated_at: new Date() })
      .where(eq(s.repairers.id, id))
      .returning(columns);
    await audit(tx, { userId: user.id, action: 'update', entity: 'repairers', entityId: id, before, after: row });
    return row!;
  });
}

export async function deleteRepairer(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(s.repairers).where(eq(s.repairers.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND.repairer);
    const [used] = await tx
      .select({ id: s.brokenEquipment.id })
      .from(s.brokenEquipment)
      .where(and(eq(s.brokenEquipment.repairer_id, id)))
      .orderBy(desc(s.brokenEquipment.created_at))
      .limit(1);
    if (used) throw conflict(`${before.name} adlı tamirciye ait tamir kayıtları bulunduğu için silinemez.`);
    await tx.delete(s.repairers).where(eq(s.repairers.id, id));
    await recordDeletion(tx, 'repairers', id);
    await audit(tx, { userId: user.id, action: 'delete', entity: 'repairers', entityId: id, before });
  });
}
