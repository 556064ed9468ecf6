// Keyset order of a paged list: the sort columns (one direction, the last one unique), the
// `(a, b, id) < (…)` step from a cursor, and the cursor of a page's last row.
import { sql, type SQL } from 'drizzle-orm';
import { CURSOR_INVALID } from '@shared/schemas/list-query';
import { encodeCursor } from '../http/cursor';
import { badRequest } from '../http/errors';

export interface KeysetOrder {
  /** Sort expressions, all in one direction, the last one unique (the id). */
  columns: readonly SQL[];
  /** Casts back from the cursor's text, one per column ('timestamptz', 'uuid', 'date', 'integer'). */
  types: readonly string[];
  descending: boolean;
}

// What the database's own `::text` of each type looks like; anything else is not our cursor.
const CURSOR_TEXT: Record<string, RegExp> = {
  timestamptz: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  integer: /^-?\d{1,9}$/,
};

/** `(a, b, id) < (…)` for the page after `after`, or undefined for the first page / an offset page. */
export function keysetSql(order: KeysetOrder, after: readonly string[] | null): SQL | undefined {
  if (!after) return undefined;
  if (after.length !== order.columns.length || after.some((v, i) => !CURSOR_TEXT[order.types[i]!]?.test(v))) throw badRequest(CURSOR_INVALID);
  const values = after.map((v, i) => sql`${v}::${sql.raw(order.types[i]!)}`);
  return sql`(${sql.join([...order.columns], sql`, `)}) ${sql.raw(order.descending ? '<' : '>')} (${sql.join(values, sql`, `)})`;
}

export function orderSql(order: KeysetOrder): SQL {
  const dir = sql.raw(order.descending ? ' desc' : ' asc');
  return sql.join(
    order.columns.map((c) => sql`${c}${dir}`),
    sql`, `,
  );
}

/** The columns of the order as text, for the cursor of the page's last row. */
export function cursorColumnsSql(order: KeysetOrder): SQL {
  return sql.join(
    order.columns.map((c, i) => sql`${c}::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
}

export function cursorOf(row: Record<string, unknown>, order: KeysetOrder): string {
  return encodeCursor(order.columns.map((_, i) => String(row[`k${i}`])));
}
