// How many national ids a user may check against the register (issue 42). A whole id finds its
// worker or user (docs/documents.md), so every answer that depends on whether an id is stored — the
// search, a worker row imported by a user who sees ids masked — is a look-up, and look-ups are
// counted per user in fixed windows shared by every process (table national_id_lookups, one
// statement each). Past the limit: a Turkish 429 with Retry-After, and nothing is looked up. A mask
// such as '•••••••1320' leaves about 90,000 candidates: at 10 a minute that is weeks, not seconds.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/sql';
import { isMaskedNationalId } from '@shared/documents';
import type { AuthUser } from './context';
import { HttpError } from './errors';
import { seesNationalId } from './national-id';

export const NATIONAL_ID_LIMITS = {
  /** POST /api/national-id/search, and a whole id written on a worker or user by someone who sees ids masked. */
  search: { limit: 10, windowSeconds: 60 },
  /** Worker rows imported by a user without view_national_id. */
  import: { limit: 1000, windowSeconds: 24 * 3600 },
} as const;

export type LookupKind = keyof typeof NATIONAL_ID_LIMITS;

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} saniye`;
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} dakika`;
  return `${Math.ceil(seconds / 3600)} saat`;
}

export const lookupLimitMessage = (kind: LookupKind, seconds: number) =>
  kind === 'search'
    ? `TC Kimlik No ile dakikada en fazla ${NATIONAL_ID_LIMITS.search.limit} sorgulama yapılabilir. ${waitText(seconds)} sonra tekrar deneyin.`
    : `TC Kimlik No görme yetkisi olmadan günde en fazla ${NATIONAL_ID_LIMITS.import.limit.toLocaleString('tr-TR')} işçi satırı içe aktarılabilir. Hiçbir satır yazılmadı; dosyayı bölün ya da ${waitText(seconds)} sonra tekrar deneyin.`;

/**
 * Counts `cost` look-ups of `kind` for the user, or refuses them all (429) when they would pass the
 * window's limit; a refused request counts nothing.
 */
export async function spendLookups(db: Db | Tx, userId: string, kind: LookupKind, cost: number): Promise<void> {
  const { limit, windowSeconds } = NATIONAL_ID_LIMITS[kind];
  const expired = sql`b.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await queryRows<{ last_ok: boolean; retry: number }>(
    db,
    sql`insert into national_id_lookups as b (user_id, kind, window_start, used, last_ok)
        values (${userId}::uuid, ${kind}, now(), case when ${cost}::int <= ${limit}::int then ${cost}::int else 0 end, ${cost}::int <= ${limit}::int)
      on conflict (user_id, kind) do update set
        last_ok = case when ${expired} then ${cost}::int <= ${limit}::int else b.used + ${cost}::int <= ${limit}::int end,
        used = case when ${expired} then (case when ${cost}::int <= ${limit}::int then ${cost}::int else 0 end)
                    when b.used + ${cost}::int <= ${limit}::int then b.used + ${cost}::int else b.used end,
        window_start = case when ${expired} then now() else b.window_start end
      returning last_ok, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry`,
  );
  if (row!.last_ok) return;
  const seconds = Math.max(1, Number(row!.retry));
  throw new HttpError(429, lookupLimitMessage(kind, seconds), { retry_after_seconds: seconds }, { 'retry-after': String(seconds) });
}

/**
 * A whole id written on a worker or user by someone who sees ids masked is checked against the
 * register ('Bu TC Kimlik No zaten kayıtlı.'), so it is a look-up too. Counted before the write's
 * transaction, so a refused write still counts.
 */
export async function spendForWrittenId(db: Db, actor: AuthUser, tcNo: string): Promise<void> {
  if (!seesNationalId(actor) && !isMaskedNationalId(tcNo)) await spendLookups(db, actor.id, 'search', 1);
}
