// Sign-in throttling (DESIGN.md §4): failures are counted per (e-mail, client address) — 5 lock
// that pair for 15 minutes — and per e-mail from anywhere, with a higher ceiling. An attempt is
// counted *before* its password is checked, in one statement per sign-in, so a burst of parallel
// requests (on any number of processes sharing the database) checks at most 5 passwords per lock
// window: the 6th and later attempts find the count already over the limit.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/sql';

export const MAX_FAILED_ATTEMPTS = 5;
/** Failures for one e-mail from every address together before it is locked everywhere. */
export const ACCOUNT_CEILING = 50;
export const LOCK_MINUTES = 15;
/** The row standing for "every address" of an e-mail. */
export const ANY_CLIENT = '*';

export interface ThrottleRow {
  client: string;
  failed_count: number;
  locked_until: Date | string | null;
}

export interface Reservation {
  /** The attempt may check its password: no limit was reached before it. */
  allowed: boolean;
  /** Attempts left for this address after this one fails. */
  remaining: number;
  /** This attempt is the last allowed one: if it fails, the lock is in force. */
  last: boolean;
  lockedUntil: Date | null;
}

const limitFor = (client: string) => (client === ANY_CLIENT ? ACCOUNT_CEILING : MAX_FAILED_ATTEMPTS);

/**
 * Counts one attempt for (e-mail, client) and for the e-mail as a whole, and sets the lock when the
 * count reaches its limit. A count whose last attempt or lock is over 15 minutes old starts again.
 */
export async function reserveAttempt(db: Db, email: string, client: string): Promise<Reservation> {
  const rows = await queryRows<ThrottleRow>(
    db,
    sql`
      insert into login_throttle as t (email, client, failed_count, locked_until, updated_at)
      select ${email}, fresh.client, 1, null, now()
      from (values (${client}::text), (${ANY_CLIENT}::text)) as fresh(client)
      order by fresh.client
      on conflict (email, client) do update set
        failed_count = case when ${expired()} then 1 else t.failed_count + 1 end,
        locked_until = case
          when ${expired()} then null
          when t.failed_count + 1 >= (case when t.client = ${ANY_CLIENT} then ${ACCOUNT_CEILING}::int else ${MAX_FAILED_ATTEMPTS}::int end)
            then coalesce(t.locked_until, now() + make_interval(mins => ${LOCK_MINUTES}))
          else t.locked_until
        end,
        updated_at = now()
      returning t.client, t.failed_count, t.locked_until`,
  );
  let allowed = true;
  let last = false;
  let remaining = MAX_FAILED_ATTEMPTS;
  let lockedUntil: Date | null = null;
  for (const row of rows) {
    const limit = limitFor(row.client);
    const count = Number(row.failed_count);
    if (count > limit) allowed = false;
    if (count === limit) last = true;
    if (row.client !== ANY_CLIENT) remaining = Math.max(0, limit - count);
    if (row.locked_until) {
      const until = new Date(row.locked_until);
      if (!lockedUntil || until > lockedUntil) lockedUntil = until;
    }
  }
  return { allowed, remaining, last, lockedUntil };
}

/** A stale count: its lock ran out, or no lock and no attempt for 15 minutes. */
function expired() {
  return sql.raw(
    `(t.locked_until is not null and t.locked_until <= now()) or (t.locked_until is null and t.updated_at <= now() - make_interval(mins => ${LOCK_MINUTES}))`,
  );
}

/**
 * Gives back one attempt's share of both counts, and lifts a lock once the count is below its
 * limit again. Failures are never given back, so a count below the limit means fewer failures than
 * the limit: the lock was set by attempts still in flight or by correct ones, not by guessing.
 */
function giveBack(db: Db, email: string, clients: readonly string[]) {
  return db.execute(sql`
    update login_throttle set
      failed_count = greatest(failed_count - 1, 0),
      locked_until = case
        when failed_count - 1 < (case when client = ${ANY_CLIENT} then ${ACCOUNT_CEILING}::int else ${MAX_FAILED_ATTEMPTS}::int end) then null
        else locked_until
      end
    where email = ${email} and client in (${sql.join(
      clients.map((c) => sql`${c}`),
      sql`, `,
    )})`);
}

/**
 * An attempt refused before its password was checked gives its count back: it learned nothing,
 * and a burst of correct sign-ins (ten tablets behind one address) must not leave the account
 * locked once the burst is over.
 */
export async function releaseRefused(db: Db, email: string, client: string): Promise<void> {
  await giveBack(db, email, [client, ANY_CLIENT]);
}

/**
 * A successful sign-in clears its address's count and gives back its share of the account-wide
 * one. While other attempts of the address are still counted over the limit it gives back only its
 * own share, so a lock that failures ran into stays.
 */
export async function settleSuccess(db: Db, email: string, client: string): Promise<void> {
  await db.execute(sql`
    delete from login_throttle where email = ${email} and client = ${client} and failed_count <= ${MAX_FAILED_ATTEMPTS}`);
  await giveBack(db, email, [client, ANY_CLIENT]);
}

/**
 * Counts of finished windows are dropped, so failed sign-ins with invented e-mails cannot grow the
 * table beyond what 15 minutes of attempts can write.
 */
export async function pruneStale(db: Db): Promise<void> {
  await db.execute(sql`
    delete from login_throttle
    where updated_at <= now() - make_interval(mins => ${LOCK_MINUTES}) and (locked_until is null or locked_until <= now())`);
}

/** Lifts every lock and count of an e-mail; true when there was one. */
export async function unlockEmail(db: Db | Tx, email: string): Promise<boolean> {
  const rows = await queryRows<{ email: string }>(db, sql`delete from login_throttle where email = ${email} returning email`);
  return rows.length > 0;
}

/** The lock in force for each of these e-mails (any address), for the users list. */
export async function locksInForce(db: Db, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await queryRows<{ email: string; locked_until: Date | string }>(
    db,
    sql`select email, max(locked_until) as locked_until from login_throttle
        where locked_until > now() and email in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})
        group by email`,
  );
  return new Map(rows.map((r) => [r.email, new Date(r.locked_until).toISOString()]));
}
