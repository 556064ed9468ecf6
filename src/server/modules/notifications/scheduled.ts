// The scheduled work: the due/overdue scan and the daily digests. Each run is claimed in
// `notification_runs` by (name, Istanbul day) inside the run's own transaction: whichever process
// (or pg-boss worker) gets there first does it, a second finds the claim and does nothing, and a
// run that fails rolls its claim back so the next tick tries again.
import { sql } from 'drizzle-orm';
import { addDays, WAREHOUSE_TIME_ZONE, warehouseToday, type LocalDay } from '@shared/local-day';
import { DEFAULT_DIGEST_MINUTE, OVERDUE_STEPS, type NotificationEvent } from '@shared/notifications';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import { dueChecksByWarehouse, type DigestDueCheck } from '../care/checks-due.service';
import { digestChecks } from './digest-checks';
import { digestLine, warehouseDigests, type WarehouseDigest } from './digest-compose';
import { DIGEST_LOW_LINES, lowStockLines, type LowStockLine } from './digest-low-stock';
import { notifyUsers } from './events';
import { lowStockRecipients, warehouseStaff } from './recipients';
import type { Notifier } from './settings';

/** The due/overdue scan runs on the first tick at or after 08:00 Istanbul time (outside quiet hours). */
export const SCAN_MINUTE = 8 * 60;

const minuteFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: WAREHOUSE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Istanbul. */
export function istanbulMinute(now: Date): number {
  const parts = Object.fromEntries(minuteFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

async function claim(tx: Tx, name: string, day: LocalDay): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`insert into notification_runs (name, day) values (${name}, ${day}) on conflict do nothing returning name`,
  );
  return rows.length > 0;
}

/** Active hand-overs due tomorrow or on a reminder day of being late (1, 3, 7, then every 7 days). */
function hitsSql(day: LocalDay) {
  const late = sql`(${day}::date - due_date)`;
  return sql`select id, worker_id, issued_by, case when due_date = ${addDays(day, 1)}::date then 'due_tomorrow' else 'overdue' end as event
    from field_equipment
    where status = 'active' and due_date is not null and due_date <= ${addDays(day, 1)}::date
      and (due_date = ${addDays(day, 1)}::date or ${late} in (${sql.join(
        OVERDUE_STEPS.map((d) => sql`${d}`),
        sql`, `,
      )}) or (${late} > 7 and ${late} % 7 = 0))`;
}

/**
 * Due tomorrow and overdue on `day`: one message per worker and per issuing user, not one per item.
 * The workers' SMS rows (thousands on a large site) are written by one statement; the users (few)
 * go through their preferences one by one.
 */
export async function scanDue(n: Notifier, tx: Db | Tx, day: LocalDay): Promise<{ items: number; workers: number; users: number }> {
  const now = n.now();
  // The key is the one notifyWorker would write: `<event>:<day>:w:<worker>:sms` (deliveryKey).
  const workerRows = n.settings.smsEnabled
    ? sql`, sms as (insert into notification_outbox (key, event, channel, worker_id, payload, not_before)
        select event || ':' || ${day} || ':w:' || worker_id || ':sms', event, 'sms', worker_id,
          jsonb_build_object('day', ${day}::text, 'worker_id', worker_id, 'subjects', jsonb_agg(id order by id)), ${now.toISOString()}::timestamptz
        from h group by event, worker_id
        on conflict (key) do nothing returning 1)`
    : sql``;
  // One pass over the hand-overs: the workers' rows written, the issuers' groups and the counts read.
  const issuers = await queryRows<{ event: NotificationEvent; issued_by: string; subjects: string[]; items: number; workers: number }>(
    tx,
    sql`with h as materialized (${hitsSql(day)}) ${workerRows}
        select event, issued_by, array_agg(id::text order by id) as subjects,
          (select count(*)::int from h) as items, (select count(distinct (event, worker_id))::int from h) as workers
        from h group by event, issued_by`,
  );
  if (n.settings.smsEnabled && issuers.length > 0) n.wake(now);
  for (const g of issuers) {
    await notifyUsers(n, tx, [g.issued_by], {
      key: `${g.event}:${day}`,
      event: g.event,
      link: '/field-equipment',
      payload: { day, subjects: g.subjects },
    });
  }
  return { items: issuers[0]?.items ?? 0, workers: issuers[0]?.workers ?? 0, users: issuers.length };
}

/** The digest slots (minutes of the Istanbul day) and their warehouses. */
async function digestSlots(db: Db | Tx): Promise<Map<number, string[]>> {
  const rows = await queryRows<{ id: string; minute: number | null }>(
    db,
    sql`select w.id, t.minute from warehouses w left join warehouse_digest_times t on t.warehouse_id = w.id`,
  );
  const slots = new Map<number, string[]>();
  for (const r of rows) {
    const minute = r.minute ?? DEFAULT_DIGEST_MINUTE;
    slots.set(minute, [...(slots.get(minute) ?? []), r.id]);
  }
  return slots;
}

/**
 * One digest per person for the warehouses of one slot (those they see), when there is something to
 * say: each warehouse's staff get its figures, its low-stock recipients its items at or below their
 * minimum (docs/stock.md).
 */
export async function sendDigests(
  n: Notifier,
  tx: Db | Tx,
  day: LocalDay,
  minute: number,
  warehouseIds: readonly string[],
): Promise<number> {
  const figures = await warehouseDigests(tx, day, warehouseIds);
  const worth = new Map(figures.filter((w) => digestLine(w) !== null).map((w) => [w.id, w]));
  const low = await lowStockLines(tx, warehouseIds);
  const checks = await dueChecksByWarehouse(tx, warehouseIds, day);
  if (worth.size === 0 && low.size === 0 && checks.size === 0) return 0;
  const people = new Map<string, { warehouses: WarehouseDigest[]; low: LowStockLine[]; checks: DigestDueCheck[] }>();
  const personOf = (userId: string) => {
    let digest = people.get(userId);
    if (!digest) people.set(userId, (digest = { warehouses: [], low: [], checks: [] }));
    return digest;
  };
  for (const person of await warehouseStaff(tx, [...worth.keys()], 'view_field_equipment')) {
    const theirs = person.warehouse_ids.map((id) => worth.get(id)).filter((w) => w !== undefined);
    if (theirs.length > 0) personOf(person.user_id).warehouses.push(...theirs);
  }
  // `low` is in Turkish order of warehouse and item, so each person's lines are too.
  const lowTo = await lowStockRecipients(tx, [...low.keys()]);
  for (const [warehouseId, lines] of low) for (const userId of lowTo.get(warehouseId) ?? []) personOf(userId).low.push(...lines);
  // Checks: the warehouse's staff who read equipment (those who see the 'Periyodik Kontroller' list).
  for (const person of await warehouseStaff(tx, [...checks.keys()], 'view_equipment'))
    for (const id of person.warehouse_ids) personOf(person.user_id).checks.push(...(checks.get(id) ?? []));
  for (const [userId, digest] of people) {
    // Only low stock (or only checks) to say: the link leads to 'Azalan Stok' (of the one warehouse, when one) or the checks list.
    const lowWarehouses = [...new Set(digest.low.map((l) => l.warehouse_id))];
    const stockLink = `/stock?${lowWarehouses.length === 1 ? `depo=${lowWarehouses[0]}&` : ''}azalan=1`;
    const only =
      digest.warehouses.length > 0 ? null : digest.low.length === 0 ? '/equipment/checks' : digest.checks.length === 0 ? stockLink : null;
    await notifyUsers(n, tx, [userId], {
      key: `digest:${day}:${minute}`,
      event: 'digest',
      link: only ?? '/',
      payload: {
        day,
        warehouses: digest.warehouses,
        low_stock: digest.low.slice(0, DIGEST_LOW_LINES),
        low_stock_more: Math.max(0, digest.low.length - DIGEST_LOW_LINES),
        ...(digest.checks.length > 0 ? { checks: digestChecks(digest.checks) } : {}),
      },
    });
  }
  return people.size;
}

export interface TickResult {
  scanned: boolean;
  digests: number[];
}

/** What a tick at `now` owes: the scan once a day from 08:00, each digest slot once a day from its time. */
export async function runTick(n: Notifier, db: Db, now: Date): Promise<TickResult> {
  const day = warehouseToday(now);
  const minute = istanbulMinute(now);
  const result: TickResult = { scanned: false, digests: [] };
  if (minute >= SCAN_MINUTE) {
    result.scanned = await db.transaction(async (tx) => {
      if (!(await claim(tx, 'scan', day))) return false;
      await scanDue(n, tx, day);
      return true;
    });
  }
  for (const [slot, warehouseIds] of await digestSlots(db)) {
    if (slot > minute) continue;
    const ran = await db.transaction(async (tx) => {
      if (!(await claim(tx, `digest@${slot}`, day))) return false;
      await sendDigests(n, tx, day, slot, warehouseIds);
      return true;
    });
    if (ran) result.digests.push(slot);
  }
  return result;
}
