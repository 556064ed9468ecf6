// The scheduled work: the due/overdue scan and the daily digests. Each run is claimed in
// `notification_runs` by (name, Istanbul day) inside the run's own transaction: whichever process
// (or pg-boss worker) gets there first does it, a second finds the claim and does nothing, and a
// run that fails rolls its claim back so the next tick tries again.
import { sql } from 'drizzle-orm';
import { addDays, warehouseToday, type LocalDay } from '@shared/local-day';
import { DEFAULT_DIGEST_MINUTE, isOverdueStep, type NotificationEvent } from '@shared/notifications';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import { digestLine, warehouseDigests } from './digest-compose';
import { notifyUsers, notifyWorker } from './events';
import { warehouseStaff } from './recipients';

/** The due/overdue scan runs on the first tick at or after 08:00 Istanbul time (outside quiet hours). */
export const SCAN_MINUTE = 8 * 60;

const minuteFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Minutes since midnight in Istanbul. */
export function istanbulMinute(now: Date): number {
  const parts = Object.fromEntries(minuteFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

async function claim(tx: Tx, name: string, day: LocalDay): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(tx, sql`insert into notification_runs (name, day) values (${name}, ${day}) on conflict do nothing returning name`);
  return rows.length > 0;
}

interface Hit {
  id: string;
  worker_id: string;
  issued_by: string;
  late: number;
}

/** Due tomorrow and overdue on `day`: one message per worker and per issuing user, not one per item. */
export async function scanDue(tx: Db | Tx, day: LocalDay): Promise<{ items: number; workers: number; users: number }> {
  const rows = await queryRows<Hit>(
    tx,
    sql`select id, worker_id, issued_by, (${day}::date - due_date) as late from field_equipment
        where status = 'active' and due_date is not null and due_date <= ${addDays(day, 1)}::date
          and (due_date = ${addDays(day, 1)}::date or (${day}::date - due_date) in (1, 3, 7) or ((${day}::date - due_date) > 7 and (${day}::date - due_date) % 7 = 0))`,
  );
  const hits = rows.map((r) => ({ ...r, late: Number(r.late) })).filter((r) => r.late === -1 || isOverdueStep(r.late));
  const groups = new Map<string, { event: NotificationEvent; who: 'w' | 'u'; id: string; subjects: string[] }>();
  for (const h of hits) {
    const event: NotificationEvent = h.late === -1 ? 'due_tomorrow' : 'overdue';
    for (const [who, id] of [
      ['w', h.worker_id],
      ['u', h.issued_by],
    ] as const) {
      const k = `${event}:${who}:${id}`;
      const g = groups.get(k) ?? { event, who, id, subjects: [] };
      g.subjects.push(h.id);
      groups.set(k, g);
    }
  }
  let workers = 0;
  let users = 0;
  for (const g of groups.values()) {
    const base = { key: `${g.event}:${day}`, event: g.event, payload: { day, subjects: g.subjects } };
    if (g.who === 'w') {
      workers++;
      await notifyWorker(tx, g.id, { ...base, payload: { ...base.payload, worker_id: g.id } });
    } else {
      users++;
      await notifyUsers(tx, [g.id], { ...base, link: '/field-equipment' });
    }
  }
  return { items: hits.length, workers, users };
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

/** One digest per staff member for the warehouses of one slot (those they see), when there is something to say. */
export async function sendDigests(tx: Db | Tx, day: LocalDay, minute: number, warehouseIds: readonly string[]): Promise<number> {
  const figures = await warehouseDigests(tx, day, warehouseIds);
  const worth = new Map(figures.filter((w) => digestLine(w) !== null).map((w) => [w.id, w]));
  if (worth.size === 0) return 0;
  const staff = await warehouseStaff(tx, [...worth.keys()], 'view_field_equipment');
  let sent = 0;
  for (const person of staff) {
    const theirs = person.warehouse_ids.map((id) => worth.get(id)).filter((w) => w !== undefined);
    if (theirs.length === 0) continue;
    await notifyUsers(tx, [person.user_id], { key: `digest:${day}:${minute}`, event: 'digest', link: '/', payload: { day, warehouses: theirs } });
    sent++;
  }
  return sent;
}

export interface TickResult {
  scanned: boolean;
  digests: number[];
}

/** What a tick at `now` owes: the scan once a day from 08:00, each digest slot once a day from its time. */
export async function runTick(db: Db, now: Date): Promise<TickResult> {
  const day = warehouseToday(now);
  const minute = istanbulMinute(now);
  const result: TickResult = { scanned: false, digests: [] };
  if (minute >= SCAN_MINUTE) {
    result.scanned = await db.transaction(async (tx) => {
      if (!(await claim(tx, 'scan', day))) return false;
      await scanDue(tx, day);
      return true;
    });
  }
  for (const [slot, warehouseIds] of await digestSlots(db)) {
    if (slot > minute) continue;
    const ran = await db.transaction(async (tx) => {
      if (!(await claim(tx, `digest@${slot}`, day))) return false;
      await sendDigests(tx, day, slot, warehouseIds);
      return true;
    });
    if (ran) result.digests.push(slot);
  }
  return result;
}
