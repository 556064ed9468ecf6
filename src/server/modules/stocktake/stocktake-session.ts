// What every part of the stocktake module reads first: the session row (in scope or 404), its
// messages, and list chunking for `in (…)` lists.
import { eq, sql } from 'drizzle-orm';
import { worstCheckState, type CheckDue, type CheckState } from '@shared/equipment-checks';
import { warehouseToday } from '@shared/local-day';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import * as st from '@server/db/stocktake-schema';
import type { AuthUser } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { NOT_FOUND } from '@shared/not-found';

export const SESSION_NOT_FOUND = 'Sayım bulunamadı.';
export const WAREHOUSE_NOT_FOUND = NOT_FOUND.warehouse;
export const SESSION_ALREADY_OPEN = 'Bu depoda devam eden bir sayım var. Önce onu kapatın.';
export const SESSION_CLOSED = 'Bu sayım kapatılmış; sonucu değiştirilemez.';
export const SESSION_NOT_CLOSED = 'Sayım henüz kapatılmadı.';
export const SETTLE_ONLY_CLOSED = 'Farklar sayım kapatıldıktan sonra giderilebilir.';

export type SessionRow = typeof st.stocktakeSessions.$inferSelect;

const CHUNK = 1000;

export function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The session, locked when asked; 404 when it does not exist or lies outside the user's warehouses. */
export async function sessionRow(db: Db | Tx, user: AuthUser, id: string, lock?: 'update' | 'share'): Promise<SessionRow> {
  const query = db.select().from(st.stocktakeSessions).where(eq(st.stocktakeSessions.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || !inScope(user, row.warehouse_id)) throw notFound(SESSION_NOT_FOUND);
  return row;
}

/**
 * The worst check state today (docs/equipment-care.md) of each item of the count (frozen or read)
 * that has required checks, by item id: read from the items' `check_due`, not frozen, so a check
 * recorded after the count shows.
 */
export async function checkStatesOf(db: Db | Tx, sessionId: string): Promise<Record<string, CheckState>> {
  const items = await queryRows<{ id: string; check_due: CheckDue[] }>(
    db,
    sql`select e.id, e.check_due from ${s.equipment} e where e.check_due is not null and e.serial_number in (
          select serial_number from ${st.stocktakeItems} where session_id = ${sessionId}::uuid
          union select serial_number from ${st.stocktakeReads} where session_id = ${sessionId}::uuid)`,
  );
  const today = warehouseToday();
  const states: Record<string, CheckState> = {};
  for (const item of items) {
    const state = worstCheckState(item.check_due, today);
    if (state) states[item.id] = state;
  }
  return states;
}
