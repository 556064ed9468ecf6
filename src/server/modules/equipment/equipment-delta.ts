// What changed in the equipment list since a device's last sync (`GET /equipment?since=`).
//
// Tablets ask this every few seconds, ten at a time, and on PGlite every statement waits for the
// one before it (docs/performance.md, "Round 6"). So:
// - One statement over the equipment table and the tombstones says which rows changed (one more
//   than a small delta holds, to tell a small delta from a large one), the version of each (the
//   transaction that wrote it and its `updated_at`), the ids deleted since and the version of the
//   names the rows carry (brands, categories, depots, users). The changed rows are read in
//   `updated_at` order: a plan kept for every `since` (PostgreSQL's generic plan) may otherwise
//   walk the whole table looking for a limit's worth of rows.
// - A row's JSON with its nested names depends on nothing but the row and those names, and building
//   it was most of a delta's cost (100 rows: 2–3 ms of PGlite's one thread). The JSON of recently
//   changed rows is kept by row version: every device asking after the same changes reuses it,
//   whatever its own `since`, and only rows not kept at their current version are built, by id.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { deletedRows } from '@server/db/sync-schema';
import { queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { equipmentRows, equipmentWhere, type ListFilter } from './equipment.service';

/** Rows whose JSON is kept (about 0.7 KB each). */
const KEPT_ROWS = 5000;

export interface EquipmentChanges {
  /** The rows changed since, in no order, each with its version; at most `limit` + 1. */
  rows: Array<[id: string, version: string]>;
  /** Ids deleted since. */
  deleted: string[];
  /** The version of the names the rows carry. */
  names: string;
}

interface KeptRow {
  id: string;
  version: string;
  /** `created_at` as the row's JSON has it: the list's order. */
  createdAt: string;
  json: string;
}

/** A row's version: the transaction that wrote it, and its time. */
const rowVersion = (alias: string) => sql.raw(`${alias}.xmin::text || '/' || ${alias}.updated_at::text`);

export async function equipmentChangedSince(
  db: Db,
  user: AuthUser,
  filter: ListFilter & { since: string },
  limit: number,
): Promise<EquipmentChanges> {
  const [row] = await queryRows<{ rows: string; deleted: string; names: string }>(
    db,
    sql`select (select coalesce(json_agg(json_build_array(c.id, c.v)), '[]') from (
              select e.id, ${rowVersion('e')} as v from equipment e where ${equipmentWhere(user, filter)} order by e.updated_at limit ${limit + 1}) c)::text as rows,
          (select coalesce(json_agg(d.row_id), '[]') from ${deletedRows} d where d.table_name = 'equipment' and d.deleted_at > ${filter.since}::timestamptz)::text as deleted,
          concat_ws('/', (select max(updated_at) from brands), (select max(updated_at) from categories),
            (select max(updated_at) from warehouses), (select max(updated_at) from users)) as names`,
  );
  return {
    rows: JSON.parse(row?.rows ?? '[]') as EquipmentChanges['rows'],
    deleted: JSON.parse(row?.deleted ?? '[]') as string[],
    names: row?.names ?? '',
  };
}

const idOrder = (a: KeptRow, b: KeptRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** One database's delta rows, kept by row version (one per server, made with its database: `caches.ts`). */
export class KeptRows {
  /** What the delta's row JSON costs (tests: a row is built once per version). */
  readonly stats = { built: 0, reused: 0 };
  /** Least recently used first. */
  private readonly kept = new Map<string, KeptRow>();

  /**
   * The changed rows as the list's JSON array, newest first (`created_at desc, id`, the order of
   * `listEquipmentJson`). Rows not kept at their version are built, still within the reader's scope
   * and filter: one that left them since the first statement is left out, as a fresh read would.
   */
  async changedRowsJson(db: Db, user: AuthUser, filter: ListFilter, changes: EquipmentChanges): Promise<string> {
    const kept = this.kept;
    const found: KeptRow[] = [];
    const missing: string[] = [];
    for (const [id, version] of changes.rows) {
      const row = kept.get(id);
      if (row && row.version === `${version}#${changes.names}`) {
        kept.delete(id);
        kept.set(id, row);
        found.push(row);
      } else missing.push(id);
    }
    this.stats.reused += found.length;
    if (missing.length) {
      const built = await queryRows<{ id: string; v: string; created_at: string; json: string }>(
        db,
        sql`select x.id, x.created_at, row_to_json(x)::text as json, (select ${rowVersion('v')} from equipment v where v.id = x.id) as v
            from ${equipmentRows(equipmentWhere(user, { ...filter, ids: missing }))}`,
      );
      this.stats.built += built.length;
      for (const b of built) {
        const row = { id: b.id, version: `${b.v}#${changes.names}`, createdAt: b.created_at, json: b.json };
        kept.delete(b.id);
        kept.set(b.id, row);
        found.push(row);
      }
      while (kept.size > KEPT_ROWS) kept.delete(kept.keys().next().value!);
    }
    found.sort((a, b) => (a.createdAt === b.createdAt ? idOrder(a, b) : a.createdAt < b.createdAt ? 1 : -1));
    return `[${found.map((r) => r.json).join(',')}]`;
  }

  /** Forgets the kept rows (tests, and a database restored underneath). */
  forget(): void {
    this.kept.clear();
  }
}
