import { sql, type SQL } from 'drizzle-orm';
import { addDays, WAREHOUSE_TIME_ZONE, type LocalDay } from '@shared/local-day';
import type { Db, Tx } from './client';

/** Raw SQL rows, whichever driver answers (postgres-js gives an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A timestamp as ISO 8601 text in UTC with milliseconds (what JSON.stringify gives a Date), made by the database. */
export const isoText = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

/** The same for a column named in raw SQL text (`isoTextRaw('t.created_at')`). */
export const isoTextRaw = (column: string): string => `to_char(${column} at time zone 'UTC', ${ISO_FORMAT})`;

/**
 * A person as list rows carry them (`{ id, first_name, last_name }` or null), from the users row
 * aliased `a`; a detail adds `contact` columns (national id, phone, e-mail). The national id is
 * masked unless `revealNationalId` (the reader holds `view_national_id`).
 */
export const personJson = (a: string, contact: readonly string[] = [], options: { revealNationalId?: boolean } = {}): string =>
  `(select row_to_json(p) from (select ${[`${a}.id`, `${a}.first_name`, `${a}.last_name`, ...contact.map((col) => contactColumn(a, col, options.revealNationalId ?? false))].join(', ')}) p where ${a}.id is not null)`;

function contactColumn(a: string, col: string, reveal: boolean): string {
  return col !== 'tc_no' || reveal ? `${a}.${col}` : `${maskedNationalIdRaw(`${a}.tc_no`)} as tc_no`;
}

/** '•••••••8170' of a national id column named in SQL text (`maskNationalId` of src/shared/documents.ts). */
export const maskedNationalIdRaw = (column: string): string =>
  `(case when ${column} is null or ${column} = '' then ${column} else '•••••••' || right(${column}, 4) end)`;

/** `'…'::uuid, '…'::uuid`: a list of ids as SQL values. */
export function uuidList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/** `column in (…)` for a list of ids (`alias` alone means its `id` column). */
export function idsIn(column: string | SQL, ids: readonly string[]): SQL {
  const target = typeof column === 'string' ? sql.raw(column.includes('.') ? column : `${column}.id`) : column;
  return sql`${target} in (${uuidList(ids)})`;
}

/**
 * The rows of `from … where` as one JSON array text, newest first by `alias`'s created_at and id:
 * `row` is a sub-select over the aliases of `from` (`(select … )`), made into JSON by the database.
 */
export async function newestFirstJson(
  db: Db | Tx,
  alias: string,
  row: SQL,
  from: SQL,
  where: ReadonlyArray<SQL | undefined>,
): Promise<string> {
  const a = sql.raw(alias);
  const [found] = await queryRows<{ body: string | null }>(
    db,
    sql`select '[' || coalesce(string_agg(j, ',' order by created_at desc, id desc), '') || ']' as body
        from (select ${a}.created_at, ${a}.id, (select row_to_json(x)::text from ${row} x) as j ${from} ${whereSql(where)}) rows`,
  );
  return found?.body ?? '[]';
}

/** `where a and b …` of the conditions present (nothing when none is). */
export const whereSql = (parts: ReadonlyArray<SQL | undefined>): SQL => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/**
 * The first instant of a warehouse day (Europe/Istanbul), the one place SQL turns a calendar day
 * into time: `started_at >= dayStartSql(from) and started_at < dayStartSql(to, 1)`.
 */
export function dayStartSql(day: LocalDay, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::integer)::timestamp at time zone ${WAREHOUSE_TIME_ZONE}::text)`;
}

/**
 * `dayStartSql` written into the statement as a constant instead of parameters, for a report's
 * period bounds. A statement run again is prepared (postgres-js on every connection, PGlite's
 * `prepareRepeatedQueries`), and after five runs PostgreSQL may switch it to a generic plan, made
 * without the values: a period of unknown length is then guessed at a fraction of the rows, and
 * the plan chosen for that guess was slower (docs/reports.md, "Repeated reads"). A constant makes
 * every plan see the period. The day is checked, so nothing but a date reaches the text.
 */
export function dayStartConstSql(day: LocalDay, plusDays = 0): SQL {
  const shifted = addDays(day, plusDays);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(shifted)) throw new Error(`not a day: ${shifted}`);
  return sql.raw(`('${shifted}'::timestamp at time zone '${WAREHOUSE_TIME_ZONE}')`);
}

/** The warehouses' calendar day of a timestamp (the seed's due dates). */
export function localDaySql(timestamp: SQL): SQL {
  return sql`(${timestamp} at time zone ${WAREHOUSE_TIME_ZONE}::text)::date`;
}

/** A user with no warehouse rows sees every warehouse (DESIGN.md §4): the one place SQL says so. */
export function everyWarehouseSql(userId: SQL): SQL {
  return sql`not exists (select 1 from user_warehouses uw where uw.user_id = ${userId})`;
}
