// The daily digest's figures per warehouse (one query for all of a slot's warehouses) and its
// words. The figures are kept in the outbox row, so the message sent says what was counted at
// 08:00 even when it leaves later (quiet hours, SMTP down).
import { sql } from 'drizzle-orm';
import { formatLocalDay, type LocalDay } from '@shared/local-day';
import type { Db, Tx } from '@server/db/client';
import { dayStartSql, queryRows, uuidList } from '@server/db/sql';
import type { Message } from './compose';
import { dueChecksText, type DigestChecks } from './digest-checks';
import { lowStockText, type LowStockLine } from './digest-low-stock';

export interface WarehouseDigest {
  id: string;
  name: string;
  late_1_7: number;
  late_8_30: number;
  late_over_30: number;
  due_today: number;
  due_tomorrow: number;
  faults_over_7_days: number;
  /** No closed count in the last 90 days. */
  not_counted: boolean;
}

export async function warehouseDigests(db: Db | Tx, day: LocalDay, warehouseIds: readonly string[]): Promise<WarehouseDigest[]> {
  if (warehouseIds.length === 0) return [];
  const rows = await queryRows<WarehouseDigest>(
    db,
    sql`select w.id, w.name,
          coalesce(h.late_1_7, 0)::int as late_1_7, coalesce(h.late_8_30, 0)::int as late_8_30, coalesce(h.late_over_30, 0)::int as late_over_30,
          coalesce(h.due_today, 0)::int as due_today, coalesce(h.due_tomorrow, 0)::int as due_tomorrow,
          (select count(*)::int from broken_equipment b where b.warehouse_id = w.id and b.status in ('pending', 'in_repair')
             and b.created_at < ${dayStartSql(day, -7)}) as faults_over_7_days,
          not exists (select 1 from stocktake_sessions s where s.warehouse_id = w.id and s.status = 'closed'
             and s.closed_at >= ${dayStartSql(day, -90)}) as not_counted
        from warehouses w
        left join (
          select fe.warehouse_id,
            count(*) filter (where ${day}::date - fe.due_date between 1 and 7) as late_1_7,
            count(*) filter (where ${day}::date - fe.due_date between 8 and 30) as late_8_30,
            count(*) filter (where ${day}::date - fe.due_date > 30) as late_over_30,
            count(*) filter (where fe.due_date = ${day}::date) as due_today,
            count(*) filter (where fe.due_date = ${day}::date + 1) as due_tomorrow
          from field_equipment fe
          where fe.status = 'active' and fe.due_date is not null and fe.due_date <= ${day}::date + 1
            and fe.warehouse_id in (${uuidList(warehouseIds)})
          group by fe.warehouse_id
        ) h on h.warehouse_id = w.id
        where w.id in (${uuidList(warehouseIds)})
        order by w.name`,
  );
  return rows.map((r) => ({ ...r, not_counted: Boolean(r.not_counted) }));
}

/** The digest's line for one warehouse, or null when there is nothing to say. */
export function digestLine(w: WarehouseDigest): string | null {
  const parts: string[] = [];
  const late = [
    w.late_1_7 ? `1–7 gün: ${w.late_1_7}` : '',
    w.late_8_30 ? `8–30 gün: ${w.late_8_30}` : '',
    w.late_over_30 ? `30 günden fazla: ${w.late_over_30}` : '',
  ].filter(Boolean);
  if (late.length) parts.push(`geciken iadeler (${late.join(', ')})`);
  if (w.due_today) parts.push(`bugün iade edilecek: ${w.due_today}`);
  if (w.due_tomorrow) parts.push(`yarın iade edilecek: ${w.due_tomorrow}`);
  if (w.faults_over_7_days) parts.push(`7 günden uzun süredir açık arıza: ${w.faults_over_7_days}`);
  if (w.not_counted) parts.push('90 gündür sayılmadı');
  return parts.length ? `${w.name}: ${parts.join('; ')}.` : null;
}

export async function digestMessage(_db: Db | Tx, payload: Record<string, unknown>, link: string | null): Promise<Message> {
  const day = typeof payload.day === 'string' ? payload.day : '';
  const warehouses = Array.isArray(payload.warehouses) ? (payload.warehouses as WarehouseDigest[]) : [];
  const low = Array.isArray(payload.low_stock) ? (payload.low_stock as LowStockLine[]) : [];
  const lowMore = typeof payload.low_stock_more === 'number' ? payload.low_stock_more : 0;
  const checks = typeof payload.checks === 'object' && payload.checks !== null ? (payload.checks as DigestChecks) : undefined;
  const lines = warehouses.map(digestLine).filter((l): l is string => l !== null);
  const title = `Günlük özet, ${formatLocalDay(day)}`;
  const said = [
    lines.length ? `${lines.length} depoda dikkat gereken durum var.` : '',
    low.length ? `${low.length + lowMore} stok kalemi minimum seviyede veya altında.` : '',
    checks?.lines.length ? `${checks.run_out + checks.due_soon} kontrolün süresi doldu veya yaklaşıyor.` : '',
  ].filter(Boolean);
  const body = [...lines, ...lowStockText(low, lowMore), ...dueChecksText(checks, day)];
  return { title, body: body.join('\n'), short: `${title}: ${said.join(' ')}`, link };
}
