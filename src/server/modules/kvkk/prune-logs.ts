// Logs past their retention (docs/kvkk.md): each kind deleted by one statement that also writes
// one destruction-log row per deleted record (its id; a sign-in attempt's row by a hash, since its
// key is an e-mail address). Rows still waiting to be sent are never deleted. The destruction log
// itself is kept three years, then deleted with its runs.
import { sql, type SQL } from 'drizzle-orm';
import type { RetentionCounts, RetentionSettingsInput } from '@shared/kvkk';
import type { Db } from '@server/db/client';
import { queryRows } from '@server/db/sql';

/** The destruction log and its runs are kept this long. */
export const DESTRUCTION_LOG_YEARS = 3;

interface LogKind {
  key: keyof RetentionCounts;
  table: string;
  days: keyof RetentionSettingsInput;
  /** Deletes what is due (`cutoff`), returning `record_id`. */
  delete: (cutoff: SQL) => SQL;
}

const KINDS: readonly LogKind[] = [
  {
    key: 'notifications',
    table: 'notification_outbox',
    days: 'notification_days',
    delete: (cutoff) =>
      sql`delete from notification_outbox where status not in ('waiting', 'sending') and created_at < ${cutoff} returning id::text as record_id`,
  },
  {
    key: 'notifications',
    table: 'notifications',
    days: 'notification_days',
    delete: (cutoff) => sql`delete from notifications where created_at < ${cutoff} returning id::text as record_id`,
  },
  {
    key: 'webhook_deliveries',
    table: 'webhook_deliveries',
    days: 'webhook_days',
    delete: (cutoff) =>
      sql`delete from webhook_deliveries where status not in ('waiting', 'sending') and created_at < ${cutoff} returning id::text as record_id`,
  },
  {
    key: 'sessions',
    table: 'sessions',
    days: 'signin_days',
    delete: (cutoff) => sql`delete from sessions where coalesce(revoked_at, expires_at) < ${cutoff} returning id::text as record_id`,
  },
  {
    key: 'login_attempts',
    table: 'login_throttle',
    days: 'signin_days',
    delete: (cutoff) =>
      sql`delete from login_throttle where updated_at < ${cutoff} and (locked_until is null or locked_until < now())
          returning left(encode(sha256(convert_to(email || '|' || client, 'UTF8')), 'hex'), 16) as record_id`,
  },
  {
    key: 'api_token_calls',
    table: 'api_token_calls',
    days: 'signin_days',
    delete: (cutoff) => sql`delete from api_token_calls where at < ${cutoff} returning id::text as record_id`,
  },
];

/** Deletes every log past its time; adds what it deleted to `counts`. */
export async function pruneLogs(db: Db, settings: RetentionSettingsInput, runId: string, counts: RetentionCounts): Promise<void> {
  for (const kind of KINDS) {
    const cutoff = sql`now() - make_interval(days => ${settings[kind.days]})`;
    const [row] = await db.transaction((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`with d as (${kind.delete(cutoff)}),
            l as (insert into destruction_log (run_id, record_type, record_id, action)
                  select ${runId}::uuid, ${kind.table}, record_id, 'deleted' from d returning 1)
            select count(*)::int as n from l`,
      ),
    );
    counts[kind.key] += row?.n ?? 0;
  }
  const [old] = await queryRows<{ n: number }>(
    db,
    sql`with d as (delete from destruction_log where at < now() - make_interval(years => ${DESTRUCTION_LOG_YEARS}) returning 1)
        select count(*)::int as n from d`,
  );
  counts.destruction_log += old?.n ?? 0;
  await db.execute(
    sql`delete from retention_runs r where r.started_at < now() - make_interval(years => ${DESTRUCTION_LOG_YEARS})
        and not exists (select 1 from destruction_log l where l.run_id = r.id)`,
  );
}
