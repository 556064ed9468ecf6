// The dashboard's cards counted by the database (`GET /api/dashboard/counts`): items by status and the
// newest six, workers and warehouses, each as the caller's own list holds them (the same scope as
// `GET /api/equipment`, `/workers`, `/warehouses`), null for a list the caller may not read. A phone
// draws the cards from this small answer first, before its device copy has fetched the whole lists
// (docs/performance.md "Round 9").
import { sql } from 'drizzle-orm';
import type { DashboardCounts } from '@shared/charts';
import { mayReadList } from '@shared/list-read-permissions';
import { EQUIPMENT_STATUSES, type EquipmentStatus } from '@shared/status';
import type { EquipmentRow } from '@shared/api-types';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';
import { queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { scopeSql } from '@server/http/guard';
import { equipmentWhere, listEquipmentJson } from '../equipment/equipment.service';

/** The newest items the dashboard lists ('Son Eklenen Ekipmanlar'). */
const NEWEST = 6;

async function equipmentCounts(db: Db, user: AuthUser): Promise<NonNullable<DashboardCounts['equipment']>> {
  const where = equipmentWhere(user, {});
  const statuses = await queryRows<{ status: EquipmentStatus; n: number }>(
    db,
    sql`select e.status, count(*)::int as n from ${s.equipment} e ${where ? sql`where ${where}` : sql``} group by e.status`,
  );
  const by_status = Object.fromEntries(EQUIPMENT_STATUSES.map((st) => [st, 0])) as Record<EquipmentStatus, number>;
  for (const r of statuses) if (r.status in by_status) by_status[r.status] += r.n;
  // The ids first (the created_at index, a few rows), then their rows in the list's own order (its
  // times are to the millisecond, ties by id): twice as many as shown, so a tie at the sixth is kept.
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select e.id from ${s.equipment} e ${where ? sql`where ${where}` : sql``} order by e.created_at desc limit ${NEWEST * 2}`,
  );
  const rows = ids.length ? (JSON.parse(await listEquipmentJson(db, user, { ids: ids.map((r) => r.id) })) as EquipmentRow[]) : [];
  const newest = rows.slice(0, NEWEST);
  return { by_status, newest };
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row?.n ?? 0;
}

export async function dashboardCounts(db: Db, user: AuthUser): Promise<DashboardCounts> {
  const may = (list: '/equipment' | '/workers' | '/warehouses') => mayReadList(list, user.permissions);
  // One query at a time: PGlite answers one at a time anyway.
  const equipment = may('/equipment') ? await equipmentCounts(db, user) : null;
  const workers = may('/workers') ? await count(db, sql`select count(*)::int as n from ${s.workers} w`) : null;
  const warehouses = may('/warehouses')
    ? await count(db, sql`select count(*)::int as n from ${s.warehouses} w ${whereSql([scopeSql(user, sql`w.id`)])}`)
    : null;
  return { equipment, workers, warehouses };
}
