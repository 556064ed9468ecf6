// Reads and the devices that make them (docs/stocktake.md). A read comes through the outbox, so it
// may arrive late and more than once: its id (made on the device) is unique per session, and a read
// that arrives after the close is kept as `late` for a person to take into the result or leave out,
// never refused (the item was physically counted). Each count screen reports its device every
// HEARTBEAT_MS; the close names the devices that went quiet while counting.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { SILENT_AFTER_MS, type LateDecision, type PresenceInput, type StocktakeReadInput } from '@shared/schemas/stocktake';
import type { CountDevice, StocktakeRead } from '@shared/stocktake';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import * as st from '@server/db/stocktake-schema';
import { isoText, personJson, queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { sessionRow } from './stocktake-session';

export type ReadRow = StocktakeRead<Date>;

/** A replay may arrive this much later than a read received before it (its transaction was slower). */
const SINCE_OVERLAP_MS = 30_000;

const readColumns = {
  id: st.stocktakeReads.id,
  client_id: st.stocktakeReads.client_id,
  serial_number: st.stocktakeReads.serial_number,
  source: st.stocktakeReads.source,
  counted_at: st.stocktakeReads.counted_at,
  received_at: st.stocktakeReads.received_at,
  counted_by_user: { id: s.users.id, first_name: s.users.first_name, last_name: s.users.last_name },
  device_id: st.stocktakeReads.device_id,
  late: st.stocktakeReads.late,
  decision: sql<LateDecision | null>`${st.stocktakeReads.decision}`,
};

/**
 * Every read of the session, newest first; with `since` (the newest `received_at` the device
 * holds) only those received from a little before it on: the device merges by read id.
 */
export async function listReads(db: Db, user: AuthUser, id: string, since?: string): Promise<ReadRow[]> {
  await sessionRow(db, user, id);
  const where = since
    ? and(eq(st.stocktakeReads.session_id, id), gt(st.stocktakeReads.received_at, new Date(Date.parse(since) - SINCE_OVERLAP_MS)))
    : eq(st.stocktakeReads.session_id, id);
  return db
    .select(readColumns)
    .from(st.stocktakeReads)
    .innerJoin(s.users, eq(s.users.id, st.stocktakeReads.counted_by))
    .where(where)
    .orderBy(desc(st.stocktakeReads.counted_at), desc(st.stocktakeReads.received_at));
}

function storedRead(tx: Tx, sessionId: string, clientId: string): Promise<ReadRow | undefined> {
  return tx
    .select(readColumns)
    .from(st.stocktakeReads)
    .innerJoin(s.users, eq(s.users.id, st.stocktakeReads.counted_by))
    .where(and(eq(st.stocktakeReads.session_id, sessionId), eq(st.stocktakeReads.client_id, clientId)))
    .then((rows) => rows[0]);
}

/**
 * One read. A replay — even one sent with a new Idempotency-Key after a retry — answers with the
 * read already stored (created: false). After the close the read is kept as late.
 */
export async function addRead(db: Db, user: AuthUser, id: string, input: StocktakeReadInput): Promise<{ read: ReadRow; created: boolean }> {
  return db.transaction(async (tx) => {
    // Shared lock: counters read side by side; a close (update lock) waits for reads in flight, and
    // a read that waited for a close sees it closed.
    const session = await sessionRow(tx, user, id, 'share');
    const clientId = input.id.toLowerCase();
    const already = await storedRead(tx, id, clientId);
    if (already) return { read: already, created: false };
    const now = new Date();
    const countedAt = input.counted_at ? new Date(input.counted_at) : now;
    // A device clock far ahead is not believed: the read cannot be later than its arrival.
    const counted = countedAt > now ? now : countedAt;
    const deviceId = input.device_id?.toLowerCase() ?? null;
    await tx.insert(st.stocktakeReads).values({
      session_id: id,
      client_id: clientId,
      serial_number: input.serial_number,
      source: input.source,
      counted_by: user.id,
      counted_at: counted,
      device_id: deviceId,
      late: session.status !== 'open',
    });
    if (deviceId) {
      // Heard from: one read fewer waits on it (its next report says exactly how many).
      await tx
        .insert(st.stocktakeDevices)
        .values({ session_id: id, device_id: deviceId, user_id: user.id, last_seen_at: now, last_read_at: counted, pending: 0 })
        .onConflictDoUpdate({
          target: [st.stocktakeDevices.session_id, st.stocktakeDevices.device_id, st.stocktakeDevices.user_id],
          set: {
            last_seen_at: now,
            last_read_at: sql`greatest(${st.stocktakeDevices.last_read_at}, ${counted.toISOString()}::timestamptz)`,
            pending: sql`greatest(${st.stocktakeDevices.pending} - 1, 0)`,
          },
        });
    }
    return { read: (await storedRead(tx, id, clientId))!, created: true };
  });
}

/** A count screen's report: it is there, this many of its reads still wait on it (or it is leaving). */
export async function reportPresence(db: Db, user: AuthUser, id: string, input: PresenceInput): Promise<void> {
  await sessionRow(db, user, id);
  const now = new Date();
  const values = {
    last_seen_at: now,
    pending: input.pending,
    last_read_at: input.last_read_at ? new Date(Math.min(Date.parse(input.last_read_at), now.getTime())) : null,
    left_at: input.leaving ? now : null,
  };
  await db
    .insert(st.stocktakeDevices)
    .values({ session_id: id, device_id: input.device_id.toLowerCase(), user_id: user.id, ...values })
    .onConflictDoUpdate({
      target: [st.stocktakeDevices.session_id, st.stocktakeDevices.device_id, st.stocktakeDevices.user_id],
      set: {
        ...values,
        last_read_at: sql`coalesce(${values.last_read_at?.toISOString() ?? null}::timestamptz, ${st.stocktakeDevices.last_read_at})`,
      },
    });
}

/**
 * The devices of the count but the asking one. `silent`: counting (not left, or still holding
 * reads) and unheard of for SILENT_AFTER_MS — what it holds cannot be known.
 */
export async function listDevices(db: Db, user: AuthUser, id: string, askingDevice: string | undefined): Promise<CountDevice[]> {
  await sessionRow(db, user, id);
  const asking = askingDevice?.toLowerCase() ?? null;
  return queryRows<CountDevice>(
    db,
    sql`select d.device_id, ${sql.raw(personJson('u'))} as user, (d.user_id = ${user.id}::uuid) as own,
        ${isoText(sql`d.last_seen_at`)} as last_seen_at, ${isoText(sql`d.last_read_at`)} as last_read_at, d.pending,
        ((d.left_at is null or d.pending > 0) and d.last_seen_at < now() - make_interval(secs => ${SILENT_AFTER_MS / 1000})) as silent
      from ${st.stocktakeDevices} d join ${s.users} u on u.id = d.user_id
      where d.session_id = ${id}::uuid and not (d.user_id = ${user.id}::uuid and d.device_id is not distinct from ${asking}::uuid)
      order by d.last_seen_at`,
  );
}
