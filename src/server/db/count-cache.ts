// Counts of a paged history, one per data version. Counting 300k hand-overs costs a scan (~0.1–0.4 s
// on PGlite); the counts only change when one of the tables changes, so they are kept per (count
// query, tables' version) and concurrent pages share one count. As with the equipment list, a
// version is trusted only once nothing has changed for a few seconds (a transaction committing late
// cannot hide behind an unchanged version).
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SingleFlight } from '../http/single-flight';
import type { Db } from './client';
import { queryRows } from './sql';

const dialect = new PgDialect();
const COUNT_ENTRIES = 200;
const SETTLE_SECONDS = 5;

export interface TablesVersion {
  text: string;
  settled: boolean;
}

export async function tablesVersion(db: Db, tables: readonly string[]): Promise<TablesVersion> {
  const maxes = tables.map((t) => sql`(select max(updated_at) from ${sql.identifier(t)})`);
  const deleted = sql`(select max(deleted_at) from deleted_rows where table_name in (${sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  )}))`;
  const [row] = await queryRows<{ v: string; age: number | string | null }>(
    db,
    sql`select concat_ws(':', ${sql.join([...maxes, deleted], sql`, `)}) as v,
          extract(epoch from now() - greatest(${sql.join([...maxes, deleted], sql`, `)})) as age`,
  );
  const age = row?.age === null || row?.age === undefined ? Number.POSITIVE_INFINITY : Number(row.age);
  return { text: row?.v ?? '', settled: age > SETTLE_SECONDS };
}

/** The counts of one database's histories (one per server, made with its database: `caches.ts`). */
export class CountCache {
  private readonly counts = new Map<string, number>();
  private readonly flights = new SingleFlight<number>();

  async count(db: Db, query: SQL, version: TablesVersion): Promise<number> {
    const count = async () => {
      const [row] = await queryRows<{ n: number | string }>(db, query);
      return Number(row?.n ?? 0);
    };
    if (!version.settled) return count();
    const compiled = dialect.sqlToQuery(query);
    const key = JSON.stringify([compiled.sql, compiled.params, version.text]);
    const known = this.counts.get(key);
    if (known !== undefined) return known;
    return this.flights.run(key, async () => {
      const n = await count();
      this.counts.set(key, n);
      while (this.counts.size > COUNT_ENTRIES) this.counts.delete(this.counts.keys().next().value!);
      return n;
    });
  }
}
